/**
 * The one rules interface (after chessops' `Position` and its variants): each game implements it
 * once (banqi/game.ts, jungle/game.ts), and the command line, the play page, the lessons and the
 * room server use it directly. Everything crosses it in notation: positions are the engine's own
 * immutable values, squares are names ('c3'), moves are move text ('b2b3', a Banqi reveal 'c3c3'),
 * and every refusal is a stable reason code the site translates (`<game>.illegal.<code>`).
 *
 * Hidden information stays out: nothing here reads or returns a face-down identity. A reveal's
 * identity is drawn from the public pool when it is played (drawIdentity); a fixed deal of hidden
 * pieces is the Banqi referee entry's business (engine/banqi/referee-entry.ts).
 */
import type { Result } from './result';
import type { Rng } from './rng';

/** The one list of game ids of the code base: the engines, the AI, the site's routes and the command line read it. */
export const GAME_IDS = ['banqi', 'jungle'] as const;
/** The one game id type of the code base. */
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(text: unknown): text is GameId {
  return (GAME_IDS as readonly unknown[]).includes(text);
}

/** Colours of both games: Banqi red/black, Jungle red/blue. */
export type Colour = 'red' | 'black' | 'blue';

/** The notation fields a position error can name (both games; only Banqi has a pool). */
export const POSITION_FIELDS = ['fields', 'board', 'turn', 'pool', 'clock', 'move-number'] as const;
export type PositionField = (typeof POSITION_FIELDS)[number];

/** Why a position text is refused: the notation field and a stable reason code (notation.md). */
export interface PositionProblem {
  readonly field: PositionField;
  readonly reason: string;
  /** English detail for developers and the command line; readers get a translation of the codes. */
  readonly message: string;
}

export interface RulesStatus {
  readonly result: 'ongoing' | 'draw' | 'red-wins' | 'black-wins' | 'blue-wins';
  /** The engine's status reason code ('none' while ongoing). */
  readonly reason: string;
}

export interface Targets {
  /** Every own face-up piece of the side to move, with its legal destinations ([] when none). */
  readonly movable: ReadonlyMap<string, readonly string[]>;
  /** Face-down squares that may be revealed now. */
  readonly revealable: ReadonlySet<string>;
}

export interface GameRules<P> {
  readonly game: GameId;
  /** Notation of the standard start. */
  readonly startText: string;
  /** Half-moves without progress that draw the game (Banqi 120, Jungle 60). */
  readonly clockLimit: number;
  /** Every code `explain` can return besides 'legal'. */
  readonly illegalReasons: readonly string[];
  /** Every status reason code. */
  readonly statusReasons: readonly string[];
  /** Never throws, whatever it is given. */
  parse(text: unknown): Result<P, PositionProblem>;
  format(pos: P): string;
  isStandardStart(pos: P): boolean;
  /** The colour to move, or null before Banqi's first reveal. */
  turn(pos: P): Colour | null;
  clock(pos: P): number;
  status(pos: P): RulesStatus;
  /** The notation letter on a square: '' empty, 'X' face down. */
  contentAt(pos: P, square: string): string;
  /** Legal actions as move text, sorted in plain string order (empty when the game is over). */
  legalMoves(pos: P): string[];
  /** Legal moves and reveals of the side to move, by square. */
  targets(pos: P): Targets;
  /** 'legal' or a reason code (move text that does not parse: 'move-syntax' or 'off-board'). */
  explain(pos: P, move: string): string;
  /** Whether a legal move takes a piece. */
  isCapture(pos: P, move: string): boolean;
  /** Whether a move is a reveal (its identity is decided when it is played). */
  isReveal(move: string): boolean;
  /**
   * The position after a move; a reveal needs the identity it turns up (`identity`, or `=x` in the
   * move text). Returns the reason code when the move is refused.
   */
  play(pos: P, move: string, identity?: string): Result<P, string>;
  /** notation.md's perft; a depth below 0 counts as 0 (one leaf), as in chessops. */
  perft(pos: P, depth: number): number;
  /** The pieces no longer on the board, as letters. */
  captured(pos: P): string[];
  /** The colour of a piece letter (null for '' and 'X'). */
  colourOf(content: string): Colour | null;
  /** Games with hidden pieces: an identity drawn from public information only (the pool). */
  drawIdentity?(pos: P, rng: Rng): string | undefined;
}
