/**
 * Transposition table keyed on a 64-bit hash (two 32-bit halves). Scores are stored as doubles
 * (Banqi chance nodes give fractional values). A search either clears it first, so it never depends
 * on an earlier one (reproducibility), or keeps it (`nextSearch`): the entries of the previous move's
 * search then start the next one, and the deep slot of a bucket goes to any new entry once its own
 * entry is from an earlier search.
 *
 * A position has one slot (`ways` 1) or a bucket of two (`ways` 2). With one slot, a new position
 * always takes it. With two, the first slot keeps the deeper search (it is replaced only by one at
 * least as deep) and the second takes whatever the first turns away, so deep results survive the
 * flood of shallow ones. Either way, a position already stored is replaced only by a search at
 * least as deep. Jungle uses two ways and 2^20 entries: its searches to depth 12 in self-play
 * positions need 15% fewer nodes and 13% less time than with one way and 2^18 (`npm run bench -- ai`,
 * "jungle table"; issue 17). Banqi keeps one way and 2^18: with two ways its searches to depth 5 in
 * 24 self-play positions needed 4% more nodes (2^18) or the same (2^20).
 */
import { zobristKeys } from '../engine/core/zobrist';
import { WIN_THRESHOLD } from './types';

export const BOUND_EXACT = 0;
export const BOUND_LOWER = 1;
export const BOUND_UPPER = 2;

/** Slots per bucket. */
export type TableWays = 1 | 2;

export class TranspositionTable {
  /** Index mask of a bucket's first slot. */
  private readonly mask: number;
  private readonly ways: TableWays;
  private readonly keyLo: Int32Array;
  private readonly keyHi: Int32Array;
  private readonly scores: Float64Array;
  private readonly moves: Int32Array;
  /** depth + 1 (0 = empty slot) and bound, packed: (depth + 1) << 2 | bound. */
  private readonly meta: Int16Array;
  /** The search (counted by nextSearch, modulo 256) that stored each slot. */
  private readonly ages: Uint8Array;
  private age = 0;

  /** Values of the last successful probe. */
  hitScore = 0;
  hitMove = -1;
  hitDepth = 0;
  hitBound = BOUND_EXACT;

  constructor(bits: number, ways: TableWays = 1) {
    const size = 1 << bits;
    this.ways = ways;
    this.mask = (size - 1) & ~(ways - 1);
    this.keyLo = new Int32Array(size);
    this.keyHi = new Int32Array(size);
    this.scores = new Float64Array(size);
    this.moves = new Int32Array(size);
    this.meta = new Int16Array(size);
    this.ages = new Uint8Array(size);
  }

  clear(): void {
    this.meta.fill(0);
  }

  /** Keeps the entries for a new search; theirs no longer hold a bucket's deep slot against it. */
  nextSearch(): void {
    this.age = (this.age + 1) & 255;
  }

  /** The slot holding this position, or -1. */
  private find(lo: number, hi: number): number {
    const first = lo & this.mask;
    for (let i = first; i < first + this.ways; i++)
      if (this.meta[i] !== 0 && this.keyLo[i] === lo && this.keyHi[i] === hi) return i;
    return -1;
  }

  /** Looks a position up; on a hit the hit* fields hold the entry. */
  probe(lo: number, hi: number): boolean {
    const i = this.find(lo, hi);
    if (i < 0) return false;
    const m = this.meta[i]!;
    this.hitDepth = (m >> 2) - 1;
    this.hitBound = m & 3;
    this.hitScore = this.scores[i]!;
    this.hitMove = this.moves[i]!;
    return true;
  }

  /**
   * After a hit: the entry's score, read back at `ply`, when the entry was searched at least `depth`
   * plies deep and its bound settles the window (alpha, beta); else NaN.
   */
  settledScore(depth: number, alpha: number, beta: number, ply: number): number {
    if (this.hitDepth < depth) return NaN;
    const s = fromTable(this.hitScore, ply);
    const bound = this.hitBound;
    const settles =
      bound === BOUND_EXACT || (bound === BOUND_LOWER && s >= beta) || (bound === BOUND_UPPER && s <= alpha);
    return settles ? s : NaN;
  }

  /**
   * Stores a fail-soft search's best score from the window (alpha, beta) at `ply`, with the bound the
   * window gives it: a lower bound at or above beta, an upper bound at or below alpha, else exact.
   */
  storeResult(
    lo: number,
    hi: number,
    depth: number,
    alpha: number,
    beta: number,
    best: number,
    ply: number,
    move: number,
  ): void {
    const bound = best >= beta ? BOUND_LOWER : best > alpha ? BOUND_EXACT : BOUND_UPPER;
    this.store(lo, hi, depth, bound, toTable(best, ply), move);
  }

  store(lo: number, hi: number, depth: number, bound: number, score: number, move: number): void {
    let i = this.find(lo, hi);
    const same = i >= 0;
    if (same) {
      if ((this.meta[i]! >> 2) - 1 > depth) return;
    } else {
      i = lo & this.mask;
      // two ways: the first slot keeps the deeper search of this one, the second takes the rest
      if (this.ways === 2 && this.meta[i] !== 0 && this.ages[i] === this.age && (this.meta[i]! >> 2) - 1 > depth) i++;
    }
    this.keyLo[i] = lo;
    this.keyHi[i] = hi;
    this.scores[i] = score;
    // keep a known best move when the new entry has none (a fail-low)
    this.moves[i] = move >= 0 || !same ? move : this.moves[i]!;
    this.meta[i] = ((Math.max(0, depth) + 1) << 2) | bound;
    this.ages[i] = this.age;
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

/** Win scores are stored relative to the node (distance to the win from there), so a transposition at another ply reads them right. */
function toTable(score: number, ply: number): number {
  if (score >= WIN_THRESHOLD) return score + ply;
  if (score <= -WIN_THRESHOLD) return score - ply;
  return score;
}
/** The inverse of `toTable`: a stored win score read back at `ply`. */
export function fromTable(score: number, ply: number): number {
  if (score >= WIN_THRESHOLD) return score - ply;
  if (score <= -WIN_THRESHOLD) return score + ply;
  return score;
}
