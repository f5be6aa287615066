/**
 * The data of a game review: what the analysis of a record gives for each half-move, per side, and
 * for the whole game. Everything is plain JSON (strings, numbers, arrays, objects), so the page can
 * store a review next to its record and reopen it without analysing again.
 */
import type { GameId } from '../engine/core/game-rules';

/** A game record as the play page exports it (src/play/record-file.ts): start, moves as recorded. */
export interface ReviewRecord {
  readonly game: GameId;
  /** The start position in notation. */
  readonly start: string;
  /** The moves in order; a Banqi reveal carries the identity that turned up (`c2c2=R`). */
  readonly moves: readonly string[];
}

/** How a half-move is judged (win-chance.ts gives the thresholds). */
export const MARKS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder', 'unlucky'] as const;
export type Mark = (typeof MARKS)[number];

/** The seat that played a half-move: the first player moves at even plies. */
export type Seat = 'first' | 'second';

/**
 * Why a half-move lost what it lost, as data the page translates (reason-text.ts), built from the
 * engine's lines. Squares are names (`c3`), pieces notation letters (`R`, `c`), moves move text.
 *   hangs: the reply takes `piece` on `square` with `by` from `from`.
 *   den-open: the opponent's line enters the mover's den: `by` from `from` to the den `square`.
 *   misses-den: the better move enters the enemy den: `piece` from `from` to `square`.
 *   misses-capture: the better move takes `piece` on `square` with `by` from `from`.
 *   reveal-risk: the reveal of `square` had a `chance`% chance of losing a piece at once (reveal-odds.ts),
 *     the dearest of them `piece`.
 *   unlucky: the reveal of `square` turned up `piece`, which only `chance`% of the pool's draws do as badly.
 *   better-move: the engine prefers moving `piece` from `from` to `to` (no sharper reason in its line);
 *   better-reveal: it prefers revealing `square`.
 */
export type Reason =
  | {
      readonly kind: 'hangs' | 'misses-capture';
      readonly piece: string;
      readonly square: string;
      readonly by: string;
      readonly from: string;
    }
  | { readonly kind: 'den-open'; readonly by: string; readonly from: string; readonly square: string }
  | { readonly kind: 'misses-den'; readonly piece: string; readonly from: string; readonly square: string }
  | { readonly kind: 'reveal-risk'; readonly square: string; readonly chance: number; readonly piece: string }
  | { readonly kind: 'unlucky'; readonly square: string; readonly chance: number; readonly piece: string }
  | { readonly kind: 'better-move'; readonly piece: string; readonly from: string; readonly to: string }
  | { readonly kind: 'better-reveal'; readonly square: string };

/** Banqi: the odds of a reveal, from the pool at that moment (reveal-odds.ts). */
export interface RevealOdds {
  /** Chance in percent (0-100, one decimal) that the reveal loses a piece of the mover at once. */
  readonly risk: number;
  /** The dearest piece of the mover one of those draws loses ('' when risk is 0). */
  readonly piece: string;
}

export interface PlyReview {
  /** 0-based index of the half-move in the record. */
  readonly ply: number;
  readonly seat: Seat;
  /** The move as recorded. */
  readonly move: string;
  /** The mover's winning chance (0-100) before the move and after it (a reveal: its expectation over the pool). */
  readonly before: number;
  readonly after: number;
  /** A reveal: the mover's winning chance once the identity was known. Absent otherwise. */
  readonly actual?: number;
  /** The drop in winning chance (before - after, never below 0). */
  readonly loss: number;
  readonly mark: Mark;
  /** The engine's best move here (move text, a reveal without identity) and its line, that move first. */
  readonly best: string;
  readonly line: readonly string[];
  /** The engine's line after the move played, that move first (a reveal ends its line). */
  readonly reply: readonly string[];
  /** Why it lost (null for best and good moves). */
  readonly reason: Reason | null;
  readonly odds?: RevealOdds;
  /** The search depth reached (plies before quiescence). */
  readonly depth: number;
}

export interface SideSummary {
  /** Mean per-move accuracy, 0-100 (win-chance.ts, moveAccuracy). */
  readonly accuracy: number;
  readonly counts: Readonly<Record<Mark, number>>;
  /** The half-move of this side that lost most winning chance, or null when none lost any. */
  readonly biggestSwing: { readonly ply: number; readonly loss: number } | null;
}

/** The analysis's version: a review kept from an older one is done again (2: the second look, second-look.ts). */
export const REVIEW_VERSION = 2;

export interface GameReview {
  readonly version: typeof REVIEW_VERSION;
  readonly game: GameId;
  readonly start: string;
  readonly moves: readonly string[];
  /** The search budget per position (nodes) and seed: the same record, budget and seed give the same review. */
  readonly nodes: number;
  readonly seed: number;
  readonly plies: readonly PlyReview[];
  /** The first seat's winning chance at each position, from the start to after the last move (moves + 1 values). */
  readonly firstSeatChance: readonly number[];
  readonly summary: Readonly<Record<Seat, SideSummary>>;
}
