/**
 * PerftTable: a transposition table for perft (issue 16). Two move orders often reach the same position
 * with the same depth left, and its subtree then has the same leaf count: the table keeps that count under
 * the position's 64-bit Zobrist key and the depth, so the subtree is walked once.
 *
 * The key must cover everything the subtree depends on. Both boards hash the pieces, the side to move and
 * (Banqi) the pool, but not the no-progress clock, and within one perft run (one table per run) it need not:
 * the clock restarts only at a capture or a reveal, which change the pieces or the pool for good. So two
 * move orders that reach the same position either restarted the clock in both (then it is below the run's
 * depth, too low to end a game inside it while the depth is at most the clock limit) or in neither (then
 * both reached it with the same clock, the root's plus the plies played).
 *
 * One Int32Array, four ints per entry (one cache line holds four entries): the key's low half, its high half
 * salted by the depth, and the count + 1 split into low and high 32 bits (0 marks an empty slot). A new entry
 * always replaces the old one in its slot.
 */
import { createRng } from './rng';

const MAX_DEPTH = 64;
const salts = (() => {
  const rng = createRng('plyyard-perft-table-v1');
  return Int32Array.from({ length: MAX_DEPTH * 2 }, () => rng.nextU32() | 0);
})();
const TWO_32 = 4294967296;

/** Largest table: 2^20 entries of 16 bytes (16 MB). */
const MAX_BITS = 20;

export class PerftTable {
  private readonly slots: Int32Array;
  private readonly mask: number;

  /** A table of 2^bits entries (bits between 4 and 20). */
  constructor(bits: number) {
    const b = Math.max(4, Math.min(MAX_BITS, Math.floor(bits)));
    this.slots = new Int32Array(4 << b);
    this.mask = (1 << b) - 1;
  }

  /** The stored leaf count of the position with this key at this depth left, or -1 when it is not stored. */
  probe(lo: number, hi: number, depth: number): number {
    const at = (((lo ^ salts[depth & 63]!) & this.mask) << 2) >>> 0;
    const s = this.slots;
    if (s[at] !== lo || s[at + 1] !== (hi ^ salts[MAX_DEPTH + (depth & 63)]!)) return -1;
    const stored = (s[at + 2]! >>> 0) + s[at + 3]! * TWO_32;
    return stored - 1;
  }

  store(lo: number, hi: number, depth: number, count: number): void {
    const at = (((lo ^ salts[depth & 63]!) & this.mask) << 2) >>> 0;
    const s = this.slots;
    const stored = count + 1;
    s[at] = lo;
    s[at + 1] = hi ^ salts[MAX_DEPTH + (depth & 63)]!;
    s[at + 2] = (stored % TWO_32) | 0;
    s[at + 3] = Math.floor(stored / TWO_32);
  }
}

/**
 * Options of a perft run. `table`: true uses the table from depth 3, false never (to time the move generator
 * alone); left out, from depth 4, where it pays for itself (measured on perft.md's positions: at depth 3 a run
 * takes milliseconds either way).
 */
export interface PerftOptions {
  readonly table?: boolean;
}

/**
 * The table for one perft run of this depth, sized for it, or null: below depth 3 there is nothing to share,
 * and beyond the game's clock limit the clock could matter (the key leaves it out). Sizes: 2^13 entries at
 * depth 3, 2^18 at depth 4, 2^20 from depth 5 (larger tables were slower here, on page faults and cache misses).
 */
export function perftTableFor(depth: number, clockLimit: number, options: PerftOptions): PerftTable | null {
  const from = options.table === undefined ? 4 : options.table ? 3 : Infinity;
  if (depth < from || depth > clockLimit) return null;
  return new PerftTable(5 * depth - 2);
}
