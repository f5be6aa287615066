/**
 * The Jungle evaluation remembers its scores by the board's key (src/ai/jungle/eval.ts). A remembered
 * score must be the score a fresh evaluator computes: for every position of random games, with the
 * other side to move (same pieces), and after the weights change (the tables included: levels 1-3
 * evaluate with the hand-set numbers, level 4 with the fitted ones).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_JUNGLE_WEIGHTS, HAND_SET_JUNGLE_WEIGHTS, JungleEvaluator } from '../../../src/ai/jungle/eval';
import { createRng } from '../../../src/engine/core/rng';
import { JungleBoard, MAX_MOVES, startPosition } from '../../../src/engine/jungle/index';
import { junglePos } from './helpers';

const fresh = (b: JungleBoard, weights = DEFAULT_JUNGLE_WEIGHTS): number => {
  const ev = new JungleEvaluator();
  ev.weights = weights;
  return ev.evaluate(b);
};

describe('Jungle evaluation cache', () => {
  it('gives every position of random games the score a fresh evaluator gives, the side to move included', () => {
    const ev = new JungleEvaluator();
    const rng = createRng('jungle-eval-cache');
    const b = new JungleBoard();
    const moves = new Int32Array(MAX_MOVES);
    let checked = 0;
    for (let game = 0; game < 20; game++) {
      b.load(startPosition());
      for (let ply = 0; ply < 80 && !b.decidedWithoutMoves(); ply++) {
        // the same pieces with the other side to move come first, then the position itself (twice)
        b.makeNull();
        expect(ev.evaluate(b)).toBe(fresh(b));
        b.unmakeNull();
        expect(ev.evaluate(b)).toBe(fresh(b));
        expect(ev.evaluate(b)).toBe(fresh(b));
        checked++;
        const n = b.generate(moves, 0);
        if (n === 0) break;
        b.make(moves[rng.nextInt(n)]!);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('forgets its scores when the weights change', () => {
    const ev = new JungleEvaluator();
    const b = new JungleBoard();
    b.load(startPosition());
    const before = ev.evaluate(b);
    ev.weights = { ...DEFAULT_JUNGLE_WEIGHTS, tempo: DEFAULT_JUNGLE_WEIGHTS.tempo + 500 };
    expect(ev.evaluate(b)).toBe(before + 500);
  });

  it('rebuilds its advance bonuses when the advance weight changes (the score is linear in it)', () => {
    const ev = new JungleEvaluator();
    const b = new JungleBoard();
    // after a3a4 g7g6 a4a5: red's elephant is two steps up, blue's one, so the advance bonuses differ
    b.load(junglePos('l5t/1d3c1/r1p1w2/6e/E6/7/2W1P1R/1C3D1/T5L b 3 2'));
    const at = (advance: number): number => {
      ev.weights = { ...DEFAULT_JUNGLE_WEIGHTS, advance };
      return ev.evaluate(b);
    };
    const [e0, e1, e2] = [at(0), at(3), at(6)];
    expect(e1).not.toBe(e0);
    expect(Math.abs(e2 - e1 - (e1 - e0))).toBeLessThanOrEqual(1);
  });

  it('rebuilds its tables when the weights bring other ones (levels 1-3 and level 4 share one evaluator)', () => {
    const ev = new JungleEvaluator();
    const b = new JungleBoard();
    b.load(junglePos('l5t/1d3c1/r1p1w2/6e/E6/7/2W1P1R/1C3D1/T5L b 3 2'));
    // same advance scale, other tables: the advance bonuses and the material must follow
    expect(HAND_SET_JUNGLE_WEIGHTS.advance).toBe(DEFAULT_JUNGLE_WEIGHTS.advance);
    const fitted = ev.evaluate(b);
    ev.weights = HAND_SET_JUNGLE_WEIGHTS;
    const handSet = ev.evaluate(b);
    // the reference changes the advance scale on the way, so it rebuilds its bonuses whatever the tables
    const reference = new JungleEvaluator();
    reference.weights = { ...HAND_SET_JUNGLE_WEIGHTS, advance: 1 };
    reference.weights = HAND_SET_JUNGLE_WEIGHTS;
    expect(handSet).toBe(reference.evaluate(b));
    expect(handSet).not.toBe(fitted);
    ev.weights = DEFAULT_JUNGLE_WEIGHTS;
    expect(ev.evaluate(b)).toBe(fitted);
  });
});
