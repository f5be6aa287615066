/**
 * Cornered prey: a face-up piece with an enemy hunter (hunters.ts) within two squares and at most one
 * way out, an empty neighbour with no hunter next to it. Wherever else it steps it can be taken, and
 * the end of such a chase often lies beyond the search's horizon.
 */
import { NEIGHBOUR_MASK, NOT_FILE_A, NOT_FILE_H, bitCount } from './geometry';

/** Share of its value a piece counts as lost with no empty neighbour out of the hunters' reach, and with one. */
const NO_WAY_OUT = 1;
const ONE_WAY_OUT = 0.4;

/** The squares next to any square of a square set. */
function around(set: number): number {
  return ((set & NOT_FILE_H) << 1) | ((set & NOT_FILE_A) >>> 1) | (set << 8) | (set >>> 8);
}

/**
 * The cornered pieces of colour `prey` (sets: square sets by cell code, BanqiBoard.pieceSets; hunterSets:
 * their hunters' squares, fillHunterSquares; empty: the empty squares), each at its value (values: by
 * identity) times how cornered it is.
 */
export function cornered(
  sets: Int32Array,
  hunterSets: Int32Array,
  values: Float64Array,
  prey: number,
  empty: number,
): number {
  let total = 0;
  for (let kind = 0; kind < 7; kind++) {
    const hunters = hunterSets[prey * 7 + kind]!;
    if (hunters === 0) continue;
    let pieces = sets[prey * 7 + kind + 1]!;
    const reach = around(hunters);
    const near = reach | around(reach);
    while (pieces !== 0) {
      const low = pieces & -pieces;
      pieces ^= low;
      if ((near & low) === 0) continue;
      const ways = bitCount(NEIGHBOUR_MASK[31 - Math.clz32(low)]! & empty & ~reach);
      if (ways <= 1) total += values[prey * 7 + kind]! * (ways === 0 ? NO_WAY_OUT : ONE_WAY_OUT);
    }
  }
  return total;
}
