/**
 * The Learn course in the browser (issue 13): a stage solved by playing stays solved after a reload
 * and in another locale, a wrong move is refused with the translated rule and the board stays as it
 * was, the final stage plays against the AI, and axe finds nothing on the map and a stage. Build first.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { jungleGame } from '../../src/engine/jungle';
import { stageIntroKey } from '../../src/lessons/course/keys';
import { COURSE } from '../../src/lessons/course/stages';
import { findExercise } from '../../src/lessons/registry';
import { violations } from './axe';
import {
  answerButton,
  cell,
  counted,
  feedback,
  legalityMove,
  legalityStage,
  rightAnswer,
  stageOf,
  text,
  tryMove,
} from './lesson-page';

/** Opens a stage page; its progress line is plain HTML filled by a script at load. */
async function openStage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.course-progress')).toBeVisible();
}

const task = (page: Page, id: string): Locator => page.locator(`[data-task="${id}"]`);

/**
 * Scrolls to a task, as a reader does, and waits for its board's squares: a later task's island grows them once
 * it is reached; the first task's are in the server HTML, and its island hydrates at the reader's first tap.
 */
async function reach(page: Page, id: string): Promise<Locator> {
  await task(page, id).scrollIntoViewIfNeeded();
  await expect(task(page, id).locator('[data-square]').first()).toBeAttached();
  return task(page, id);
}

/** Solves a legality task with the right prediction. */
async function solve(page: Page, id: string): Promise<void> {
  await answerButton(await reach(page, id), rightAnswer(id)).click();
  await expect(task(page, id)).toHaveAttribute('data-state', 'solved');
  await expect(task(page, id)).toHaveAttribute('data-verdict', 'solved');
}

test('J3 a stage solved in pt stays solved after a reload, in German and on the map', async ({ page }) => {
  const stage = legalityStage();
  await openStage(page, `/pt/learn/jungle/${stage.n}/`);
  // The stage opens with the sentences naming its idea, before its first task.
  await expect(page.locator('[data-stage-intro]')).toHaveText(text('pt', stageIntroKey('jungle', stage.n)));
  for (const id of stage.tasks) {
    await expect(task(page, id)).toHaveAttribute('data-state', 'todo');
    await solve(page, id);
  }
  await expect(page.locator('.course-progress')).toContainText(counted('pt', 'learn.stageDone', 3, { stars: 3 }));
  await page.reload();
  // Every task shows as solved at once, also those whose island waits until the reader scrolls to them.
  for (const id of stage.tasks) await expect(task(page, id)).toHaveAttribute('data-state', 'solved');
  await openStage(page, `/de/learn/jungle/${stage.n}/`);
  for (const id of stage.tasks) await expect(task(page, id)).toHaveAttribute('data-state', 'solved');
  await page.goto('/de/learn/');
  await expect(page.locator(`[data-stage-progress="jungle/${stage.n}"]`)).toHaveAttribute(
    'data-done',
    String(stage.tasks.length),
  );
  await expect(page.locator(`[data-stage-progress="jungle/${stage.n}"]`)).toContainText(
    counted('de', 'learn.stars', 3, { stars: 3 }),
  );
  await page.locator('[data-action="reset-progress"]').click();
  await expect(page.locator(`[data-stage-progress="jungle/${stage.n}"]`)).toHaveAttribute('data-done', '0');
});

test('J1 a wrong try on one task costs the stage a star, also across a reload (es)', async ({ page }) => {
  const stage = legalityStage();
  const [first, ...rest] = stage.tasks;
  if (first === undefined) throw new Error('an empty stage');
  await openStage(page, `/es/learn/jungle/${stage.n}/`);
  // The wrong prediction on the first task: a wrong try.
  await answerButton(await reach(page, first), rightAnswer(first) === 'yes' ? 'no' : 'yes').click();
  await expect(task(page, first)).toHaveAttribute('data-verdict', 'wrong');
  await expect(feedback(task(page, first))).toHaveAttribute('data-outcome', 'wrong');
  await page.reload();
  await openStage(page, `/es/learn/jungle/${stage.n}/`);
  for (const id of [first, ...rest]) await solve(page, id);
  await expect(page.locator('.course-progress')).toContainText(counted('es', 'learn.stageDone', 2, { stars: 2 }));
  await page.goto('/es/learn/');
  await expect(page.locator(`[data-stage-progress="jungle/${stage.n}"]`)).toContainText(
    counted('es', 'learn.stars', 2, { stars: 2 }),
  );
});

test('J1 a wrong move is refused with the translated rule, the board stays, and the task stays to do (fr)', async ({
  page,
}) => {
  const id = 'elephant-refused';
  const ex = findExercise(id);
  if (ex === undefined) throw new Error('no task');
  const pos = jungleGame.parse(ex.position);
  if (!pos.ok) throw new Error('bad position');
  const from = legalityMove(id).slice(0, 2);
  // A diagonal step of the same piece: refused by J1 whatever the terrain.
  const to = String.fromCharCode(from.charCodeAt(0) + 1) + String(Number(from[1]) + 1);
  const reason = jungleGame.explain(pos.value, from + to);
  expect(reason).not.toBe('legal');
  await openStage(page, `/fr/learn/jungle/${stageOf(id).n}/`);
  const root = await reach(page, id);
  const piece = await cell(root, from).getAttribute('data-piece');
  await tryMove(root, from, to);
  await expect(feedback(root)).toContainText(text('fr', `jungle.illegal.${reason}`));
  await expect(feedback(root)).toHaveAttribute('data-verdict', 'refused');
  // A move other than the one asked about answers nothing: no verdict, no wrong try.
  await expect(root).not.toHaveAttribute('data-verdict');
  await expect(cell(root, from)).toHaveAttribute('data-piece', piece ?? '');
  await expect(root).toHaveAttribute('data-state', 'todo');
  await root.locator('[data-action="retry"]').click();
  await expect(feedback(root)).toHaveText('');
});

test('J6 the final stage opens a game against the AI (es)', async ({ page }) => {
  const last = COURSE.jungle[COURSE.jungle.length - 1]!;
  const id = last.tasks[last.tasks.length - 1]!;
  const ex = findExercise(id);
  if (ex?.kind !== 'play-out') throw new Error('the last task is no play-out');
  await openStage(page, `/es/learn/jungle/${last.n}/`);
  const root = await reach(page, id);
  const first = ex.solution[0]!;
  await tryMove(root, first.slice(0, 2), first.slice(2, 4));
  await expect(feedback(root)).toHaveAttribute('data-verdict', 'playout-reply', { timeout: 15_000 });
});

test('axe finds nothing on the learn map and a stage page', async ({ page }) => {
  test.setTimeout(120_000); // two axe scans, each up to half a minute on a loaded machine
  await page.goto('/pt/learn/');
  await expect(page.locator('[data-stage]')).toHaveCount(COURSE.banqi.length + COURSE.jungle.length);
  expect(await violations(page)).toEqual([]);
  await openStage(page, '/pt/learn/banqi/4/');
  expect(await violations(page)).toEqual([]);
});
