/** Issue 49: the daily puzzle is the same for every reader on a UTC day, and spreads over the set. */
import { describe, expect, it } from 'vitest';
import { dailySlot, utcDay } from '../../../src/puzzles/daily';
import type { PuzzleIndex } from '../../../src/puzzles/schema';

const chunk = (file: string, count: number) => ({ file, count, minRating: 1000, maxRating: 1200, themes: {} });
const INDEX: PuzzleIndex = {
  game: 'jungle',
  count: 5,
  chunks: [chunk('chunk-000.json', 3), chunk('chunk-001.json', 2)],
};

const days = Array.from({ length: 60 }, (_, i) => utcDay(new Date(Date.UTC(2026, 0, 1 + i))));

describe('daily puzzle', () => {
  it('names the UTC day whatever the hour', () => {
    expect(utcDay(new Date('2026-12-07T00:00:00Z'))).toBe('2026-12-07');
    expect(utcDay(new Date('2026-12-07T23:59:59Z'))).toBe('2026-12-07');
    expect(utcDay(new Date('2026-12-07T23:30:00-05:00'))).toBe('2026-12-08');
  });

  it('is the same slot for the same day and game, and depends on both', () => {
    expect(dailySlot('jungle', '2026-12-07', INDEX)).toEqual(dailySlot('jungle', '2026-12-07', INDEX));
    const slots = days.map((d) => JSON.stringify(dailySlot('jungle', d, INDEX)));
    expect(new Set(slots).size).toBe(5);
    const other = days.map((d) => JSON.stringify(dailySlot('banqi', d, INDEX)));
    expect(other).not.toEqual(slots);
  });

  it('always lands inside a chunk', () => {
    for (const d of days) {
      const slot = dailySlot('jungle', d, INDEX);
      const c = INDEX.chunks.find((x) => x.file === slot?.file);
      expect(c, d).toBeDefined();
      expect(slot!.offset, d).toBeLessThan(c!.count);
    }
    expect(dailySlot('jungle', '2026-12-07', { game: 'jungle', count: 0, chunks: [] })).toBeNull();
  });
});
