/**
 * Limits per client address (rooms created, joins), counted in fixed windows by
 * rate-limiter-flexible: in this process's memory, or in Redis when the rooms are there, so that
 * the limits hold across every server process. If Redis fails, each process falls back to its own
 * count (the library's insurance limiter) rather than refusing everyone or no one.
 */
import type { RedisClientType } from 'redis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface AddressLimiter {
  /** Counts one use by `address`; false when its window is full (the request is refused). */
  take(address: string): Promise<boolean>;
}

export function addressLimiter(
  name: string,
  points: number,
  windowSeconds: number,
  redis: RedisClientType | null,
): AddressLimiter {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });
  const limiter =
    redis === null
      ? memory
      : new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          keyPrefix: `plyyard:limit:${name}`,
          points,
          duration: windowSeconds,
          insuranceLimiter: memory,
        });
  return {
    take: (address) =>
      limiter.consume(address).then(
        () => true,
        (e: unknown) => {
          if (e instanceof RateLimiterRes) return false;
          throw e;
        },
      ),
  };
}

/** Connections open now per address, in this process (a cap per process). */
export class ConnectionCount {
  private readonly open = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** Counts a new connection; false (and not counted) when the address is at its cap. */
  enter(address: string): boolean {
    const n = this.open.get(address) ?? 0;
    if (n >= this.cap) return false;
    this.open.set(address, n + 1);
    return true;
  }

  leave(address: string): void {
    const n = (this.open.get(address) ?? 1) - 1;
    if (n <= 0) this.open.delete(address);
    else this.open.set(address, n);
  }
}
