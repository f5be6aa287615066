/**
 * The fitting bench's pieces: Texel's method (tests/bench/texel.ts) on made-up results whose true
 * scale is known, its stop on held-out error, and the Jungle weights as a vector (ai-fit-jungle.ts).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_JUNGLE_WEIGHTS } from '../../../src/ai/jungle/eval';
import { createRng } from '../../../src/engine/core/rng';
import { parsePosition, startPosition } from '../../../src/engine/jungle';
import { quiet, weightVector, weightsOf } from '../../bench/ai-fit-jungle';
import { MAX_SCALE, descend, fitScale, logisticError } from '../../bench/texel';

/** `n` features x in [-3, 3] and results drawn with P(win) = logistic(200 x / 400). */
function games(seed: string, n: number): { x: number[]; results: number[] } {
  const rng = createRng(seed);
  const x: number[] = [];
  const results: number[] = [];
  for (let i = 0; i < n; i++) {
    const f = rng.nextFloat() * 6 - 3;
    x.push(f);
    results.push(rng.nextFloat() < 1 / (1 + Math.pow(10, (-200 * f) / 400)) ? 1 : 0);
  }
  return { x, results };
}

describe("Texel's method", () => {
  it('finds the logistic scale that made the results', () => {
    const g = games('texel-scale', 20000);
    const k = fitScale(
      g.x.map((f) => 200 * f),
      g.results,
    );
    expect(k).toBeGreaterThan(340);
    expect(k).toBeLessThan(460);
  });

  it('caps the scale when the scores say nothing of the results', () => {
    const g = games('texel-noise', 2000);
    expect(
      fitScale(
        g.x.map((f) => 200 * f),
        g.results.map(() => 0.5),
      ),
    ).toBeLessThanOrEqual(MAX_SCALE);
  });

  it('moves a weight from a wrong start towards the one that made the results', () => {
    const train = games('texel-train', 5000);
    const held = games('texel-held', 5000);
    const error = (g: typeof train) => (v: readonly number[]) =>
      logisticError(
        g.x.map((f) => v[0]! * f),
        g.results,
        400,
      );
    const fit = descend({ start: [50], steps: [10], train: error(train), held: error(held) }, 40);
    expect(fit.values[0]).toBeGreaterThan(160);
    expect(fit.values[0]).toBeLessThan(240);
    expect(fit.passes.at(-1)!.held).toBeLessThan(fit.start.held);
  });

  it('undoes and stops at the first pass that does not lower the held-out error', () => {
    // training pulls towards 10, the held-out games towards 4; one step of 1 a pass
    const fit = descend({ start: [0], steps: [1], train: (v) => (v[0]! - 10) ** 2, held: (v) => (v[0]! - 4) ** 2 }, 20);
    expect(fit.values).toEqual([4]);
    expect(fit.kept).toBe(4);
    expect(fit.passes).toHaveLength(5);
    expect(fit.passes[4]!.held).toBe(1);
  });
});

describe('the Jungle evaluation as a vector', () => {
  const vector = weightVector(DEFAULT_JUNGLE_WEIGHTS);

  it('gives back the same weights, with every table entry and weight but the two scales', () => {
    expect(
      weightsOf(
        DEFAULT_JUNGLE_WEIGHTS,
        vector.map((x) => x.value),
      ),
    ).toEqual(DEFAULT_JUNGLE_WEIGHTS);
    const names = vector.map((x) => x.name);
    expect(names).not.toContain('advance');
    expect(names).not.toContain('openPath');
    expect(names).toContain('tables.openPath');
    expect(names.filter((n) => n.startsWith('material['))).toHaveLength(8);
    expect(names.filter((n) => n.startsWith('advance['))).toHaveLength(
      DEFAULT_JUNGLE_WEIGHTS.tables.advance.length - 1,
    );
  });

  it('puts each value back where it came from', () => {
    const i = vector.findIndex((x) => x.name === 'material[7]');
    const j = vector.findIndex((x) => x.name === 'threatLost');
    const v = vector.map((x) => x.value);
    v[i] = 1234;
    v[j] = 0.5;
    const w = weightsOf(DEFAULT_JUNGLE_WEIGHTS, v);
    expect(w.tables.material[7]).toBe(1234);
    expect(w.threatLost).toBe(0.5);
    expect({
      ...w,
      threatLost: 0.9,
      tables: { ...w.tables, material: DEFAULT_JUNGLE_WEIGHTS.tables.material },
    }).toEqual(DEFAULT_JUNGLE_WEIGHTS);
    expect(() => weightsOf(DEFAULT_JUNGLE_WEIGHTS, v.slice(1))).toThrow();
    expect(() => weightsOf(DEFAULT_JUNGLE_WEIGHTS, [...v, 1])).toThrow();
  });

  it('steps fractions by half the step fraction and the rest by a share of their value', () => {
    const step = (name: string): number => vector.find((x) => x.name === name)!.step(0.1);
    expect(step('threatSaved')).toBeCloseTo(0.05);
    expect(step('material[8]')).toBeCloseTo(DEFAULT_JUNGLE_WEIGHTS.tables.material[8]! / 10);
    expect(step('denFork')).toBeCloseTo(DEFAULT_JUNGLE_WEIGHTS.denFork / 10);
  });
});

describe('positions the evaluation judges alone', () => {
  const at = (text: string) => {
    const p = parsePosition(text);
    if (!p.ok) throw new Error(text);
    return p.value;
  };

  it('keeps quiet ones', () => {
    expect(quiet(startPosition())).toBe(true);
    expect(quiet(at('7/7/7/7/3L3/7/7/7/c6 r 0 1'))).toBe(true);
  });

  it('leaves out a capture, a piece by the enemy den and an enemy by its own den', () => {
    expect(quiet(at('7/7/7/7/7/7/2Lc3/7/7 r 0 1'))).toBe(false); // the lion takes the cat
    expect(quiet(at('7/3L3/7/7/7/7/7/7/c6 r 0 1'))).toBe(false); // red's lion one step from blue's den
    expect(quiet(at('7/3L3/7/7/7/7/7/7/c6 b 0 1'))).toBe(false); // the same, blue to move
  });
});
