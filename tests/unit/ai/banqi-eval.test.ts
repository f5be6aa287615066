/**
 * The Banqi evaluation (src/ai/banqi/eval.ts): it works on square sets (shifts for mobility, rings
 * for the chase), so it is checked against the board's symmetries, where a wrong shift, mask or
 * colour index shows up as a different score.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BanqiEvaluator } from '../../../src/ai/banqi/eval';
import {
  BanqiBoard,
  IDENTITIES,
  colourOf,
  identityOf,
  kindOf,
  otherColour,
  validatePosition,
  type Identity,
  type Position,
  type PositionDraft,
} from '../../../src/engine/banqi';
import { randomPosition } from '../banqi/arbitrary';
import { banqiPos } from './helpers';

function evaluate(p: Position): number {
  const board = BanqiBoard.fromPosition(p);
  const ev = new BanqiEvaluator();
  ev.reset(board);
  return ev.evaluate(board);
}

function valid(draft: PositionDraft): Position {
  const r = validatePosition(draft);
  if (!r.ok) throw new Error(r.error.reason);
  return r.value;
}

const remap = (p: Position, square: (sq: number) => number): Position =>
  valid({ ...p, cells: p.cells.map((_, sq) => p.cells[square(sq)] ?? null) });

const swap = (id: Identity): Identity => identityOf(otherColour(colourOf(id)), kindOf(id));

/** The same position with the colours exchanged (pieces, pool and side to move). */
function swapColours(p: Position): Position {
  const pool = Object.fromEntries(IDENTITIES.map((id) => [swap(id), p.pool[id]])) as Record<Identity, number>;
  const turn = p.turn === 'red' ? 'black' : p.turn === 'black' ? 'red' : p.turn;
  const cells = p.cells.map((c) => (c === null || c === 'X' ? c : swap(c)));
  return valid({ ...p, cells, pool, turn });
}

const mirrorFiles = (sq: number): number => (sq & ~7) | (7 - (sq & 7));
const mirrorRanks = (sq: number): number => ((3 - (sq >> 3)) << 3) | (sq & 7);

describe('Banqi evaluation: symmetric on square sets', () => {
  it(
    'B5-B6 the score does not change when the board is mirrored (files, ranks) or the colours are exchanged',
    { timeout: 60_000 },
    () => {
      let nonZero = 0;
      fc.assert(
        fc.property(randomPosition, ({ position, text }) => {
          if (position.turn === 'unassigned') return;
          const score = evaluate(position);
          if (Math.abs(score) > 1e-9) nonZero++;
          expect(evaluate(remap(position, mirrorFiles)), text).toBeCloseTo(score, 9);
          expect(evaluate(remap(position, mirrorRanks)), text).toBeCloseTo(score, 9);
          expect(evaluate(swapColours(position)), text).toBeCloseTo(score, 9);
        }),
        { numRuns: 250 },
      );
      expect(nonZero).toBeGreaterThan(60);
    },
  );
});

describe('Banqi evaluation: symmetric when two attackers of equal value threaten one piece', () => {
  it('B5-B6 the attacker counted does not depend on the scan order (found by the property above)', () => {
    const p = banqiPos('RH1Gae1r/CESS1Sa1/AAE2e2/3h1SHc r - 0 1');
    expect(evaluate(remap(p, mirrorRanks))).toBeCloseTo(evaluate(p), 9);
    expect(evaluate(remap(p, mirrorFiles))).toBeCloseTo(evaluate(p), 9);
  });
});
