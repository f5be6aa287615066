/**
 * Scores remembered by a position's 64-bit key (its two 32-bit halves), one per slot chosen by the
 * low bits of the key: a newer score replaces an older one in its slot. Both evaluations use it: a
 * search meets the same position again through other move orders (and, in Jungle, at other clocks).
 */
export class ScoreCache {
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  private readonly used: Uint8Array;
  private readonly score: Float64Array;
  private readonly mask: number;

  /** 2^bits slots. */
  constructor(bits: number) {
    const slots = 1 << bits;
    this.mask = slots - 1;
    this.lo = new Int32Array(slots);
    this.hi = new Int32Array(slots);
    this.used = new Uint8Array(slots);
    this.score = new Float64Array(slots);
  }

  /** The score remembered for the key (lo, hi), or NaN when there is none. */
  get(lo: number, hi: number): number {
    const slot = lo & this.mask;
    return this.used[slot] === 1 && this.lo[slot] === lo && this.hi[slot] === hi ? this.score[slot]! : NaN;
  }

  put(lo: number, hi: number, score: number): void {
    const slot = lo & this.mask;
    this.lo[slot] = lo;
    this.hi[slot] = hi;
    this.score[slot] = score;
    this.used[slot] = 1;
  }

  /** Forgets every score (when what they were computed with changes). */
  clear(): void {
    this.used.fill(0);
  }
}
