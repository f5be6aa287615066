/** "Learn from your mistakes": a tried move judged by the review's probe, accepted under an inaccuracy's loss. */
import { describe, expect, it } from 'vitest';
import { acceptable, judgeMove } from '../../../src/review/judge-move';

const NODES = 40_000;

describe('a move tried in a position of the game', () => {
  it('J5 taking the lion on the trap is accepted; leaving the den open is not', () => {
    const start = '6r/7/7/7/E6/7/7/2Dl3/7 r 0 20';
    const good = judgeMove('jungle', start, 'c2d2', NODES);
    expect(good.ok && good.value.accepted).toBe(true);
    expect(good.ok && good.value.best).toBe('c2d2');
    const bad = judgeMove('jungle', start, 'a5a6', NODES);
    expect(bad.ok && bad.value.accepted).toBe(false);
    expect(bad.ok && bad.value.loss).toBeGreaterThanOrEqual(30);
  });

  it('B5 a chariot kept away from the elephant is accepted; next to it, it is not', () => {
    const start = '8/4e3/3R4/C6h r - 0 10';
    const safe = judgeMove('banqi', start, 'd2c2', NODES);
    expect(safe.ok && safe.value.accepted).toBe(true);
    const hangs = judgeMove('banqi', start, 'd2d3', NODES);
    expect(hangs.ok && hangs.value.accepted).toBe(false);
  });

  it('accepts a loss under an inaccuracy (10 points), never one from there on', () => {
    expect(acceptable(0, true)).toBe(true);
    expect(acceptable(9.9, false)).toBe(true);
    expect(acceptable(10, false)).toBe(false);
    expect(acceptable(25, false)).toBe(false);
    expect(acceptable(35, true)).toBe(false);
  });

  it('refuses a move that is not legal there and a position that does not parse', () => {
    expect(judgeMove('jungle', '6r/7/7/7/E6/7/7/2Dl3/7 r 0 20', 'c2c4', NODES)).toEqual({
      ok: false,
      error: { code: 'bad-move' },
    });
    expect(judgeMove('jungle', 'nonsense', 'c2d2', NODES)).toEqual({ ok: false, error: { code: 'bad-position' } });
  });
});
