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

/** One bucket per key (e.g. per IP address), forgetting keys whose bucket has refilled. */
export class KeyedLimiter {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): boolean {
    if (this.buckets.size > 10_000) for (const [k, b] of this.buckets) if (b.full) this.buckets.delete(k);
    let bucket = this.buckets.get(key);
    if (bucket === undefined)
      this.buckets.set(key, (bucket = new TokenBucket(this.capacity, this.perSecond, this.now)));
    return bucket.take();
  }
}
