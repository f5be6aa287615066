/** B9: what the identity counter and the reveal review compute from public information only. */
import { describe, expect, it } from 'vitest';
import { START_POSITION } from '../../../src/engine/banqi';
import { checkCounter, poolText, revealOdds, riskBand } from '../../../src/lessons/banqi/hidden';
import { fraction, formatFraction, parseFraction } from '../../../src/lessons/fraction';
import { position, square } from './helpers';

// Red soldier a1 next to face-down a2; pool: red advisor, black general, black horse, two black soldiers.
const NEXT_TO_SOLDIER = 'X1X1X3/8/X7/S6X r A1g1h1s2 0 10';

describe('B9 identity counter', () => {
  const pos = position(NEXT_TO_SOLDIER);

  it('accepts exactly the pool', () => {
    expect(checkCounter(pos, { A: 1, g: 1, h: 1, s: 2 })).toEqual({ correct: true, wrong: [], sum: 5, hidden: 5 });
  });

  it('refuses a wrong count and names the identities that differ', () => {
    const r = checkCounter(pos, { A: 1, g: 1, h: 2, s: 1 });
    expect(r.correct).toBe(false);
    expect(r.wrong).toEqual(['h', 's']);
    expect(r.sum).toBe(5);
  });

  it('refuses a list that claims a piece the pool cannot hold, and reports the sum', () => {
    const r = checkCounter(pos, { A: 1, g: 1, h: 1, s: 2, G: 1 });
    expect(r.correct).toBe(false);
    expect(r.wrong).toEqual(['G']);
    expect(r.sum).toBe(6);
    expect(r.hidden).toBe(5);
  });

  it('writes counts in pool notation', () => {
    expect(poolText({ s: 2, A: 1, h: 1, g: 1 })).toBe('A1g1h1s2');
    expect(poolText({})).toBe('-');
  });
});

describe('B5 B9 reveal odds', () => {
  it('counts as bad outcomes the black pieces that capture the soldier, not the black general (B5)', () => {
    const odds = revealOdds(position(NEXT_TO_SOLDIER), square('a2'));
    if (!odds.ok) throw new Error(odds.error);
    const byId = Object.fromEntries(odds.value.cases.map((c) => [c.identity, c.outcome]));
    expect(byId).toEqual({ A: 'quiet', g: 'quiet', h: 'enemy-captures', s: 'enemy-captures' });
    expect(formatFraction(odds.value.risk)).toBe('3/5');
    expect(odds.value.band).toBe('high');
  });

  it('counts an own piece the enemy can take at once as own-attacked', () => {
    // Black chariot b2 next to face-down a2: a revealed red horse or soldier there is attacked at once.
    const odds = revealOdds(position('X7/8/Xr6/7X b H1S1e1 0 10'), square('a2'));
    if (!odds.ok) throw new Error(odds.error);
    expect(odds.value.cases.map((c) => `${c.identity}:${c.outcome}`)).toEqual(['H:quiet', 'S:quiet', 'e:quiet']);
    const red = revealOdds(position('X7/8/Xr6/7X r H1S1e1 0 10'), square('a2'));
    if (!red.ok) throw new Error(red.error);
    expect(red.value.cases.map((c) => `${c.identity}:${c.outcome}`)).toEqual([
      'H:own-attacked',
      'S:own-attacked',
      'e:quiet',
    ]);
  });

  it('refuses a square that is not face down, and the untouched start (colours unassigned)', () => {
    expect(revealOdds(position(NEXT_TO_SOLDIER), square('a1'))).toEqual({ ok: false, error: 'not-face-down' });
    expect(revealOdds(START_POSITION, square('a1'))).toEqual({ ok: false, error: 'colours-unassigned' });
  });

  it('bands risk: low below 1/4, medium from 1/4 to 1/2, high above 1/2', () => {
    expect(riskBand(fraction(0, 1))).toBe('low');
    expect(riskBand(fraction(2, 9))).toBe('low');
    expect(riskBand(fraction(1, 4))).toBe('medium');
    expect(riskBand(fraction(1, 2))).toBe('medium');
    expect(riskBand(fraction(5, 9))).toBe('high');
  });
});

describe('fractions', () => {
  it('reduce, print and parse only lowest terms', () => {
    expect(formatFraction(fraction(6, 8))).toBe('3/4');
    expect(formatFraction(fraction(0, 7))).toBe('0/1');
    expect(parseFraction('3/4')).toEqual({ num: 3, den: 4 });
    expect(parseFraction('6/8')).toBeUndefined();
    expect(parseFraction('1/0')).toBeUndefined();
    expect(parseFraction('x')).toBeUndefined();
    expect(() => fraction(1, 0)).toThrow(RangeError);
  });
});
