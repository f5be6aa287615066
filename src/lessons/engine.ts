/**
 * What the lesson machinery needs from a game engine, in notation strings, so the same judge and
 * islands serve Banqi and Jungle. Each game provides one adapter (./banqi/adapter.ts).
 */
import type { Result } from '../engine/core/result';
import type { Rng } from '../engine/core/rng';
import type { GameId } from '../i18n/routes';

export interface LessonStatus {
  /** 'ongoing' while the game goes on, else the game's result code ('red-wins', 'draw', ...). */
  readonly result: string;
  /** The game's status reason code ('none' while ongoing). */
  readonly reason: string;
}

export interface LessonEngine<P> {
  readonly game: GameId;
  /** Every refusal code `explain` can return; the site translates each as `<game>.illegal.<code>`. */
  readonly reasons: readonly string[];
  parse(text: string): Result<P, string>;
  format(pos: P): string;
  /** Legal actions in notation, sorted (a Banqi reveal is the square twice, 'c3c3'). */
  legalMoves(pos: P): string[];
  /** 'legal' or a code from `reasons` (move text that does not parse gets the game's syntax code). */
  explain(pos: P, move: string): string;
  /** Whether a legal move takes a piece. */
  isCapture(pos: P, move: string): boolean;
  /** Whether a move is a reveal (hidden identity decided when it is played). */
  isReveal(move: string): boolean;
  /**
   * The position after a legal move. A reveal needs `identity` (the island draws it from the
   * pool); returns an error code when the move is illegal or the identity does not fit.
   */
  play(pos: P, move: string, identity?: string): Result<P, string>;
  status(pos: P): LessonStatus;
  /** The side to move ('red', 'black', 'blue', or 'unassigned' before Banqi's first reveal). */
  turn(pos: P): string;
  /** Squares of the face-up pieces of the side to move (the board lists each as selectable). */
  ownSquares(pos: P): string[];
  /** Games with hidden pieces: the identity a reveal turns up, drawn from public information (the pool). */
  drawIdentity?(pos: P, rng: Rng): string | undefined;
}
