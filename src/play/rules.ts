/**
 * What the play controller needs from a game's engine, in square names and notation, so one
 * controller serves both games. Each game has one adapter (./banqi-rules.ts, ./jungle-rules.ts);
 * an island imports only its own game's adapter, so a page ships only its own engine.
 */
import type { Result } from '../engine/core/result';
import type { Game, Square, SquareContent } from '../board/types';
import type { Colour, DealJson } from './types';

/** The notation fields a position error can name (both games; only Banqi has a pool). */
export const POSITION_FIELDS = ['fields', 'board', 'turn', 'pool', 'clock', 'move-number'] as const;
export type PositionField = (typeof POSITION_FIELDS)[number];

export interface PositionProblem {
  readonly field: PositionField;
  /** The engine's reason code (for developers; readers get the field's message). */
  readonly reason: string;
}

export interface Targets {
  /** Every own face-up piece of the side to move, with its legal destinations ([] when none). */
  readonly movable: ReadonlyMap<Square, readonly Square[]>;
  /** Face-down squares that may be revealed now. */
  readonly revealable: ReadonlySet<Square>;
}

export interface RulesStatus {
  /** 'ongoing', 'draw', or '<colour>-wins'. */
  readonly result: 'ongoing' | 'draw' | 'red-wins' | 'black-wins' | 'blue-wins';
  /** The engine's status reason code ('none' while ongoing). */
  readonly reason: string;
}

/** An action as played by a referee: the recorded notation and the position after it. */
export interface Played<P> {
  readonly text: string;
  readonly position: P;
}

export interface PlayRules<P> {
  readonly game: Game;
  /** Notation of the standard start. */
  readonly startText: string;
  /** Half-moves without progress that draw the game (Banqi 120, Jungle 60). */
  readonly clockLimit: number;
  /** Every code `explain` can return besides 'legal' (translated as `<game>.illegal.<code>`). */
  readonly illegalReasons: readonly string[];
  /** Every status reason code (translated as `<game>.status.<code>`). */
  readonly statusReasons: readonly string[];
  parse(text: string): Result<P, PositionProblem>;
  format(pos: P): string;
  /** Whether a position is the game's standard start. */
  isStandardStart(pos: P): boolean;
  /** The colour to move, or null before Banqi's first reveal. */
  turn(pos: P): Colour | null;
  clock(pos: P): number;
  status(pos: P): RulesStatus;
  contentAt(pos: P, square: Square): SquareContent;
  /** Legal moves and reveals of the side to move (empty when the game is over). */
  targets(pos: P): Targets;
  /** 'legal' or the engine's reason code for moving from -> to (from === to is a reveal). */
  explain(pos: P, from: Square, to: Square): string;
  /** A fresh random deal of the position's face-down pieces (null for a game without hidden pieces). */
  newDeal(pos: P, seed: number): DealJson | null;
  /** Checks a stored deal against a start position (null when the game has none: any deal is refused). */
  checkDeal(pos: P, deal: DealJson | null): Result<DealJson | null, string>;
  /**
   * Plays an action given in notation as the referee: hidden identities come from the deal of the
   * start (face-down pieces never move, so the start's deal still holds for every face-down square).
   * Returns the action as recorded (Banqi reveals with `=x`) or the engine's refusal code.
   */
  play(pos: P, deal: DealJson | null, text: string): Result<Played<P>, string>;
  /** The pieces no longer on the board (full set minus the board minus anything face down), as letters. */
  captured(pos: P): SquareContent[];
  /** The colour of a piece letter. */
  colourOf(content: SquareContent): Colour | null;
}
