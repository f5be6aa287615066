/** Board geometry the Banqi evaluation needs beyond the engine's tables: distances between squares. */
import { NEIGHBOURS, SQUARE_COUNT } from '../../engine/banqi';

/** DISTANCE[a * 32 + b]: orthogonal (Manhattan) distance between squares a and b. */
const DISTANCE: Uint8Array = (() => {
  const d = new Uint8Array(SQUARE_COUNT * SQUARE_COUNT);
  for (let a = 0; a < SQUARE_COUNT; a++)
    for (let b = 0; b < SQUARE_COUNT; b++)
      d[a * SQUARE_COUNT + b] = Math.abs((a % 8) - (b % 8)) + Math.abs((a >> 3) - (b >> 3));
  return d;
})();

/** NEIGHBOUR_MASK[sq]: the square set (bit per square) of sq's orthogonal neighbours. */
export const NEIGHBOUR_MASK: Int32Array = Int32Array.from({ length: SQUARE_COUNT }, (_, sq) => {
  let m = 0;
  for (let d = 0; d < 4; d++) if (NEIGHBOURS[sq * 4 + d]! >= 0) m |= 1 << NEIGHBOURS[sq * 4 + d]!;
  return m;
});

/** The largest distance between two squares (7 files + 3 ranks). */
export const MAX_DISTANCE = 10;

/** RING[sq * 11 + d]: the square set of the squares at distance exactly d from sq. */
export const RING: Int32Array = (() => {
  const r = new Int32Array(SQUARE_COUNT * (MAX_DISTANCE + 1));
  for (let a = 0; a < SQUARE_COUNT; a++)
    for (let b = 0; b < SQUARE_COUNT; b++) r[a * (MAX_DISTANCE + 1) + DISTANCE[a * SQUARE_COUNT + b]!]! |= 1 << b;
  return r;
})();

/** Number of squares in a square set. */
export function bitCount(set: number): number {
  let x = set - ((set >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 63;
}

/** Every square but those of file a (bits 0, 8, 16, 24), and every square but those of file h. */
export const NOT_FILE_A = ~0x01010101;
export const NOT_FILE_H = ~0x80808080;
