/**
 * The perft transposition table (issue 16): a stored count comes back only for the same key and depth, and
 * perft with the table gives the same leaves as a walk of every subtree, also where the no-progress clock
 * ends games inside the tree (the boards' keys leave the clock out).
 */
import { describe, expect, it } from 'vitest';
import * as banqi from '../../src/engine/banqi';
import { PerftTable } from '../../src/engine/core/perft-table';
import * as jungle from '../../src/engine/jungle';
import { FIXTURES } from './perft-fixtures';

describe('PerftTable', () => {
  it('gives back a stored count, from 0 to beyond 32 bits, only for the same key and depth', () => {
    const table = new PerftTable(10);
    const cases: readonly (readonly [number, number, number, number])[] = [
      [0x12345678, -0x7654321, 4, 0],
      [-1, 1, 3, 1],
      [0x0badcafe, 0x5eed, 7, 2 ** 32 + 5],
      [77, -77, 9, 2 ** 45 + 12_345],
    ];
    for (const [lo, hi, depth, count] of cases) {
      expect(table.probe(lo, hi, depth)).toBe(-1);
      table.store(lo, hi, depth, count);
      expect(table.probe(lo, hi, depth)).toBe(count);
      expect(table.probe(lo, hi, depth + 1)).toBe(-1);
      expect(table.probe(lo, hi ^ 1, depth)).toBe(-1);
    }
  });

  it('a later entry in the same slot replaces the earlier one', () => {
    const table = new PerftTable(4);
    table.store(5, 6, 2, 100);
    // the same low half and depth give the same slot; only the high half differs
    table.store(5, 7, 2, 200);
    expect(table.probe(5, 6, 2)).toBe(-1);
    expect(table.probe(5, 7, 2)).toBe(200);
  });
});

/** The position text with its no-progress clock replaced. */
const withClock = (text: string, clock: number): string => {
  const fields = text.split(' ');
  fields[fields.length - 2] = String(clock);
  return fields.join(' ');
};

describe('perft with the table counts the same leaves as without it', () => {
  // B8/J6: the clock ends the game at its limit; moving it two half-moves short puts draws inside every tree
  for (const [game, text, depth] of FIXTURES) {
    const d = Math.min(depth, game === 'banqi' ? 4 : 5);
    // the Banqi start is only valid with clock 0
    const nearEnd = text.includes(' - ') ? [] : [game === 'banqi' ? banqi.CLOCK_LIMIT - 2 : jungle.CLOCK_LIMIT - 2];
    for (const clock of [0, ...nearEnd]) {
      const position = withClock(text, clock);
      it(`${game} perft(${d}) of ${position}`, () => {
        if (game === 'banqi') {
          const p = banqi.parsePosition(position);
          if (!p.ok) throw new Error(`fixture refused: ${p.error.reason}`);
          expect(banqi.perft(p.value, d, { table: true })).toBe(banqi.perft(p.value, d, { table: false }));
        } else {
          const p = jungle.parsePosition(position);
          if (!p.ok) throw new Error(`fixture refused: ${p.error.reason}`);
          expect(jungle.perft(p.value, d, { table: true })).toBe(jungle.perft(p.value, d, { table: false }));
        }
      });
    }
  }
});
