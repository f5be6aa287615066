/**
 * Fresh randomness for the referee's draws: every number comes from the platform's cryptographic
 * generator (crypto.getRandomValues), so no seed, state or stored value can predict the next reveal.
 * Tests that need reproducible draws pass a seeded Rng (engine/core/rng.ts) instead.
 */
import type { Rng } from '../engine/core/rng';

const word = new Uint32Array(1);

function nextU32(): number {
  crypto.getRandomValues(word);
  return word[0]!;
}

export const freshRng: Rng = {
  nextU32,
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`nextInt: bad bound ${n}`);
    const limit = 0x100000000 - (0x100000000 % n);
    let x = nextU32();
    while (x >= limit) x = nextU32();
    return x % n;
  },
  nextFloat: () => nextU32() / 0x100000000,
  clone: () => freshRng,
};
