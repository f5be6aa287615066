/**
 * The task mechanics of the Learn course (issue 45): the stable hooks of a task (data-task with data-state and
 * data-verdict, data-task-prompt, data-task-feedback, data-answer, data-action="retry", data-target), a
 * legality task that asks before it shows (no destination after a selection, unlike the play page; a square
 * holding an own piece is the attempted move, by tap and by keyboard), a right "no" that reads as a success,
 * pick-squares answered on the board's own squares, and a stage of multi-step tasks played cleanly that earns
 * 3 stars, its verdicts going through "progress". Stages are found by their tasks, so a new order of the course
 * changes nothing here. Build first.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { GameId } from '../../src/i18n/routes';
import { COURSE } from '../../src/lessons/course/stages';
import { findExercise } from '../../src/lessons/registry';
import type { Exercise } from '../../src/lessons/types';
import { answerButton, cell, counted, feedback, rightAnswer, text, tryMove } from './lesson-page';
import { newGame, openPlay, playPath, square } from './play-page';
import type { Locale } from './support';

/** The stage of the course that holds a task. */
function stageOf(game: GameId, id: string): number {
  const stage = COURSE[game].find((s) => s.tasks.includes(id));
  if (stage === undefined) throw new Error(`no ${game} stage holds ${id}`);
  return stage.n;
}

const task = (page: Page, id: string): Locator => page.locator(`[data-task="${id}"]`);

async function openStage(page: Page, lang: Locale, game: GameId, n: number): Promise<void> {
  await page.goto(`/${lang}/learn/${game}/${n}/`);
  await expect(page.locator('.course-progress')).toBeVisible();
}

/** Scrolls to a task and waits for its board's squares (a later task's island grows them once reached). */
async function reach(page: Page, id: string): Promise<Locator> {
  await task(page, id).scrollIntoViewIfNeeded();
  await expect(task(page, id).locator('[data-square]').first()).toBeAttached();
  return task(page, id);
}

function exerciseOf(id: string): Exercise {
  const ex = findExercise(id);
  if (ex === undefined) throw new Error(`no exercise ${id}`);
  return ex;
}

/**
 * Solves a task with only right actions, as a reader who knows the answer; `steps` is told each verdict on the
 * way. Kinds a stage may hold: legality, find-move, all-captures, pick-squares, play-out, identity-counter.
 */
async function solveCleanly(page: Page, lang: Locale, id: string, steps: string[]): Promise<void> {
  const ex = exerciseOf(id);
  const root = await reach(page, id);
  const verdict = async (): Promise<void> => {
    steps.push((await root.getAttribute('data-verdict')) ?? '');
  };
  switch (ex.kind) {
    case 'legality':
      await answerButton(root, rightAnswer(id)).click();
      break;
    case 'find-move':
      await tryMove(root, ex.solutions[0]!.slice(0, 2), ex.solutions[0]!.slice(2, 4));
      break;
    case 'all-captures':
      for (const [i, c] of ex.captures.entries()) {
        await tryMove(root, c.slice(0, 2), c.slice(2, 4));
        if (i < ex.captures.length - 1) {
          await expect(root).toHaveAttribute('data-verdict', 'progress');
          await verdict();
        }
      }
      break;
    case 'pick-squares':
      for (const sq of ex.squares) await cell(root, sq).click();
      await root.getByRole('button', { name: text(lang, 'lesson.ui.pick.check') }).click();
      break;
    case 'play-out':
      for (const [i, m] of ex.solution.entries()) {
        await tryMove(root, m.slice(0, 2), m.slice(2, 4));
        if (i < ex.solution.length - 1) {
          await expect(feedback(root)).toHaveAttribute('data-verdict', 'playout-reply', { timeout: 15_000 });
          await expect(root).toHaveAttribute('data-verdict', 'progress');
          await verdict();
        }
      }
      break;
    case 'identity-counter': {
      const counts = [...ex.pool.matchAll(/([A-Za-z])(\d+)/g)];
      for (const [, identity, n] of counts) await root.locator(`input[data-identity="${identity}"]`).fill(n!);
      await root.getByRole('button', { name: text(lang, 'lesson.ui.counter.check') }).click();
      break;
    }
    default:
      throw new Error(`${id}: no clean solver for kind ${ex.kind}`);
  }
  await expect(root).toHaveAttribute('data-state', 'solved');
  await expect(root).toHaveAttribute('data-verdict', 'solved');
  await verdict();
}

test('a legality task shows no destination once a piece is selected, while the play page does (pt)', async ({
  page,
}) => {
  const id = 'jump-land-own';
  await openStage(page, 'pt', 'jungle', stageOf('jungle', id));
  const root = await reach(page, id);
  await expect(root.locator('[data-kind="legality"]')).toHaveCount(1);
  await cell(root, 'a5').click();
  await expect(root.locator('.pyb-selected')).toHaveCount(1);
  await expect(root.locator('[data-target]')).toHaveCount(0);
  await expect(root.locator('.pyb-dest')).toHaveCount(0);

  await openPlay(page, playPath('pt', 'jungle'));
  await newGame(page, 'pt', { local: true });
  await square(page, 'a3').click();
  await expect(page.locator('.play [data-target]')).not.toHaveCount(0);
  await expect(square(page, 'a4')).toHaveAttribute('data-target', '');
});

