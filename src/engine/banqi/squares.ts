import { geometry, parseSquare, squareName, ORTHOGONAL } from '../core/geometry';

/** The Banqi board: files a-h, ranks 1-4; square index = rank0 * 8 + file0 (a1 = 0, h4 = 31). */
export const BANQI = geometry(8, 4);
export const SQUARE_COUNT = BANQI.size;

export const nameOf = (sq: number): string => squareName(BANQI, sq);
export const squareOf = (name: string): number | undefined => parseSquare(BANQI, name);

/** NEIGHBOURS[sq * 4 + d]: the orthogonal neighbour of sq in direction d, or -1 off the board. */
export const NEIGHBOURS: Int8Array = new Int8Array(SQUARE_COUNT * 4).fill(-1);

/**
 * Rays for cannon jumps: the squares from sq outwards in direction d are
 * RAY_SQUARES[RAY_START[sq * 4 + d]], ... up to a -1 terminator.
 */
export const RAY_START: Int16Array = new Int16Array(SQUARE_COUNT * 4);
export const RAY_SQUARES: Int8Array = (() => {
  const flat: number[] = [];
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    for (let d = 0; d < 4; d++) {
      const [df, dr] = ORTHOGONAL[d]!;
      RAY_START[sq * 4 + d] = flat.length;
      let f = (sq % 8) + df;
      let r = Math.floor(sq / 8) + dr;
      let first = true;
      while (f >= 0 && f < 8 && r >= 0 && r < 4) {
        if (first) NEIGHBOURS[sq * 4 + d] = r * 8 + f;
        first = false;
        flat.push(r * 8 + f);
        f += df;
        r += dr;
      }
      flat.push(-1);
    }
  }
  return Int8Array.from(flat);
})();
