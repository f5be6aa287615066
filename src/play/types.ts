/**
 * The vocabulary of the play page's controller (framework-free, no DOM): who plays, how a game
 * ended, and what the status bar shows. Strings never live here: the island maps these values to
 * dictionary keys (./keys.ts).
 */
import type { Colour } from '../engine/core/game-rules';
import { otherSeat, type Seat } from '../engine/core/seats';
import type { Rng } from '../engine/core/rng';
import type { Game, Orientation, Square, SquareContent } from '../board/types';

/** AI strength, 1 (beginner) .. 4 (strongest). */
export type Level = 1 | 2 | 3 | 4;
export const LEVELS: readonly Level[] = [1, 2, 3, 4];
export const isLevel = (n: unknown): n is Level => n === 1 || n === 2 || n === 3 || n === 4;

export type { Colour, Seat };
export { otherSeat };

/** Against the AI (the human takes one seat) or two people taking turns on one device. */
export type Setup = { readonly mode: 'ai'; readonly level: Level; readonly human: Seat } | { readonly mode: 'local' };

/** How a side is named on screen: by colour once known, else by seat (Banqi before the first reveal). */
export type SideName =
  { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'colour'; readonly colour: Colour };

/** An ending that is not decided by the position: a resignation or a draw both sides agreed on. */
export type Ending = { readonly kind: 'resigned'; readonly seat: Seat } | { readonly kind: 'agreed-draw' };

/** Why a finished game ended: a rule of the game (the engine's status reason), or an ending above. */
export type OverReason =
  | { readonly kind: 'rules'; readonly code: string }
  | { readonly kind: 'resigned'; readonly side: SideName }
  | { readonly kind: 'agreed-draw' };

export type Outcome =
  | { readonly kind: 'win'; readonly winner: SideName; readonly winnerSeat: Seat; readonly reason: OverReason }
  | { readonly kind: 'draw'; readonly reason: OverReason };

/** One action played: its recorded notation (Banqi reveals with `=x`) and what the board shows of it. */
export interface Ply<P> {
  readonly text: string;
  readonly kind: 'move' | 'reveal';
  readonly from: Square;
  readonly to: Square;
  /** The piece that moved, or the identity a reveal turned up. */
  readonly piece: SquareContent;
  /** The piece taken, '' when none. */
  readonly captured: SquareContent;
  /** Who played it. */
  readonly seat: Seat;
  /** The position after it. */
  readonly position: P;
}

/**
 * A game in progress, immutable but for its source of chance. The current position is the last
 * ply's (or the start). Nothing hidden is held: a face-down piece gets its identity only when it is
 * revealed, drawn from `draw` (never saved, never sent to the AI).
 */
export interface GameState<P> {
  readonly game: Game;
  readonly setup: Setup;
  /** Seeds the AI's requests (one per ply), so a game replays the same way. */
  readonly seed: number;
  readonly start: P;
  readonly draw: Rng;
  readonly plies: readonly Ply<P>[];
  readonly ending: Ending | null;
  /** The reader's view: 'first' puts a1 at the bottom left. */
  readonly orientation: Orientation;
}

/** What the status bar shows, as data. */
export interface StatusView {
  readonly toMove: SideName;
  readonly toMoveSeat: Seat;
  /** In a game against the AI: whether the side to move is the reader's or the AI's; null between two people. */
  readonly role: 'human' | 'ai' | null;
  /** The reader's side and seat against the AI; null between two people. */
  readonly human: SideName | null;
  readonly humanSeat: Seat | null;
  readonly clock: number;
  readonly clockLimit: number;
  readonly outcome: Outcome | null;
}
