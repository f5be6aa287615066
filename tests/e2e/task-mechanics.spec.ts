/**
 * The task mechanics of the Learn course (issue 45): the stable hooks of a task (data-task with data-state and
 * data-verdict, data-task-prompt, data-task-feedback, data-answer, data-action="retry", data-target), a
 * legality task that asks before it shows (no destination after a selection, unlike the play page; a square
 * holding an own piece is the attempted move, by tap and by keyboard), a right "no" that reads as a success,
 * pick-squares answered on the board's own squares, and a stage of multi-step tasks played cleanly that earns
 * 3 stars, its verdicts going through "progress". Stages are found by their tasks, so a new order of the course
 * changes nothing here. Build first.
 */
import { expect, test } from '@playwright/test';
import { COURSE } from '../../src/lessons/course/stages';
import { exerciseOf, openStage, reach, solveCleanly, stageNumberOf } from './course-solve';
import { answerButton, cell, counted, feedback, rightAnswer, text, tryMove } from './lesson-page';
import { newGame, openPlay, playPath, square } from './play-page';

test('a legality task shows no destination once a piece is selected, while the play page does (pt)', async ({
  page,
}) => {
  const id = 'jump-land-own';
  await openStage(page, 'pt', 'jungle', stageNumberOf('jungle', id));
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
  await openStage(page, 'es', 'jungle', stageNumberOf('jungle', id));
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
  await openStage(page, 'fr', 'jungle', stageNumberOf('jungle', id));
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
  await openStage(page, 'de', 'jungle', stageNumberOf('jungle', id));
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
  const n = stageNumberOf('banqi', 'moves-captures');
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

test('a tempting wrong move of a "find the move" task says its own reason; another wrong move the generic one (pt)', async ({
  page,
}) => {
  const id = 'learn-win-no-move';
  await openStage(page, 'pt', 'banqi', stageNumberOf('banqi', id));
  const root = await reach(page, id);
  await tryMove(root, 'a2', 'a1');
  await expect(root).toHaveAttribute('data-verdict', 'wrong');
  await expect(feedback(root)).toHaveText(text('pt', `lesson.banqi.${id}.tempting.a2a1`));
  await root.locator('[data-action="retry"]').click();
  await tryMove(root, 'e2', 'd2');
  await expect(root).toHaveAttribute('data-verdict', 'wrong');
  await expect(feedback(root)).toHaveText(text('pt', 'lesson.ui.verdict.not-solution', { move: 'e2–d2' }));
});
