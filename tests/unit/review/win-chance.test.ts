/** Score to winning chance, marks by loss, accuracy (src/review/win-chance.ts). */
import { describe, expect, it } from 'vitest';
import { WIN } from '../../../src/ai/types';
import { isUnlucky, markOf, moveAccuracy, winChance } from '../../../src/review/win-chance';

describe('winning chance and marks', () => {
  it('maps 0 to 50, is symmetric, rising, and a found win to 100', () => {
    for (const game of ['banqi', 'jungle'] as const) {
      expect(winChance(game, 0)).toBe(50);
      expect(winChance(game, 300) + winChance(game, -300)).toBeCloseTo(100, 9);
      expect(winChance(game, 300)).toBeGreaterThan(winChance(game, 100));
      expect(winChance(game, WIN - 5)).toBe(100);
      expect(winChance(game, -WIN + 5)).toBe(0);
    }
  });

  it('marks by the loss in points, the same for both games', () => {
    expect([0, 1.9, 2, 9.9, 10, 19.9, 20, 29.9, 30, 80].map((l) => markOf(l, false))).toEqual([
      'best',
      'best',
      'good',
      'good',
      'inaccuracy',
      'inaccuracy',
      'mistake',
      'mistake',
      'blunder',
      'blunder',
    ]);
    expect(markOf(5, true)).toBe('best');
    expect(markOf(25, true)).toBe('mistake');
  });

  it('calls a reveal unlucky only when it was sound and turned out a mistake', () => {
    expect(isUnlucky(5, 25)).toBe(true);
    expect(isUnlucky(12, 40)).toBe(false);
    expect(isUnlucky(5, 15)).toBe(false);
  });

  it("follows lichess's accuracy curve", () => {
    expect(moveAccuracy(0)).toBeCloseTo(100, 2);
    expect(moveAccuracy(10)).toBeCloseTo(64, 0);
    expect(moveAccuracy(100)).toBe(0);
  });
});
