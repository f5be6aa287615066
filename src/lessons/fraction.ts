/** Exact chances as fractions in lowest terms ('3/8'), so stored odds compare exactly with computed ones. */
export interface Fraction {
  readonly num: number;
  readonly den: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** num/den in lowest terms; 0/1 for zero; den must be a positive integer. */
export function fraction(num: number, den: number): Fraction {
  if (!Number.isInteger(num) || !Number.isInteger(den) || den <= 0 || num < 0) {
    throw new RangeError(`bad fraction ${num}/${den}`);
  }
  if (num === 0) return { num: 0, den: 1 };
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

export const formatFraction = (f: Fraction): string => `${f.num}/${f.den}`;

/** Reads 'n/d' (in lowest terms, d > 0); undefined for anything else. */
export function parseFraction(text: string): Fraction | undefined {
  const m = /^(0|[1-9][0-9]*)\/([1-9][0-9]*)$/.exec(text);
  if (!m) return undefined;
  const f = fraction(Number(m[1]), Number(m[2]));
  return formatFraction(f) === text ? f : undefined;
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export const compareFractions = (a: Fraction, b: Fraction): number => Math.sign(a.num * b.den - b.num * a.den);

export const valueOf = (f: Fraction): number => f.num / f.den;
