/**
 * The Banqi evaluation (src/ai/banqi/eval.ts): it works on square sets (shifts for mobility, rings
 * for the chase), so it is checked against the board's symmetries, where a wrong shift, mask or
 * colour index shows up as a different score.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BanqiEvaluator, DEFAULT_BANQI_WEIGHTS } from '../../../src/ai/banqi/eval';
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

/** What the cornered-prey term (src/ai/banqi/traps.ts) adds to the score of the side to move. */
function trapShare(text: string): { share: number; value: (identity: number) => number } {
  const board = BanqiBoard.fromPosition(banqiPos(text));
  const withTraps = new BanqiEvaluator();
  withTraps.reset(board);
  const without = new BanqiEvaluator();
  without.weights = { ...DEFAULT_BANQI_WEIGHTS, trap: 0 };
  without.reset(board);
  const share = (withTraps.evaluate(board) - without.evaluate(board)) / DEFAULT_BANQI_WEIGHTS.trap;
  return { share, value: (identity) => withTraps.values[identity]! };
}

/** Identity indexes of the evaluator's values: red 0-6, black 7-13, in the order G A E R H C S. */
const BLACK_HORSE = 11;
const RED_SOLDIER = 6;

describe('Banqi evaluation: cornered prey', () => {
  it('B5 a horse in the corner with a chariot on the diagonal has no way out: its whole value counts as lost', () => {
    // a2 and b1 are empty but both next to the chariot
    const { share, value } = trapShare('8/8/1R6/h7 b - 0 20');
    expect(share).toBeCloseTo(-value(BLACK_HORSE), 6);
  });

  it('B5 with one square out of the hunter’s reach (a2) the horse counts as partly lost, for both sides’ scores', () => {
    const { share, value } = trapShare('8/8/8/h1R5 b - 0 20');
    expect(share).toBeCloseTo(-0.4 * value(BLACK_HORSE), 6);
    expect(trapShare('8/8/8/h1R5 r - 0 20').share).toBeCloseTo(0.4 * value(BLACK_HORSE), 6);
  });

  it('B5 a hunter three squares away, or an enemy the piece may take back (chariot against chariot), corners nothing', () => {
    // a2 face down: b1 is the one way out, but the chariot on d1 is three squares from the horse
    expect(trapShare('8/8/X7/h2R4 b S1 0 20').share).toBe(0);
    expect(trapShare('8/8/1R6/r7 b - 0 20').share).toBe(0);
  });

  it('B7 a face-down piece blocks a way out, and fades the term as the chase does', () => {
    // a2 face down, b1 next to the chariot on c1; one piece face down: the term counts 1 - 1/16
    const { share, value } = trapShare('8/8/X7/h1R5 b S1 0 20');
    expect(share).toBeCloseTo((-15 / 16) * value(BLACK_HORSE), 6);
  });

  it('B5 the general does not hunt the soldier: a soldier it walls in is not cornered, one a chariot walls in is', () => {
    expect(trapShare('8/8/1G6/S7 r - 0 20').share).toBe(0);
    const { share, value } = trapShare('8/8/1r6/S7 r - 0 20');
    expect(share).toBeCloseTo(-value(RED_SOLDIER), 6);
  });
});
