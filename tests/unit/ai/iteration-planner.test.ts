/**
 * Time management (src/ai/iteration-planner.ts): with a node budget the planner counts nodes, so
 * these scenarios are exact. Each iteration's cost is set by moving the budget's node count.
 */
import { describe, expect, it } from 'vitest';
import { Budget } from '../../../src/ai/budget';
import { IterationPlanner } from '../../../src/ai/iteration-planner';

/** Plays iterations of the given costs (nodes) with their best moves and scores; returns the planner's answers. */
function run(choices: number, iterations: readonly { cost: number; best: number; score: number }[]): boolean[] {
  const budget = Budget.of(1000, 0);
  const planner = new IterationPlanner(budget, choices);
  return iterations.map(({ cost, best, score }, i) => {
    planner.begin();
    budget.nodes += cost;
    return planner.another(best, score, i + 1);
  });
}

describe('AI time management: another iteration only when its first move should fit', () => {
  it('starts an iteration after 45% of the budget is spent when the prediction says it fits (the old rule stopped)', () => {
    // spent 500 after costs 50, 150, 300: growth 2, the next first move ~ 300 * 2 * 0.15 = 90 -> 590 <= 1000
    const answers = run(20, [
      { cost: 50, best: 1, score: 10 },
      { cost: 150, best: 1, score: 12 },
      { cost: 300, best: 1, score: 11 },
    ]);
    expect(answers).toEqual([true, true, true]);
    // spent 650 after 200, 450: growth 2.25, 650 + 450 * 2.25 * 0.15 = 801.9 <= 1000
    expect(
      run(20, [
        { cost: 200, best: 1, score: 10 },
        { cost: 450, best: 1, score: 10 },
      ]),
    ).toEqual([true, true]);
  });

  it('stops when the predicted first move would overrun the budget, even for a critical move', () => {
    // spent 900 after costs 300, 600: growth 2, 900 + 600 * 2 * 0.15 = 1080 > 1000
    const quiet = run(20, [
      { cost: 300, best: 1, score: 10 },
      { cost: 600, best: 1, score: 10 },
    ]);
    const changed = run(20, [
      { cost: 300, best: 1, score: 10 },
      { cost: 600, best: 2, score: 10 },
    ]);
    expect(quiet).toEqual([true, false]);
    expect(changed).toEqual([true, false]);
  });

  it('a forced move (two choices) stops early', () => {
    // 100 + 100 * 4 * 0.15 = 160 <= 300 but 300 + 200 * 2 * 0.15 = 360 > 300 (and <= 1000 with 20 choices)
    expect(
      run(2, [
        { cost: 100, best: 1, score: 0 },
        { cost: 200, best: 1, score: 0 },
      ]),
    ).toEqual([true, false]);
    expect(
      run(20, [
        { cost: 100, best: 1, score: 0 },
        { cost: 200, best: 1, score: 0 },
      ]),
    ).toEqual([true, true]);
  });

  it('an easy move (the best move stood for four iterations) stops earlier than a normal or critical one', () => {
    // after five iterations, spent 600, last cost 400, growth 4: 600 + 240 = 840 > 750 (easy), <= 1000 (normal)
    const steady = [10, 30, 60, 100, 400].map((cost) => ({ cost, best: 1, score: 5 }));
    expect(run(20, steady)).toEqual([true, true, true, true, false]);
    const wavering = [10, 30, 60, 100, 400].map((cost, i) => ({ cost, best: i < 2 ? 1 : 2 + (i % 2), score: 5 }));
    expect(run(20, wavering).at(-1)).toBe(true);
    const falling = [10, 30, 60, 100, 400].map((cost, i) => ({ cost, best: 1, score: 5 - 50 * i }));
    expect(run(20, falling).at(-1)).toBe(true);
  });
});
