/**
 * Shared vocabulary of the board: squares are coordinate strings ("c3") so the board stays
 * game-neutral; contents are notation letters ('' empty, 'X' face down).
 */
import type { GameId } from '../engine/core/game-rules';

/** A square name: file letter then rank number, e.g. "c3". */
export type Square = string;

/** The engine's game id (core/game-rules.ts), under the name the board's modules use. */
export type Game = GameId;

/** Whose side is at the bottom of the view: 'first' puts a1 bottom left, 'second' rotates 180 degrees. */
export type Orientation = 'first' | 'second';

export interface BoardMove {
  readonly from: Square;
  readonly to: Square;
}

/** Lesson mark styles. Each tone differs by line style as well as colour (see board.css). */
const MARK_TONES = ['info', 'good', 'bad', 'hint'] as const;
type MarkTone = (typeof MARK_TONES)[number];

/**
 * A lesson mark: a ring around a square ('circle'), an X over it ('cross'), a shaded square
 * ('square'), or an arrow between two squares. `label` is an already translated text added to the accessible name of the
 * marked square (the from-square for an arrow).
 */
export type Mark =
  | {
      readonly kind: 'circle' | 'cross' | 'square';
      readonly square: Square;
      readonly tone?: MarkTone;
      readonly label?: string;
    }
  | {
      readonly kind: 'arrow';
      readonly from: Square;
      readonly to: Square;
      readonly tone?: MarkTone;
      readonly label?: string;
    };

/** Content of a square: '' empty, 'X' face down, otherwise the piece's notation letter. */
export type SquareContent = string;

export const FACE_DOWN = 'X';

/**
 * What the board shows and allows. The board holds no rules: `movable` and `revealable` come
 * from the engine. `movable` should list every own face-up piece (with an empty array when it
 * has no legal destination) so that choosing it changes the selection.
 */
export interface BoardConfig {
  readonly files: number;
  readonly ranks: number;
  /** Contents by square; a square that is missing is empty. */
  readonly squares: Readonly<Record<Square, SquareContent>>;
  readonly movable: ReadonlyMap<Square, readonly Square[]>;
  readonly revealable: ReadonlySet<Square>;
  readonly orientation: Orientation;
  readonly lastMove: BoardMove | null;
  readonly marks: readonly Mark[];
  /** false: a diagram; the cursor still moves (to read squares) but nothing is selected or played. */
  readonly interactive: boolean;
  /**
   * A board that asks (a legality task): no destination is shown, said or marked, and once a piece is selected,
   * any other square chosen, one holding an own piece included, is an attempted move for the caller to judge.
   */
  readonly attemptAny: boolean;
}

/**
 * What a user action asks of the caller. 'illegal' is an attempt that is not in `movable` /
 * `revealable`: the caller asks the engine's `explain` for the reason (from === to is a refused
 * reveal, written like a reveal in notation) and hands the translated reason back to the board.
 */
export type Intent =
  | { readonly kind: 'reveal'; readonly square: Square }
  | { readonly kind: 'move'; readonly from: Square; readonly to: Square }
  | { readonly kind: 'illegal'; readonly from: Square; readonly to: Square }
  | { readonly kind: 'none' };
