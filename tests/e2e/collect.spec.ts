/**
 * Collect tasks of the Learn course (issue 45, lichess Learn style): the marks (data-target="goal") go one by one
 * as the piece reaches them, the counter says so and the verdict line announces it, the task ends solved; by taps
 * in pt, by keyboard in de; axe finds nothing on the task. A detour (a move no nearer the marks) is taken back at
 * once as a wrong try (fr); the outside check's replay of only the actions that worked earns 3 stars (pt, phone);
 * "show answer" draws the next step of a shortest walk and says it (es); only the task's piece shows destinations
 * (de). Build first.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { moveProse } from '../../src/board/move-prose';
import { COURSE } from '../../src/lessons/course/stages';
import type { CollectExercise } from '../../src/lessons/types';
import { violations } from './axe';
import { exerciseOf, openStage, reach, solveCleanly, stageNumberOf } from './course-solve';
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

/** The square beside `sq` on the same rank, `df` files away ('c2', -1: 'b2'). */
const beside = (sq: string, df: number): string => `${String.fromCharCode(sq.charCodeAt(0) + df)}${sq[1]}`;

/** Plays a move by taps and waits until the task has judged it (a new verdict text or one more move used). */
async function judged(root: Locator, move: string): Promise<string> {
  const seen = async (): Promise<string> =>
    `${await counter(root).getAttribute('data-used')}|${await root.locator('[data-task-feedback]').textContent()}`;
  const before = await seen();
  await tryMove(root, move.slice(0, 2), move.slice(2, 4));
  await expect.poll(seen).not.toBe(before);
  return (await root.getAttribute('data-verdict')) ?? '';
}

test('fr: a detour is taken back at once, a wrong try that says in how many moves the marks can be collected', async ({
  page,
}) => {
  const id = 'learn-collect-steps';
  const ex = collectOf(id);
  await openStage(page, 'fr', 'banqi', stageNumberOf('banqi', id));
  const root = await reach(page, id);
  const piece = (await cell(root, ex.piece).getAttribute('data-piece')) ?? '';
  expect(piece).not.toBe('');
  // One square aside, a legal move: taken back, the piece still on its square, no move used.
  const aside = beside(ex.piece, -1);
  await expect(cell(root, aside)).toHaveAttribute('data-piece', '');
  expect(await judged(root, ex.piece + aside)).toBe('wrong');
  await expect(root.locator('[data-task-feedback]')).toHaveAttribute('data-verdict', 'collect-detour');
  await expect(root.locator('[data-task-feedback]')).toContainText(
    counted('fr', 'lesson.ui.verdict.collect-detour', ex.par, {
      count: ex.par,
      move: moveProse(ex.piece, aside, false),
    }),
  );
  await expect(cell(root, ex.piece)).toHaveAttribute('data-piece', piece);
  await expect(cell(root, aside)).toHaveAttribute('data-piece', '');
  await expect(counter(root)).toHaveAttribute('data-used', '0');
  // Mid-walk, the first step played back is a detour too: the piece stays on the first step's square.
  const [first] = ex.solution as [string];
  expect(await judged(root, first)).toBe('progress');
  const back = first.slice(2, 4) + first.slice(0, 2);
  expect(await judged(root, back)).toBe('wrong');
  await expect(root.locator('[data-task-feedback]')).toContainText(
    counted('fr', 'lesson.ui.verdict.collect-detour', ex.par - 1, {
      count: ex.par - 1,
      move: moveProse(first.slice(2, 4), ex.piece, false),
    }),
  );
  await expect(cell(root, first.slice(2, 4))).toHaveAttribute('data-piece', piece);
  await expect(counter(root)).toHaveAttribute('data-used', '1');
  expect(await violations(page)).toEqual([]);
});

