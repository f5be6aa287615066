import { FULL_SET, type Colour, type Identity, type IdentityCounts } from './pieces';

/** A face-down square in a position: its identity is not part of the position (B7, B9). */
export const FACE_DOWN = 'X';
type FaceDown = typeof FACE_DOWN;

/** What a square shows: a face-up identity, a face-down piece, or nothing. */
export type Cell = Identity | FaceDown | null;

/** Side to move; 'unassigned' only at the untouched start, before the first reveal assigns colours (B2). */
export type Turn = Colour | 'unassigned';

/** Half-moves without capture or reveal after which the game is drawn (B8). */
export const CLOCK_LIMIT = 120;

declare const positionBrand: unique symbol;

/** The fields of a position, as anyone may write them; `validatePosition` turns a draft into a Position. */
export interface PositionDraft {
  /** 32 cells indexed by square (a1 = 0, b1 = 1, ..., h4 = 31). */
  readonly cells: readonly Cell[];
  readonly turn: Turn;
  /** Identities still face down (B9): counts add up to the number of face-down cells. */
  readonly pool: IdentityCounts;
  /** Half-moves since the last capture or reveal (0..120). */
  readonly clock: number;
  /** Starts at 1, increases after each action by black (the first reveal counts as an action of the colour it reveals). */
  readonly moveNumber: number;
}

/**
 * A valid Banqi position: immutable, public information only. It holds no hidden identity, so
 * everything that decides or evaluates moves from a Position cannot see one. Only the parser,
 * `validatePosition` and the engine's own functions produce values of this type.
 */
export interface Position extends PositionDraft {
  readonly [positionBrand]: true;
}

/** Brands a draft the caller has already validated (engine-internal). */
export function trustedPosition(draft: PositionDraft): Position {
  return Object.freeze({
    ...draft,
    cells: Object.freeze(draft.cells.slice()),
    pool: Object.freeze({ ...draft.pool }),
  }) as Position;
}

export const START_TEXT = 'XXXXXXXX/XXXXXXXX/XXXXXXXX/XXXXXXXX - G1A2E2R2H2C2S5g1a2e2r2h2c2s5 0 1';

/** The untouched start (B1): 32 face-down pieces, full pool, colours unassigned. */
export const START_POSITION: Position = trustedPosition({
  cells: new Array<Cell>(32).fill(FACE_DOWN),
  turn: 'unassigned',
  pool: FULL_SET,
  clock: 0,
  moveNumber: 1,
});
