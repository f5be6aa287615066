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
    // spent 500 after costs 50, 150, 300: growth 2, the next first move ~ 300 * 2 * 0.3 = 180 -> 680 <= 950
    const answers = run(20, [
      { cost: 50, best: 1, score: 10 },
      { cost: 150, best: 1, score: 12 },
      { cost: 300, best: 1, score: 11 },
    ]);
    expect(answers).toEqual([true, true, true]);
  });

  it('stops when the predicted first move would overrun the allowance of a quiet position', () => {
    // spent 650 after costs 200, 450: growth 2.25, 650 + 450 * 2.25 * 0.3 = 953.75 > 950
    expect(
      run(20, [
        { cost: 200, best: 1, score: 10 },
        { cost: 450, best: 1, score: 10 },
      ]),
    ).toEqual([true, false]);
  });

  it('a critical move (the best move just changed, or its score fell) may use the whole budget', () => {
    // same costs as above, 953.75 <= 1000
    const changed = run(20, [
      { cost: 200, best: 1, score: 10 },
      { cost: 450, best: 2, score: 10 },
    ]);
    const fell = run(20, [
      { cost: 200, best: 1, score: 10 },
      { cost: 450, best: 1, score: -60 },
    ]);
    expect(changed).toEqual([true, true]);
    expect(fell).toEqual([true, true]);
  });

  it('a forced move (two choices) stops early', () => {
    // 100 + 100 * 4 * 0.3 = 220 <= 300 but 250 + 150 * 1.5 * 0.3 = 317.5 > 300
    expect(
      run(2, [
        { cost: 100, best: 1, score: 0 },
        { cost: 150, best: 1, score: 0 },
      ]),
    ).toEqual([true, false]);
    expect(
      run(20, [
        { cost: 100, best: 1, score: 0 },
        { cost: 150, best: 1, score: 0 },
      ]),
    ).toEqual([true, true]);
  });

  it('an easy move (the best move stood for four iterations) stops earlier than a normal one', () => {
    // after five iterations, spent 500, last cost 300, growth 3: 500 + 270 = 770 > 600 (easy), <= 950 (normal)
    const steady = [10, 30, 60, 100, 300].map((cost) => ({ cost, best: 1, score: 5 }));
    expect(run(20, steady)).toEqual([true, true, true, true, false]);
    const wavering = [10, 30, 60, 100, 300].map((cost, i) => ({ cost, best: i < 2 ? 1 : 2 + (i % 2), score: 5 }));
    expect(run(20, wavering).at(-1)).toBe(true);
  });
});
