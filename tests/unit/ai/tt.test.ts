import { describe, expect, it } from 'vitest';
import { BOUND_EXACT, BOUND_LOWER, TranspositionTable, type TableWays } from '../../../src/ai/tt';

const BITS = 4;
const SIZE = 1 << BITS;
/** Keys whose low bits pick the same bucket: `lo + k * SIZE` differ only above the index mask. */
const colliding = (lo: number, k: number): number => lo + k * SIZE;

function hit(t: TranspositionTable, lo: number): { depth: number; move: number } | undefined {
  return t.probe(lo, lo ^ 0x5a5a) ? { depth: t.hitDepth, move: t.hitMove } : undefined;
}
function put(t: TranspositionTable, lo: number, depth: number, move: number): void {
  t.store(lo, lo ^ 0x5a5a, depth, BOUND_EXACT, 0, move);
}
const table = (ways: TableWays): TranspositionTable => new TranspositionTable(BITS, ways);

describe('transposition table: one slot or a bucket of two', () => {
  it('one way: a new position takes the slot, even from a deeper search', () => {
    const t = table(1);
    put(t, 6, 8, 101);
    put(t, colliding(6, 1), 1, 102);
    expect(hit(t, 6)).toBeUndefined();
    expect(hit(t, colliding(6, 1))).toEqual({ depth: 1, move: 102 });
  });

  it('two ways: a deep search survives the shallow ones that share its bucket', () => {
    const t = table(2);
    put(t, 6, 8, 101);
    put(t, colliding(6, 1), 1, 102);
    expect(hit(t, 6)).toEqual({ depth: 8, move: 101 });
    expect(hit(t, colliding(6, 1))).toEqual({ depth: 1, move: 102 });
    // a third shallow position takes the second slot; the deep one stays
    put(t, colliding(6, 2), 2, 103);
    expect(hit(t, 6)).toEqual({ depth: 8, move: 101 });
    expect(hit(t, colliding(6, 1))).toBeUndefined();
    expect(hit(t, colliding(6, 2))).toEqual({ depth: 2, move: 103 });
  });

  it('two ways: a search at least as deep takes the first slot', () => {
    const t = table(2);
    put(t, 6, 5, 101);
    put(t, colliding(6, 1), 5, 102);
    expect(hit(t, 6)).toBeUndefined();
    expect(hit(t, colliding(6, 1))).toEqual({ depth: 5, move: 102 });
  });

  it('two ways: keys that differ in the lowest bit share a bucket, the last one included', () => {
    for (const lo of [6, SIZE - 2]) {
      const t = table(2);
      put(t, lo, 3, 101);
      put(t, lo + 1, 2, 102);
      expect(hit(t, lo)).toEqual({ depth: 3, move: 101 });
      expect(hit(t, lo + 1)).toEqual({ depth: 2, move: 102 });
      // a neighbouring bucket is untouched
      expect(hit(t, (lo + 2) % SIZE)).toBeUndefined();
    }
  });

  it('two ways: the last bucket holds two positions like any other', () => {
    const t = table(2);
    put(t, SIZE - 1, 5, 101);
    put(t, colliding(SIZE - 1, 1), 1, 102);
    expect(hit(t, SIZE - 1)).toEqual({ depth: 5, move: 101 });
    expect(hit(t, colliding(SIZE - 1, 1))).toEqual({ depth: 1, move: 102 });
  });

  it.each([1, 2] as const)('%i way(s): a stored position is replaced only by a search at least as deep', (ways) => {
    const t = table(ways);
    put(t, 9, 6, 101);
    t.store(9, 9 ^ 0x5a5a, 3, BOUND_LOWER, 0, 102);
    expect(hit(t, 9)).toEqual({ depth: 6, move: 101 });
    t.store(9, 9 ^ 0x5a5a, 6, BOUND_LOWER, 0, -1);
    // same depth replaces the entry but keeps the known best move when the new one has none
    expect(hit(t, 9)).toEqual({ depth: 6, move: 101 });
    expect(t.hitBound).toBe(BOUND_LOWER);
  });
});
