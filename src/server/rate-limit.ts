/** Token buckets: a burst of `capacity` messages, then `perSecond` a second; refused beyond it. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty (the message is refused). */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether the bucket has refilled completely (so that it can be forgotten). */
  get full(): boolean {
    return this.tokens + ((this.now() - this.last) / 1000) * this.perSecond >= this.capacity;
  }
}
