import { describe, expect, it } from 'vitest';
import { pickNext } from '../../../src/puzzles/pick';
import type { Theme } from '../../../src/puzzles/themes';

const p = (id: string, rating: number, themes: Theme[] = []) => ({ id, rating, themes });
const PUZZLES = [p('a', 900, ['fork']), p('b', 1200, ['trap']), p('c', 1350, ['fork']), p('d', 1800)];

describe('pickNext', () => {
  it('takes the unseen puzzle nearest the rating', () => {
    expect(pickNext(PUZZLES, { rating: 1300, seen: new Set() })?.id).toBe('c');
    expect(pickNext(PUZZLES, { rating: 1300, seen: new Set(['c']) })?.id).toBe('b');
    expect(pickNext(PUZZLES, { rating: 2400, seen: new Set() })?.id).toBe('d');
  });

  it('keeps to the theme asked for', () => {
    expect(pickNext(PUZZLES, { rating: 1200, seen: new Set(), theme: 'fork' })?.id).toBe('c');
    expect(pickNext(PUZZLES, { rating: 1200, seen: new Set(['c']), theme: 'fork' })?.id).toBe('a');
  });

  it('breaks a tie by list order and gives null when nothing is left', () => {
    expect(pickNext([p('x', 1100), p('y', 1300)], { rating: 1200, seen: new Set() })?.id).toBe('x');
    expect(pickNext(PUZZLES, { rating: 1200, seen: new Set(['a', 'b', 'c', 'd']) })).toBeNull();
    expect(pickNext(PUZZLES, { rating: 1200, seen: new Set(), theme: 'lake-jump' })).toBeNull();
  });
});
