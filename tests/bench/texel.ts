/**
 * Fitting an evaluation to game results (Texel's method), for the fitting bench (ai-fit.ts): the
 * error of a set of scores is the mean squared difference between each game's result (1 win, 0.5
 * draw, 0 loss for the side the score is for) and the logistic 1 / (1 + 10^(-score / k)). The scale
 * k is fitted first, then coordinate descent moves one value at a time by its step, up or down,
 * whenever that lowers the error on the training games, one pass over all values at a time. After
 * each pass the error on held-out games decides: a pass that does not lower it is undone and ends
 * the fit (a better fit of the training games alone is not a better evaluation).
 */

/** What to fit: the values to start from, a step for each, and the errors of a vector on each set. */
interface FitProblem {
  readonly start: readonly number[];
  readonly steps: readonly number[];
  /** The error on the training games of the values `v`. */
  train(v: readonly number[]): number;
  /** The error on the held-out games. */
  held(v: readonly number[]): number;
}

interface FitPass {
  readonly train: number;
  readonly held: number;
  /** Values moved in this pass. */
  readonly moved: number;
}

interface Fit {
  readonly values: number[];
  /** The errors of the start values, then of each pass tried. */
  readonly start: { readonly train: number; readonly held: number };
  readonly passes: FitPass[];
  /** Passes kept in `values` (the last pass tried is undone when it did not lower the held-out error). */
  readonly kept: number;
}

/** Mean squared error of the logistic of `scores` (scale k) against `results`. */
export function logisticError(scores: ArrayLike<number>, results: ArrayLike<number>, k: number): number {
  let sum = 0;
  for (let i = 0; i < scores.length; i++) {
    const p = 1 / (1 + Math.pow(10, -scores[i]! / k));
    sum += (results[i]! - p) ** 2;
  }
  return scores.length === 0 ? 0 : sum / scores.length;
}

/** The largest scale fitScale returns: beyond it the scores say nothing of the results. */
export const MAX_SCALE = 1e6;

/** The scale k (within 10%) with the lowest error, at most MAX_SCALE: a doubling search from 50, then steps of 10%. */
export function fitScale(scores: ArrayLike<number>, results: ArrayLike<number>): number {
  const error = (k: number): number => logisticError(scores, results, k);
  let k = 50;
  while (k * 2 <= MAX_SCALE && error(k * 2) < error(k)) k *= 2;
  for (const factor of [1.1, 1 / 1.1]) while (k * factor <= MAX_SCALE && error(k * factor) < error(k)) k *= factor;
  return k;
}

/** Coordinate descent (see above), at most `maxPasses` passes. */
export function descend(p: FitProblem, maxPasses: number): Fit {
  let values = p.start.slice();
  const start = { train: p.train(values), held: p.held(values) };
  const passes: FitPass[] = [];
  let train = start.train;
  let held = start.held;
  let kept = 0;
  for (let pass = 0; pass < maxPasses; pass++) {
    const next = values.slice();
    let moved = 0;
    for (let i = 0; i < next.length; i++) {
      const old = next[i]!;
      for (const dir of [1, -1]) {
        next[i] = old + dir * p.steps[i]!;
        const e = p.train(next);
        if (e < train) {
          train = e;
          moved++;
          break;
        }
        next[i] = old;
      }
    }
    const e = p.held(next);
    passes.push({ train, held: e, moved });
    if (moved === 0 || e >= held) break;
    values = next;
    held = e;
    kept++;
  }
  return { values, start, passes, kept };
}
