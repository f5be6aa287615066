/** A beginner's slip (src/ai/slip.ts): an eye-catching move, never one from the bottom of the ordering. */
import { describe, expect, it } from 'vitest';
import { slipIndex } from '../../../src/ai/slip';
import { createRng } from '../../../src/engine/core/rng';

describe("AI levels: a beginner's slip looks natural", () => {
  it('picks among the best-looking third of the moves by ordering key, and not always the same one', () => {
    // nine moves in scrambled order; the three best keys are at indices 4, 7 and 1
    const keys = Float64Array.from([5, 70, 0, -3, 90, 2, 1, 80, 4]);
    const chosen = new Set<number>();
    for (let seed = 0; seed < 60; seed++) chosen.add(slipIndex(keys, keys.length, createRng(`slip:${seed}`)));
    expect([...chosen].sort()).toEqual([1, 4, 7]);
  });

  it('with one or two moves it takes the better-looking one', () => {
    const keys = Float64Array.from([-1, 3]);
    for (let seed = 0; seed < 20; seed++) expect(slipIndex(keys, 2, createRng(`slip:${seed}`))).toBe(1);
  });
});
