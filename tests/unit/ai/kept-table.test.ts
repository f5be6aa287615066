/**
 * The Jungle search may keep its transposition table from one move to the next (a time budget
 * only): entries stay while they were searched for the same side and configuration, an earlier
 * search's entries no longer hold a bucket's deep slot, and a node budget still starts afresh, so
 * it replays exactly.
 */
import { describe, expect, it } from 'vitest';
import { Budget } from '../../../src/ai/budget';
import { bestJungleMove } from '../../../src/ai/jungle';
import { DEFAULT_JUNGLE_CONFIG, JungleSearch } from '../../../src/ai/jungle/search';
import { BOUND_EXACT, TranspositionTable } from '../../../src/ai/tt';
import { WIN } from '../../../src/ai/types';
import { startPosition } from '../../../src/engine/jungle';
import { junglePos } from './helpers';

const BITS = 4;
const SIZE = 1 << BITS;

describe('transposition table kept for the next search', () => {
  const put = (t: TranspositionTable, lo: number, depth: number, move: number): void =>
    t.store(lo, lo ^ 0x5a5a, depth, BOUND_EXACT, 0, move);
  const hit = (t: TranspositionTable, lo: number): { depth: number; move: number } | undefined =>
    t.probe(lo, lo ^ 0x5a5a) ? { depth: t.hitDepth, move: t.hitMove } : undefined;

  it('entries of the earlier search are still found', () => {
    const t = new TranspositionTable(BITS, 2);
    put(t, 6, 8, 101);
    t.nextSearch();
    expect(hit(t, 6)).toEqual({ depth: 8, move: 101 });
  });

  it("an earlier search's deep entry gives up the first slot to a shallow new one", () => {
    const t = new TranspositionTable(BITS, 2);
    put(t, 6, 8, 101);
    put(t, 6 + 2 * SIZE, 1, 103);
    t.nextSearch();
    put(t, 6 + SIZE, 1, 102);
    expect(hit(t, 6)).toBeUndefined();
    expect(hit(t, 6 + SIZE)).toEqual({ depth: 1, move: 102 });
    // the second slot is untouched
    expect(hit(t, 6 + 2 * SIZE)).toEqual({ depth: 1, move: 103 });
  });
});

describe('Jungle search: which earlier entries a new search keeps', () => {
  const red = 'l6/7/7/7/7/7/7/7/6L r 10 30';
  const blue = 'l6/7/7/7/7/7/7/7/6L b 10 30';

  /** Searches `first`, then prepares a search of `second`: is `first`'s root entry still there? */
  function kept(first: string, second: string, keep: boolean, otherConfig = false): boolean {
    const s = new JungleSearch(new TranspositionTable(14, 2));
    s.board.load(junglePos(first));
    s.reset(Budget.of(100_000, 0));
    s.search(3, -WIN, WIN, 0);
    expect(s.tableMove()).not.toBe(-1);
    if (otherConfig) s.config = { ...DEFAULT_JUNGLE_CONFIG };
    s.board.load(junglePos(second));
    s.reset(Budget.of(100_000, 0), keep);
    s.board.load(junglePos(first));
    return s.tableMove() !== -1;
  }

  it('keeps them for the same side and configuration', () => {
    expect(kept(red, red, true)).toBe(true);
  });

  it('clears them when asked to start afresh', () => {
    expect(kept(red, red, false)).toBe(false);
  });

  it('clears them when the other side is to move (a draw is scored for the side searching)', () => {
    expect(kept(red, blue, true)).toBe(false);
  });

  it('clears them when the configuration changed', () => {
    expect(kept(red, red, true, true)).toBe(false);
  });
});

describe('bestJungleMove: a node budget replays exactly after a timed search', () => {
  it('the same answer, depth and nodes before and after a timed search of the same position', () => {
    const opts = { level: 4, nodes: 30_000, seed: 3 } as const;
    const before = bestJungleMove(startPosition(), opts);
    bestJungleMove(startPosition(), { level: 4, timeMs: 150, seed: 3 });
    const after = bestJungleMove(startPosition(), opts);
    expect(after).toEqual(before);
  });
});
