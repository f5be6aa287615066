/**
 * Precomputed movement geometry: the orthogonal neighbour of every square in each direction (J1) and
 * the lake jumps (J5): from a land square straight across a whole lake to the land square on the far bank,
 * over three water squares vertically or two horizontally. The path squares are kept to test for rats.
 */
import { ORTHOGONAL, fileOf, onBoard, rankOf, squareAt } from '../core/geometry';
import { IS_WATER } from './terrain';
import { JUNGLE, SQUARES } from './squares';

export const DIRECTIONS = ORTHOGONAL.length;
/** Longest jump path (vertical, three water squares). */
const MAX_PATH = 3;

/** NEIGHBOUR[sq * 4 + d]: adjacent square in direction d, or -1 off the board. */
export const NEIGHBOUR = new Int8Array(SQUARES * DIRECTIONS).fill(-1);
/** JUMP_TO[sq * 4 + d]: landing square of a lake jump from sq in direction d, or -1. */
export const JUMP_TO = new Int8Array(SQUARES * DIRECTIONS).fill(-1);
/** JUMP_PATH[(sq * 4 + d) * 3 + i]: water squares jumped over, -1 padded. */
const JUMP_PATH = new Int8Array(SQUARES * DIRECTIONS * MAX_PATH).fill(-1);

for (let s = 0; s < SQUARES; s++) {
  for (let d = 0; d < DIRECTIONS; d++) {
    const [df, dr] = ORTHOGONAL[d]!;
    let f = fileOf(JUNGLE, s) + df;
    let r = rankOf(JUNGLE, s) + dr;
    if (!onBoard(JUNGLE, f, r)) continue;
    NEIGHBOUR[s * DIRECTIONS + d] = squareAt(JUNGLE, f, r);
    if (IS_WATER[s] === 1) continue;
    const path: number[] = [];
    while (onBoard(JUNGLE, f, r) && IS_WATER[squareAt(JUNGLE, f, r)] === 1) {
      path.push(squareAt(JUNGLE, f, r));
      f += df;
      r += dr;
    }
    if (path.length === 0 || !onBoard(JUNGLE, f, r)) continue;
    JUMP_TO[s * DIRECTIONS + d] = squareAt(JUNGLE, f, r);
    path.forEach((p, i) => (JUMP_PATH[(s * DIRECTIONS + d) * MAX_PATH + i] = p));
  }
}

/** Whether a rat (of either side) stands on the water crossed by jump `i` (= square * 4 + direction): J5 forbids the jump. */
export function jumpBlocked(cells: Int8Array, i: number): boolean {
  for (let j = i * MAX_PATH, end = j + MAX_PATH; j < end; j++) {
    const p = JUMP_PATH[j]!;
    if (p < 0) break;
    if (cells[p] === 1 || cells[p] === -1) return true;
  }
  return false;
}

/** The water squares of the lake jump from `from` to `to`, or undefined when no such jump exists. */
export function jumpPath(from: number, to: number): readonly number[] | undefined {
  for (let d = 0; d < DIRECTIONS; d++) {
    const i = from * DIRECTIONS + d;
    if (JUMP_TO[i] !== to || to < 0) continue;
    const path: number[] = [];
    for (let k = 0; k < MAX_PATH; k++) {
      const p = JUMP_PATH[i * MAX_PATH + k]!;
      if (p >= 0) path.push(p);
    }
    return path;
  }
  return undefined;
}
