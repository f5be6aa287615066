/**
 * Seeded pseudo-random numbers (sfc32), so deals, AI choices and property tests are reproducible.
 * The state is four 32-bit words; `clone` lets a search explore without disturbing the game's stream.
 */
export interface Rng {
  /** Uniform 32-bit unsigned integer. */
  nextU32(): number;
  /** Uniform integer in [0, n), n >= 1 (no modulo bias). */
  nextInt(n: number): number;
  /** Uniform float in [0, 1). */
  nextFloat(): number;
  clone(): Rng;
}

function hashSeed(seed: number | string): [number, number, number, number] {
  const text = typeof seed === 'number' ? `n${seed}` : `s${seed}`;
  let h1 = 0x9e3779b9,
    h2 = 0x243f6a88,
    h3 = 0xb7e15162,
    h4 = 0x85a308d3;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x85ebca6b);
    h2 = Math.imul(h2 ^ c, 0xc2b2ae35);
    h3 = Math.imul(h3 ^ c, 0x27d4eb2f);
    h4 = Math.imul(h4 ^ c, 0x165667b1);
  }
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

class Sfc32 implements Rng {
  constructor(
    private a: number,
    private b: number,
    private c: number,
    private d: number,
  ) {}

  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`nextInt: bad bound ${n}`);
    const limit = 0x100000000 - (0x100000000 % n);
    let x = this.nextU32();
    while (x >= limit) x = this.nextU32();
    return x % n;
  }

  nextFloat(): number {
    return this.nextU32() / 0x100000000;
  }

  clone(): Rng {
    return new Sfc32(this.a, this.b, this.c, this.d);
  }
}

export function createRng(seed: number | string): Rng {
  const [a, b, c, d] = hashSeed(seed);
  const rng = new Sfc32(a, b, c, d);
  for (let i = 0; i < 12; i++) rng.nextU32();
  return rng;
}
