/**
 * What the two searches share: the table key includes the no-progress clock, the quiescence
 * search sees that a side with no legal move loses (B8, J6) instead of standing pat on its material,
 * and one pick of the next move to search.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BanqiSearch } from '../../../src/ai/banqi/search';
import { Budget } from '../../../src/ai/budget';
import { JungleSearch } from '../../../src/ai/jungle/search';
import { pickNext } from '../../../src/ai/pick-next';
import { TranspositionTable } from '../../../src/ai/tt';
import { WIN } from '../../../src/ai/types';
import { BanqiBoard, legalActions } from '../../../src/engine/banqi';
import { legalMoves } from '../../../src/engine/jungle';
import { banqiPos, junglePos } from './helpers';

const budget = (): Budget => Budget.of(200_000, 60_000);

function banqiSearch(text: string): BanqiSearch {
  const s = new BanqiSearch(new BanqiBoard(), new TranspositionTable(14));
  s.board.load(banqiPos(text));
  s.reset(budget());
  return s;
}

function jungleSearch(text: string): JungleSearch {
  const s = new JungleSearch(new TranspositionTable(14));
  s.board.load(junglePos(text));
  s.reset(budget());
  return s;
}

describe('AI search: no legal move loses, in quiescence too', () => {
  it('B8 a side with pieces but no legal action is lost at the quiescence horizon', () => {
    // black's soldier on a1 is boxed in by two red chariots it cannot take
    const text = '8/8/R7/sR6 b - 0 30';
    expect(legalActions(banqiPos(text))).toEqual([]);
    expect(banqiSearch(text).search(0, -WIN, WIN, 0)).toBe(-WIN);
  });

  it('J6 a side with pieces but no legal move is lost at the quiescence horizon', () => {
    // the blue cat in the corner a9 is boxed in by the red tiger and lion, both too strong for it
    const text = 'cT5/L6/7/7/7/7/7/7/7 b 0 20';
    expect(legalMoves(junglePos(text))).toEqual([]);
    expect(jungleSearch(text).search(0, -WIN, WIN, 0)).toBe(-WIN);
  });

  it('J6 … also where standing pat would cut off: a window far below the material still sees the loss', () => {
    // quiescence evaluates before it generates captures; the cut-off must not skip the legal-move check
    const text = 'cT5/L6/7/7/7/7/7/7/7 b 0 20';
    expect(jungleSearch(text).search(0, -WIN, -WIN / 2, 0)).toBe(-WIN);
  });
});

describe('AI search: the table key includes the no-progress clock', () => {
  it('Banqi: an entry stored at one clock is not found for the same board at another clock', () => {
    const early = '7g/8/2r5/R3C3 r - 10 30';
    const late = '7g/8/2r5/R3C3 r - 119 30';
    const s = banqiSearch(early);
    s.search(3, -WIN, WIN, 0);
    expect(s.tableMove()).not.toBe(-1);
    s.board.load(banqiPos(late));
    expect(s.tableMove()).toBe(-1);
  });

  it('Jungle: an entry stored at one clock is not found for the same board at another clock', () => {
    const early = 'l6/7/7/7/7/7/7/7/6L r 10 30';
    const late = 'l6/7/7/7/7/7/7/7/6L r 59 30';
    const s = jungleSearch(early);
    s.search(3, -WIN, WIN, 0);
    expect(s.tableMove()).not.toBe(-1);
    s.board.load(junglePos(late));
    expect(s.tableMove()).toBe(-1);
  });
});

describe('AI search: the next move to search (pickNext, both searches)', () => {
  it('picks every move once, each time the first of the highest keys left, its key travelling with it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 12 }), fc.nat(4), (list, base) => {
        for (const Keys of [Int32Array, Float64Array]) {
          const moves = Int32Array.from({ length: base + list.length }, (_, i) => i - base);
          const keys = new Keys(base + list.length).fill(99);
          keys.set(list, base);
          const keyOf = new Map(list.map((k, i) => [i, k]));
          const end = base + list.length;
          for (let i = base; i < end; i++) {
            const left = Array.from(moves.subarray(i, end));
            const top = Math.max(...left.map((m) => keyOf.get(m)!));
            const key = pickNext(moves, keys, i, end);
            expect(key).toBe(top);
            expect(keys[i]).toBe(top);
            expect(moves[i]).toBe(left.find((m) => keyOf.get(m) === top));
            for (let j = i; j < end; j++) expect(keys[j]).toBe(keyOf.get(moves[j]!));
          }
          expect(Array.from(moves.subarray(base)).sort((a, b) => a - b)).toEqual(list.map((_, i) => i));
        }
      }),
    );
  });
});
