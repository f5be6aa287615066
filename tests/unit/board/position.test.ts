import { describe, expect, it } from 'vitest';
import { squaresFromPosition } from '../../../src/board/position';
import { BANQI_MID, JUNGLE_START } from './helpers';

describe('board contents from a position', () => {
  it('reads the Banqi start: 32 face-down squares', () => {
    const r = squaresFromPosition('banqi', 'XXXXXXXX/XXXXXXXX/XXXXXXXX/XXXXXXXX - G1A2E2R2H2C2S5g1a2e2r2h2c2s5 0 1');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.keys(r.value)).toHaveLength(32);
    expect(Object.values(r.value).every((c) => c === 'X')).toBe(true);
  });

  it('reads a Banqi midgame: runs of empty squares, both colours', () => {
    const r = squaresFromPosition('banqi', BANQI_MID);
    if (!r.ok) throw new Error('parse failed');
    expect(r.value.b4).toBe('g');
    expect(r.value.d4).toBeUndefined();
    expect(r.value.d3).toBe('H');
    expect(r.value.h2).toBe('S');
    expect(r.value.c1).toBe('E');
    expect(Object.keys(r.value)).toHaveLength(25);
  });

  it('reads the Jungle start as rules.md places it', () => {
    const r = squaresFromPosition('jungle', JUNGLE_START);
    if (!r.ok) throw new Error('parse failed');
    expect(r.value).toEqual({
      a1: 'T',
      g1: 'L',
      b2: 'C',
      f2: 'D',
      a3: 'E',
      c3: 'W',
      e3: 'P',
      g3: 'R',
      a9: 'l',
      g9: 't',
      b8: 'd',
      f8: 'c',
      a7: 'r',
      c7: 'p',
      e7: 'w',
      g7: 'e',
    });
  });

  it('refuses a malformed board field with a typed error', () => {
    expect(squaresFromPosition('banqi', '')).toEqual({ ok: false, error: { code: 'empty-position' } });
    expect(squaresFromPosition('banqi', 'XXXXXXXX/XXXXXXXX/XXXXXXXX r - 0 1')).toEqual({
      ok: false,
      error: { code: 'rank-count', expected: 4, found: 3 },
    });
    expect(squaresFromPosition('banqi', 'XXXXXXXXX/XXXXXXXX/XXXXXXXX/XXXXXXXX')).toEqual({
      ok: false,
      error: { code: 'rank-width', rank: 4 },
    });
    expect(squaresFromPosition('banqi', 'XXXXXXX/XXXXXXXX/XXXXXXXX/XXXXXXXX')).toEqual({
      ok: false,
      error: { code: 'rank-width', rank: 4 },
    });
    expect(squaresFromPosition('banqi', '44/XXXXXXXX/XXXXXXXX/XXXXXXXX')).toEqual({
      ok: false,
      error: { code: 'bad-character', rank: 4, character: '4' },
    });
    expect(squaresFromPosition('banqi', '8/8/8/7K')).toEqual({
      ok: false,
      error: { code: 'bad-character', rank: 1, character: 'K' },
    });
    expect(squaresFromPosition('jungle', '7/7/7/7/7/7/7/7/6X r 0 1')).toEqual({
      ok: false,
      error: { code: 'bad-character', rank: 1, character: 'X' },
    });
    expect(squaresFromPosition('jungle', '7/7/7/7/7/7/7/7/07 r 0 1')).toEqual({
      ok: false,
      error: { code: 'bad-character', rank: 1, character: '0' },
    });
  });
});
