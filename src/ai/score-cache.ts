/**
 * Scores remembered by a position's 64-bit key (its two 32-bit halves), one per slot chosen by the
 * low bits of the key: a newer score replaces an older one in its slot. Both evaluations use it: a
 * search meets the same position again through other move orders (and, in Jungle, at other clocks).
 * An empty slot holds the score NaN, so it answers "none" whatever key it holds.
 */
export class ScoreCache {
  /** Slot i's key halves at 2i and 2i + 1. */
  private readonly keys: Int32Array;
  private readonly scores: Float64Array;
  private readonly mask: number;

  /** 2^bits slots. */
  constructor(bits: number) {
    const slots = 1 << bits;
    this.mask = slots - 1;
    this.keys = new Int32Array(2 * slots);
    this.scores = new Float64Array(slots).fill(NaN);
  }

  /** The score remembered for the key (lo, hi), or NaN when there is none. */
  get(lo: number, hi: number): number {
    const slot = lo & this.mask;
    return this.keys[2 * slot] === lo && this.keys[2 * slot + 1] === hi ? this.scores[slot]! : NaN;
  }

  put(lo: number, hi: number, score: number): void {
    const slot = lo & this.mask;
    this.keys[2 * slot] = lo;
    this.keys[2 * slot + 1] = hi;
    this.scores[slot] = score;
  }

  /** Forgets every score (when what they were computed with changes). */
  clear(): void {
    this.scores.fill(NaN);
  }
}

/** What an evaluation keys its scores by: the two 32-bit halves of the board's 64-bit public hash. */
interface HashedBoard {
  readonly hashLo: number;
  readonly hashHi: number;
}

/**
 * An evaluation remembered by the board's key, for both games: `evaluate` answers a position met again from a
 * ScoreCache of 2^bits slots and computes (and remembers) the others. The key must cover all a score depends on
 * besides what the subclass holds; the subclass clears `scores` when that changes (new weights).
 */
export abstract class CachedEvaluation<B extends HashedBoard> {
  protected readonly scores: ScoreCache;

  constructor(bits: number) {
    this.scores = new ScoreCache(bits);
  }

  evaluate(b: B): number {
    const known = this.scores.get(b.hashLo, b.hashHi);
    if (!Number.isNaN(known)) return known;
    const score = this.compute(b);
    this.scores.put(b.hashLo, b.hashHi, score);
    return score;
  }

  /** The evaluation of the board for the side to move, not remembered. */
  protected abstract compute(b: B): number;
}
