/**
 * The tuning bench's SPSA (tests/bench/spsa.ts) on made-up "games" whose outcome is known: the side
 * whose knob `x` is closer to 7 is more likely to win, and knob `noise` does not matter at all.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/core/rng';
import { Spsa, type Knob, type Values } from '../../bench/spsa';

const KNOBS: Knob[] = [
  { name: 'x', start: 2, step: 1, min: 0 },
  { name: 'noise', start: 5, step: 1, min: 0 },
];

/** Plus's result against minus: more wins the closer its x is to 7 than minus's, never certain. */
function play(plus: Values, minus: Values, rng: ReturnType<typeof createRng>): number {
  const edge = Math.abs(minus.x! - 7) - Math.abs(plus.x! - 7); // -2..2 with step 1
  const pWin = 0.5 + 0.15 * Math.sign(edge);
  const a = rng.nextFloat() < pWin ? 1 : -1;
  const b = rng.nextFloat() < pWin ? 1 : -1;
  return (a + b) / 2;
}

describe('SPSA over noisy game results', () => {
  it('moves a knob that matters towards its best value', () => {
    const rng = createRng('spsa-test');
    const spsa = new Spsa(KNOBS, 0.1, rng);
    for (let round = 0; round < 600; round++) {
      const p = spsa.perturb();
      spsa.update(p, play(p.plus, p.minus, rng));
    }
    expect(spsa.values().x).toBeGreaterThan(5.5);
    expect(spsa.values().x).toBeLessThan(8.5);
  });

  it('perturbs each knob by one step each way, and never below its minimum', () => {
    const spsa = new Spsa([{ name: 'k', start: 0.5, step: 2, min: 0 }], 0.1, createRng('spsa-min'));
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const p = spsa.perturb();
      seen.add(`${p.signs[0]}: ${p.plus.k}/${p.minus.k}`);
    }
    expect(seen).toEqual(new Set(['1: 2.5/0', '-1: 0/2.5']));
    for (let i = 0; i < 3; i++) spsa.update({ signs: [-1], plus: {}, minus: {} }, 1); // 0.5 - 3 * 0.2 < 0
    expect(spsa.values().k).toBe(0);
    spsa.update({ signs: [1], plus: {}, minus: {} }, 0.5);
    expect(spsa.values().k).toBeCloseTo(0.1, 10);
  });

  it('refuses an outcome outside [-1, 1]', () => {
    const spsa = new Spsa(KNOBS, 0.1, createRng('spsa-range'));
    expect(() => spsa.update(spsa.perturb(), 2)).toThrow(RangeError);
    expect(() => spsa.update(spsa.perturb(), Number.NaN)).toThrow(RangeError);
  });
});
