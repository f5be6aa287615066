/**
 * Collect tasks of the Learn course (issue 45, lichess Learn style): the marks (data-target="goal") go one by one
 * as the piece reaches them, the counter says so and the verdict line announces it, the task ends solved; by taps
 * in pt, by keyboard in de; axe finds nothing on the task. A run over par costs stars: the stage summary shows
 * fewer, and the task's verdict says how few moves suffice (fr). Build first.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { COURSE } from '../../src/lessons/course/stages';
import type { CollectExercise } from '../../src/lessons/types';
import { violations } from './axe';
import { exerciseOf, openStage, reach, solveCleanly, stageNumberOf, task } from './course-solve';
import { cell, counted, text, tryMove } from './lesson-page';
import type { Locale } from './support';

function collectOf(id: string): CollectExercise {
  const ex = exerciseOf(id);
  if (ex.kind !== 'collect') throw new Error(`${id} is no collect task`);
  return ex;
}

const goals = (root: Locator): Locator => root.locator('[data-target="goal"]');
const counter = (root: Locator): Locator => root.locator('[data-collected]');

/** How many of the task's targets the first `n` moves of its solution reach. */
const collectedAfter = (ex: CollectExercise, n: number): number =>
  ex.targets.filter((t) => ex.solution.slice(0, n).some((m) => m.slice(2, 4) === t)).length;

/** The counter and the marks after move `i` (1-based) of the solution, and the verdict while targets remain. */
async function expectProgress(lang: Locale, root: Locator, ex: CollectExercise, i: number): Promise<void> {
  const got = collectedAfter(ex, i);
  await expect(counter(root)).toHaveAttribute('data-used', String(i));
  await expect(counter(root)).toHaveAttribute('data-collected', String(got));
  await expect(counter(root)).toContainText(
    text(lang, 'lesson.ui.collect.count', { collected: got, total: ex.targets.length }),
  );
  await expect(goals(root)).toHaveCount(ex.targets.length - got);
  if (i < ex.solution.length) {
    await expect(root).toHaveAttribute('data-verdict', 'progress');
    await expect(root).toHaveAttribute('data-state', 'todo');
    await expect(root.locator('[data-task-feedback]')).toContainText(`${got}`);
  }
}

/**
 * Moves the board's cursor one square onto `to` (whatever the board's orientation) and presses Enter there: tries
 * each arrow, and takes it back when it went elsewhere (an arrow at the board's edge does not move at all).
 */
async function keyStep(page: Page, root: Locator, to: string): Promise<void> {
  const focused = (): Promise<string | null> =>
    root.evaluate((el) => el.querySelector(':focus')?.getAttribute('data-square') ?? null);
  const start = await focused();
  const back = { ArrowUp: 'ArrowDown', ArrowDown: 'ArrowUp', ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };
  for (const [key, undo] of Object.entries(back)) {
    await page.keyboard.press(key);
    const now = await focused();
    if (now === to) {
      await page.keyboard.press('Enter');
      return;
    }
    if (now !== start) await page.keyboard.press(undo);
  }
  throw new Error(`no arrow leads to ${to}`);
}

test('pt: a collect task solved by taps, its marks and counter going one by one; axe finds nothing', async ({
  page,
}) => {
  const id = 'learn-collect-steps';
  const ex = collectOf(id);
  await openStage(page, 'pt', 'banqi', stageNumberOf('banqi', id));
  const root = await reach(page, id);
  await expect(root.locator('[data-kind="collect"]')).toHaveCount(1);
  await expect(goals(root)).toHaveCount(ex.targets.length);
  for (const t of ex.targets) await expect(cell(root, t)).toHaveAttribute('data-target', 'goal');
  expect(await violations(page)).toEqual([]);
  // A diagonal step is refused with the engine's rule, the board unchanged: a wrong try.
  const from = ex.piece;
  const diagonal = `${String.fromCharCode(from.charCodeAt(0) + 1)}${Number(from[1]) + 1}`;
  await tryMove(root, from, diagonal);
  await expect(root).toHaveAttribute('data-verdict', 'wrong');
  await expect(root.locator('[data-task-feedback]')).toContainText(text('pt', 'banqi.illegal.diagonal'));
  await expect(counter(root)).toHaveAttribute('data-used', '0');
  await root.locator('[data-action="retry"]').click();
  for (const [i, m] of ex.solution.entries()) {
    await tryMove(root, m.slice(0, 2), m.slice(2, 4));
    await expectProgress('pt', root, ex, i + 1);
  }
  await expect(root).toHaveAttribute('data-state', 'solved');
  await expect(root).toHaveAttribute('data-verdict', 'solved');
  await expect(root.locator('[data-task-feedback]')).toContainText(
    counted('pt', 'lesson.ui.verdict.collect-success', ex.par, { count: ex.par, total: ex.targets.length }),
  );
  expect(await violations(page)).toEqual([]);
});

test('de: a collect task solved by keyboard alone', async ({ page }) => {
  const id = 'learn-collect-walk';
  const ex = collectOf(id);
  await openStage(page, 'de', 'jungle', stageNumberOf('jungle', id));
  const root = await reach(page, id);
  await expect(goals(root)).toHaveCount(ex.targets.length);
  await cell(root, ex.piece).focus();
  for (const [i, m] of ex.solution.entries()) {
    await expect(cell(root, m.slice(0, 2))).toBeFocused();
    await page.keyboard.press('Enter');
    await keyStep(page, root, m.slice(2, 4));
    await expectProgress('de', root, ex, i + 1);
  }
  await expect(root).toHaveAttribute('data-state', 'solved');
  await expect(root.locator('[data-task-feedback]')).toContainText(text('de', 'lesson.ui.verdict.correct'));
});

test('fr: two moves over par cost a star; the verdict says how few suffice, the summary shows 2 stars', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = 'learn-collect-steps';
  const ex = collectOf(id);
  const stage = COURSE.banqi.find((s) => s.tasks.includes(id))!;
  await openStage(page, 'fr', 'banqi', stage.n);
  for (const t of stage.tasks) {
    if (t !== id) {
      await solveCleanly(page, 'fr', t, []);
      continue;
    }
    // A detour first: one square aside and back (both legal), then the shortest line.
    const root = await reach(page, id);
    for (const m of [...detour(ex), ...ex.solution]) await tryMove(root, m.slice(0, 2), m.slice(2, 4));
    await expect(root).toHaveAttribute('data-state', 'solved');
    await expect(counter(root)).toHaveAttribute('data-used', String(ex.par + 2));
    await expect(root.locator('[data-task-feedback]')).toContainText(
      counted('fr', 'lesson.ui.verdict.over-par', ex.par, { count: ex.par }),
    );
  }
  const summary = page.locator('[data-course-summary]');
  await expect(summary).toBeVisible();
  await expect(summary).toHaveAttribute('data-stage-stars', '2');
  await expect(summary).toContainText(counted('fr', 'learn.stageDone', 2, { stars: 2 }));
  expect(await violations(page)).toEqual([]);
});

/** Two legal steps that leave the piece where it started: to the square on its left (empty here) and back. */
function detour(ex: CollectExercise): string[] {
  const left = `${String.fromCharCode(ex.piece.charCodeAt(0) - 1)}${ex.piece[1]}`;
  return [ex.piece + left, left + ex.piece];
}
