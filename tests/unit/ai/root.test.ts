/**
 * The root of both searches (src/ai/root.ts), on a fake searcher whose moves have fixed values and
 * which answers like an alpha-beta search: a value outside the window comes back as the window's
 * bound (fail-hard), so a caller that trusts a bound as a score gets a wrong one.
 */
import { describe, expect, it } from 'vitest';
import { Budget } from '../../../src/ai/budget';
import type { LevelParams } from '../../../src/ai/levels';
import { iterativeDeepening, type RootSearcher } from '../../../src/ai/root';

interface Call {
  readonly move: number;
  readonly alpha: number;
  readonly beta: number;
}

/** Root moves 0..n-1 worth `values[move]` at every depth; records each search's window. */
function fakeSearcher(values: readonly number[]): RootSearcher & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    rootValue(move, _depth, alpha, beta) {
      calls.push({ move, alpha, beta });
      const v = values[move]!;
      return v <= alpha ? alpha : v >= beta ? beta : v;
    },
  };
}

function choose(values: readonly number[], noise: readonly number[], maxDepth = 1) {
  const n = values.length;
  const searcher = fakeSearcher(values);
  const moves = Int32Array.from({ length: n }, (_, i) => i);
  const keys = Float64Array.from({ length: n }, (_, i) => n - i); // searched in index order
  const params: LevelParams = { maxDepth, share: 1, noise: 0, blunder: 0 };
  const out = iterativeDeepening(searcher, moves, keys, Float64Array.from(noise), n, params, Budget.of(1e9, 0));
  return { out, calls: searcher.calls };
}

describe('AI root: principal-variation search over the root moves', () => {
  it('plays the best move with its exact score, not the bound of the test that found it better', () => {
    const { out } = choose([10, 50, 30, 70, 20], [0, 0, 0, 0, 0]);
    expect(out).toEqual({ move: 3, score: 70, depth: 1 });
  });

  it('searches a move that cannot lead only once, with a null window; one that leads again with the full window', () => {
    const { calls } = choose([10, 50, 30, 70, 20], [0, 0, 0, 0, 0]);
    const windows = calls.map(({ move, alpha, beta }) => `${move}:${beta - alpha === 1 ? 'null' : 'full'}@${alpha}`);
    // the first move opens the window; 50 and 70 pass their tests and are searched again; 30 and 20 fail theirs
    expect(windows).toEqual([
      '0:full@-100001',
      '1:null@10',
      '1:full@10',
      '2:null@50',
      '3:null@50',
      '3:full@50',
      '4:null@70',
    ]);
  });

  it('keeps the level noise: a move must beat the leader by its offsets to overtake it', () => {
    // move 0 leads at 10 + 5; move 1 (12 + 0) does not beat 15, move 2 (14 + 3 = 17) does
    expect(choose([10, 12, 14], [5, 0, 3]).out).toEqual({ move: 2, score: 14, depth: 1 });
    expect(choose([10, 12, 11], [5, 0, 3]).out).toEqual({ move: 0, score: 10, depth: 1 });
  });

  it('searches the previous best first at the next depth, with the full window', () => {
    const { out, calls } = choose([10, 50, 30, 70, 20], [0, 0, 0, 0, 0], 2);
    expect(out).toEqual({ move: 3, score: 70, depth: 2 });
    const second = calls.slice(7);
    expect(second[0]).toEqual({ move: 3, alpha: -100001, beta: 100001 });
    expect(second.slice(1).every((c) => c.beta - c.alpha === 1)).toBe(true);
  });
});
