import { createRng } from './rng';

/**
 * Zobrist keys for incremental position hashing: `size` random 64-bit keys stored as two 32-bit halves,
 * drawn from a fixed seed so every run (and every transposition table) sees the same keys.
 */
export interface ZobristKeys {
  readonly lo: Int32Array;
  readonly hi: Int32Array;
}

export function zobristKeys(seed: number | string, size: number): ZobristKeys {
  const rng = createRng(seed);
  const lo = new Int32Array(size);
  const hi = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    lo[i] = rng.nextU32() | 0;
    hi[i] = rng.nextU32() | 0;
  }
  return { lo, hi };
}