test('"can the lion jump onto its own dog?": tapping the dog after the lion, or Enter on it, is the attempted move (es)', async ({
  page,
}) => {
  const id = 'jump-land-own';
  await openStage(page, 'es', 'jungle', stageOf('jungle', id));
  const root = await reach(page, id);
  await expect(root.locator('[data-task-prompt]')).toHaveText(
    `${text('es', 'lesson.ui.exercise')} ${text('es', `lesson.jungle.${id}.task`)}`,
  );
  // By tap: the lion, then its own dog. Playing it says "yes", which the rule refuses: a wrong try, not a new selection.
  await tryMove(root, 'a5', 'd5');
  await expect(root).toHaveAttribute('data-verdict', 'wrong');
  await expect(root.locator('[data-task-feedback]')).toContainText(text('es', 'jungle.illegal.own-piece-on-target'));
  await expect(root.locator('.pyb-selected')).toHaveCount(0);
  await expect(cell(root, 'a5')).toHaveAttribute('data-piece', 'L');
  await root.locator('[data-action="retry"]').click();
  await expect(root.locator('[data-task-feedback]')).toHaveText('');
  // By keyboard: Enter on a5, then on d5.
  await cell(root, 'a5').click();
  await cell(root, 'a5').click();
  await expect(root.locator('.pyb-selected')).toHaveCount(0);
  await cell(root, 'a5').focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(cell(root, 'd5')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(root.locator('[data-task-feedback]')).toHaveAttribute('data-outcome', 'wrong');
  await expect(root.locator('[data-task-feedback]')).toContainText(text('es', 'jungle.illegal.own-piece-on-target'));
  // The right prediction solves it.
  await answerButton(root, 'no').click();
  await expect(root).toHaveAttribute('data-verdict', 'solved');
  await expect(root).toHaveAttribute('data-state', 'solved');
});

test('a right "no" reads as a success: "Correct!", the rule, the success box, answers closed (fr)', async ({
  page,
}) => {
  const id = 'jump-land-own';
  expect(rightAnswer(id)).toBe('no');
  await openStage(page, 'fr', 'jungle', stageOf('jungle', id));
  const root = await reach(page, id);
  const said = root.locator('[data-task-feedback]');
  await answerButton(root, 'no').click();
  await expect(root).toHaveAttribute('data-verdict', 'solved');
  await expect(said).toHaveAttribute('data-outcome', 'solved');
  await expect(said.locator('.exercise-feedback-title')).toHaveText(text('fr', 'lesson.ui.verdict.correct'));
  await expect(said).toContainText(text('fr', 'jungle.illegal.own-piece-on-target'));
  // Not the neutral box: the success box has its own background.
  const background = await said.evaluate((el) => getComputedStyle(el).backgroundColor);
  const page_ = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe(page_);
  // The board shows the refused move, not played; the answers are closed.
  await expect(cell(root, 'a5')).toHaveAttribute('data-piece', 'L');
  await expect(answerButton(root, 'yes')).toBeDisabled();
  await expect(answerButton(root, 'no')).toBeDisabled();
});

test('a pick-squares task is solved by tapping the board’s own squares (de)', async ({ page }) => {
  const id = 'pick-water';
  const ex = exerciseOf(id);
  if (ex.kind !== 'pick-squares') throw new Error(`${id} is no pick-squares task`);
  await openStage(page, 'de', 'jungle', stageOf('jungle', id));
  const root = await reach(page, id);
  await expect(root.locator('[data-kind="pick-squares"]')).toHaveCount(1);
  // The list of squares stays folded: the board is the way to answer.
  await expect(root.locator('[data-pick]').first()).toBeHidden();
  for (const sq of ex.squares) await cell(root, sq).click();
  await expect(root.locator('.exercise-count')).toHaveText(
    text('de', 'lesson.ui.pick.count', { count: ex.squares.length }),
  );
  await root.getByRole('button', { name: text('de', 'lesson.ui.pick.check') }).click();
  await expect(root).toHaveAttribute('data-verdict', 'solved');
  await expect(root).toHaveAttribute('data-state', 'solved');
});

test('a stage of multi-step tasks played cleanly earns 3 stars, its verdicts going through "progress" (pt)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const n = stageOf('banqi', 'moves-captures');
  const stage = COURSE.banqi[n - 1]!;
  await openStage(page, 'pt', 'banqi', n);
  const steps: string[] = [];
  for (const id of stage.tasks) await solveCleanly(page, 'pt', id, steps);
  expect(steps).toContain('progress');
  expect(steps).not.toContain('wrong');
  expect(steps.filter((s) => s === 'solved')).toHaveLength(stage.tasks.length);
  await expect(page.locator('.course-progress')).toContainText(counted('pt', 'learn.stageDone', 3, { stars: 3 }));
  await page.goto('/pt/learn/');
  await expect(page.locator(`[data-stage-progress="banqi/${n}"]`)).toContainText(
    counted('pt', 'learn.stars', 3, { stars: 3 }),
  );
});
