import { describe, expect, it } from 'vitest';
import { NEW_READER, updateRating } from '../../../src/puzzles/glicko2';

describe('Glicko-2 (Glickman 2013, "Example of the Glicko-2 system")', () => {
  const player = { rating: 1500, deviation: 200, volatility: 0.06 };
  const games = [
    { opponent: { rating: 1400, deviation: 30 }, score: 1 },
    { opponent: { rating: 1550, deviation: 100 }, score: 0 },
    { opponent: { rating: 1700, deviation: 300 }, score: 0 },
  ];

  it('gives the published example: 1464.06 / 151.52 / 0.05999', () => {
    const after = updateRating(player, games, 0.5);
    // the paper rounds its intermediate steps; exact arithmetic gives 1464.0507 (within 0.01)
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(after.deviation).toBeCloseTo(151.52, 2);
    expect(Math.abs(after.volatility - 0.05999)).toBeLessThan(1e-5);
  });

  it('a period without games only widens the deviation', () => {
    const after = updateRating(player, []);
    expect(after.rating).toBe(1500);
    expect(after.deviation).toBeCloseTo(Math.sqrt(200 ** 2 + (0.06 * 173.7178) ** 2), 6);
  });

  it('a new reader who solves a puzzle rated above them gains, failing an easy one loses', () => {
    const win = updateRating(NEW_READER, [{ opponent: { rating: 1700, deviation: 80 }, score: 1 }]);
    const loss = updateRating(NEW_READER, [{ opponent: { rating: 1200, deviation: 80 }, score: 0 }]);
    expect(win.rating).toBeGreaterThan(1500);
    expect(loss.rating).toBeLessThan(1500);
    expect(win.deviation).toBeLessThan(350);
  });
});