test("de: only the task's piece moves: another of the reader's pieces, selected, shows no destination", async ({
  page,
}) => {
  // The red advisor on a2 stands beside the task's soldier (b2) and could step to a1 by the rules.
  const id = 'learn-collect-around';
  const ex = collectOf(id);
  expect(ex.position.split(' ')[0]?.split('/')[2]).toBe('AS1X4');
  await openStage(page, 'de', 'banqi', stageNumberOf('banqi', id));
  const root = await reach(page, id);
  const destinations = root.locator('[data-target=""]');
  await cell(root, ex.piece).click();
  await expect(destinations).not.toHaveCount(0);
  await cell(root, ex.piece).click();
  await cell(root, 'a2').click();
  await expect(cell(root, 'a1')).not.toHaveAttribute('data-target', '');
  await expect(destinations).toHaveCount(0);
});

test.describe('on a phone, pt', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  /**
   * One run of the stage holding `id` in a fresh browser context: every other task solved cleanly, the collect
   * task by `play` (given its root); returns the stars of the stage's summary.
   */
  async function runStage(
    browser: Browser,
    id: string,
    play: (root: Locator) => Promise<void>,
  ): Promise<string | null> {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const stage = COURSE.banqi.find((s) => s.tasks.includes(id))!;
    await openStage(page, 'pt', 'banqi', stage.n);
    for (const t of stage.tasks) {
      if (t === id) await play(await reach(page, id));
      else await solveCleanly(page, 'pt', t, []);
    }
    const summary = page.locator('[data-course-summary]');
    await expect(summary).toBeVisible();
    const stars = await summary.getAttribute('data-stage-stars');
    await context.close();
    return stars;
  }

  test('the outside check: solved by trial with a detour, then only the actions that worked replayed, 3 stars', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const id = 'learn-collect-steps';
    const ex = collectOf(id);
    // The trial: the first step, a detour back, then on to the end; every move whose verdict was progress or
    // solved is kept, as the outside check keeps "the actions that worked".
    const worked: string[] = [];
    const [first, ...rest] = ex.solution as [string, ...string[]];
    const trial = [first, first.slice(2, 4) + first.slice(0, 2), ...rest];
    const tried = await runStage(browser, id, async (root) => {
      for (const m of trial) {
        const verdict = await judged(root, m);
        if (verdict === 'progress' || verdict === 'solved') worked.push(m);
      }
      await expect(root).toHaveAttribute('data-state', 'solved');
    });
    expect(tried).toBe('2');
    expect(worked).toHaveLength(ex.par);
    const replayed = await runStage(browser, id, async (root) => {
      for (const m of worked) await judged(root, m);
      await expect(root).toHaveAttribute('data-state', 'solved');
      await expect(counter(root)).toHaveAttribute('data-used', String(ex.par));
    });
    expect(replayed).toBe('3');
  });
});

test('es: "show answer" draws the next step of a shortest walk and says it; followed, it solves the task in par', async ({
  page,
}) => {
  const id = 'learn-collect-steps';
  const ex = collectOf(id);
  await openStage(page, 'es', 'banqi', stageNumberOf('banqi', id));
  const root = await reach(page, id);
  await root.getByRole('button', { name: text('es', 'lesson.ui.showAnswer') }).click();
  // The arrow is named on its from-square ("flecha hacia c3"): read the step from there, never from the task's data.
  const arrowTo = new RegExp(
    text('es', 'board.arrowTo', { square: '@@' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('@@', '([a-h][1-4])'),
  );
  let at = ex.piece;
  for (let left = ex.par; left > 0; left--) {
    await expect(root.locator('.pyb-mark-arrow')).toHaveCount(1);
    const label = (await cell(root, at).getAttribute('aria-label')) ?? '';
    const to = arrowTo.exec(label)?.[1];
    expect(to, label).toBeDefined();
    await expect(root.locator('[data-task-feedback]')).toContainText(
      counted('es', 'lesson.ui.verdict.collect-next', left, { count: left, move: moveProse(at, to!, false) }),
    );
    const verdict = await judged(root, at + to!);
    expect(verdict).toBe(left > 1 ? 'progress' : 'solved');
    at = to!;
  }
  await expect(root).toHaveAttribute('data-state', 'solved');
  await expect(counter(root)).toHaveAttribute('data-used', String(ex.par));
  await expect(root.locator('.pyb-mark-arrow')).toHaveCount(0);
});
