/**
 * Transposition table keyed on a 64-bit hash (two 32-bit halves): one entry per slot, replaced when
 * the new entry is searched at least as deep or the slot holds another position. Scores are stored
 * as doubles (Banqi chance nodes give fractional values). Cleared before each search, so a search
 * never depends on an earlier one (reproducibility).
 */
import { zobristKeys } from '../engine/core/zobrist';

export const BOUND_EXACT = 0;
export const BOUND_LOWER = 1;
export const BOUND_UPPER = 2;

export class TranspositionTable {
  private readonly mask: number;
  private readonly keyLo: Int32Array;
  private readonly keyHi: Int32Array;
  private readonly scores: Float64Array;
  private readonly moves: Int32Array;
  /** depth + 1 (0 = empty slot) and bound, packed: (depth + 1) << 2 | bound. */
  private readonly meta: Int16Array;

  /** Values of the last successful probe. */
  hitScore = 0;
  hitMove = -1;
  hitDepth = 0;
  hitBound = BOUND_EXACT;

  constructor(bits: number) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.keyLo = new Int32Array(size);
    this.keyHi = new Int32Array(size);
    this.scores = new Float64Array(size);
    this.moves = new Int32Array(size);
    this.meta = new Int16Array(size);
  }

  clear(): void {
    this.meta.fill(0);
  }

  /** Looks a position up; on a hit the hit* fields hold the entry. */
  probe(lo: number, hi: number): boolean {
    const i = lo & this.mask;
    const m = this.meta[i]!;
    if (m === 0 || this.keyLo[i] !== lo || this.keyHi[i] !== hi) return false;
    this.hitDepth = (m >> 2) - 1;
    this.hitBound = m & 3;
    this.hitScore = this.scores[i]!;
    this.hitMove = this.moves[i]!;
    return true;
  }

  store(lo: number, hi: number, depth: number, bound: number, score: number, move: number): void {
    const i = lo & this.mask;
    const m = this.meta[i]!;
    const same = m !== 0 && this.keyLo[i] === lo && this.keyHi[i] === hi;
    if (m !== 0 && same && (m >> 2) - 1 > depth) return;
    this.keyLo[i] = lo;
    this.keyHi[i] = hi;
    this.scores[i] = score;
    // keep a known best move when the new entry has none (a fail-low)
    this.moves[i] = move >= 0 || !same ? move : this.moves[i]!;
    this.meta[i] = ((Math.max(0, depth) + 1) << 2) | bound;
  }
}

/**
 * The table key of a position: the board's public hash with the no-progress clock mixed in. The
 * search scores a position by how close the clock is to its limit (a draw at 120 in Banqi, 60 in
 * Jungle), so the same board at another clock is another entry.
 */
const CLOCK_KEYS = zobristKeys('no-progress-clock', 128);
export const keyLo = (hashLo: number, clock: number): number => hashLo ^ CLOCK_KEYS.lo[clock & 127]!;
export const keyHi = (hashHi: number, clock: number): number => hashHi ^ CLOCK_KEYS.hi[clock & 127]!;
