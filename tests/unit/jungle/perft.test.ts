import { describe, expect, it } from 'vitest';
import {
  START_POSITION,
  applyMove,
  legalMoves,
  makeMove,
  parsePosition,
  perft,
  perftDivide,
} from '../../../src/engine/jungle/index';
import { createRng } from '../../../src/engine/core/rng';
import { layout, refApply, refMoves, refParse, refPerft, type RefPosition } from './reference';
import { pos } from './helpers';

/** Position text from the reference's cells (independent of the engine's writer). */
function refText(p: RefPosition, moveNumber: number): string {
  const pieces: Record<string, string> = {};
  p.cells.forEach((c, i) => {
    if (c !== '.') pieces['abcdefg'[i % 7]! + String(Math.floor(i / 7) + 1)] = c;
  });
  return layout(pieces, p.redToMove ? 'r' : 'b', p.clock, moveNumber);
}

/** Positions reached by random play with the reference generator only. */
function refRandomPositions(seed: number, count: number, plies: number): string[] {
  const rng = createRng(seed);
  const out: string[] = [];
  for (let g = 0; g < count; g++) {
    let p = refParse(START_POSITION);
    const length = 1 + rng.nextInt(plies);
    for (let i = 0; i < length; i++) {
      const moves = refMoves(p);
      if (moves.length === 0) break;
      // prefer captures now and then so that material comes off the board
      const captures = moves.filter((m) => p.cells['abcdefg'.indexOf(m[2]!) + (Number(m[3]) - 1) * 7] !== '.');
      const pool = captures.length > 0 && rng.nextInt(3) === 0 ? captures : moves;
      p = refApply(p, pool[rng.nextInt(pool.length)]!);
    }
    out.push(refText(p, 1 + length));
  }
  return out;
}

describe('perft (notation.md)', () => {
  it('perft from the start: 24, 576, 12240, 260099, 5111620 for depths 1-5', () => {
    const p = pos(START_POSITION);
    expect([1, 2, 3, 4, 5].map((d) => perft(p, d))).toEqual([24, 576, 12240, 260099, 5111620]);
  });

  it('the reference generator also gives the published start figures to depth 3', () => {
    const p = refParse(START_POSITION);
    expect([1, 2, 3].map((d) => refPerft(p, d))).toEqual([24, 576, 12240]);
  });

  it('perft of depth 0 is 1 and a finished position has no children', () => {
    const won = pos(layout({ d9: 'C', a1: 'l' }, 'b'));
    const drawn = pos(layout({ d4: 'L', a9: 'c' }, 'r', 60, 31));
    for (const p of [won, drawn]) {
      expect(perft(p, 0)).toBe(1);
      expect(perft(p, 1)).toBe(0);
      expect(perft(p, 3)).toBe(0);
    }
  });

  const ownPositions: Record<string, string> = {
    // J2/J5: rats in both lakes, jumpers on every bank
    lakes: layout({ a5: 'T', d4: 'L', c5: 'R', b3: 'D', f3: 'E', g6: 't', e7: 'l', e5: 'r', b7: 'c', a6: 'e' }),
    // J4: pieces of both colours standing in enemy and own traps, elephant next to a trapped rat
    traps: layout(
      { c9: 'L', d8: 'R', e8: 'C', d7: 'e', d2: 'l', c1: 'r', c2: 'E', d3: 'D', e2: 'w', e9: 'p' },
      'b',
      12,
      20,
    ),
    // J6: both sides one step from the den, clock close to 60
    'den race': layout({ d8: 'C', e1: 'r', a1: 'W', g9: 't', c8: 'd', f5: 'R', b1: 'T' }, 'r', 57, 44),
    // J6: few pieces, clock about to run out: draws appear inside the tree
    'clock end': layout({ d5: 'L', a4: 'T', g7: 'e', b6: 'r', g1: 'c' }, 'b', 57, 70),
  };

  it.each(Object.entries(ownPositions))(
    'perft of my position "%s" matches the naive reference to depth 4',
    (_name, text) => {
      const p = pos(text);
      const ref = refParse(text);
      for (let d = 1; d <= 4; d++) expect(perft(p, d), `depth ${d}`).toBe(refPerft(ref, d));
    },
  );

  it('perft of positions from random reference play matches the naive reference to depth 3', () => {
    const texts = refRandomPositions(20260401, 12, 60);
    for (const text of texts) {
      const p = parsePosition(text);
      expect(p.ok, text).toBe(true);
      if (!p.ok) continue;
      expect(legalMoves(p.value).map(makeMove), text).toEqual(refMoves(refParse(text)));
      expect(perft(p.value, 3), text).toBe(refPerft(refParse(text), 3));
    }
  });

  it('perftDivide splits perft by first move', () => {
    const p = pos(START_POSITION);
    const divide = perftDivide(p, 3);
    expect([...divide.keys()].sort()).toEqual(legalMoves(p).map(makeMove));
    expect([...divide.values()].reduce((a, b) => a + b, 0)).toBe(12240);
  });

  it('perftDivide at depth 5 (its subtrees share one perft table) still sums to perft 5 from the start', () => {
    const p = pos(START_POSITION);
    const divide = perftDivide(p, 5);
    expect([...divide.values()].reduce((a, b) => a + b, 0)).toBe(5111620);
    for (const [move, leaves] of divide) {
      const after = applyMove(p, move);
      if (!after.ok) throw new Error(`first move refused: ${move}`);
      expect(perft(after.value, 4, { table: false }), move).toBe(leaves);
    }
  });
});
