/**
 * "Play this stage again" (issue 45, the best stars kept) and the stage summary's puzzle link (issue 49), on a
 * phone in pt: a stage finished with one wrong try has 2 stars; its replay starts every task afresh (todo, kept
 * across a reload), a clean replay ends with 3 stars, and the guide exercise of that stage is still solved on its
 * guide page (the solved list shared with the guides is never cleared). Build first.
 */
import { expect, test, type Page } from '@playwright/test';
import { localizedPath, GAME_ROUTES } from '../../src/i18n/routes';
import { stageTheme } from '../../src/lessons/course/puzzle-themes';
import { COURSE } from '../../src/lessons/course/stages';
import type { CourseStage } from '../../src/lessons/course/types';
import { EXERCISES } from '../../src/lessons/registry';
import { exerciseOf, openStage, solveCleanly, task } from './course-solve';
import { violations } from './axe';
import { answerButton, exercise, rightAnswer, text } from './lesson-page';

test.use({ viewport: { width: 375, height: 740 } });

/** A Banqi stage that opens on a guide's legality exercise (a wrong prediction is one click) and has a puzzle theme. */
function replayStage(): { stage: CourseStage; guideTask: string } {
  const stage = COURSE.banqi.find((s) => {
    const first = s.tasks[0] ?? '';
    return (
      exerciseOf(first).kind === 'legality' &&
      EXERCISES.banqi.some((e) => e.id === first) &&
      stageTheme('banqi', s.n) !== undefined
    );
  });
  if (stage === undefined) throw new Error('no Banqi stage opening on a guide legality task with a theme');
  return { stage, guideTask: stage.tasks[0]! };
}

/** Solves the stage's tasks from `from` on, each cleanly, going on by "Next". */
async function playFrom(page: Page, stage: CourseStage, from: number): Promise<void> {
  for (const id of stage.tasks.slice(from)) {
    await solveCleanly(page, 'pt', id, []);
    const next = task(page, id).locator('[data-action="next"]');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
}

test('pt, phone: 2 stars, then a clean replay keeps 3; the guide still has the exercise solved', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const { stage, guideTask } = replayStage();
  await openStage(page, 'pt', 'banqi', stage.n);
  const summary = page.locator('[data-course-summary]');
  const replay = summary.locator('[data-action="replay-stage"]');

  // First run: one wrong prediction on the first task, then every task solved.
  const first = task(page, guideTask);
  await first.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(first.locator('[data-square]').first()).toBeAttached();
  await answerButton(first, rightAnswer(guideTask) === 'yes' ? 'no' : 'yes').click();
  await expect(first).toHaveAttribute('data-verdict', 'wrong');
  await playFrom(page, stage, 0);
  await expect(summary).toBeVisible();
  await expect(summary).toHaveAttribute('data-stage-stars', '2');

  // The summary links the stage's idea to its puzzles, with the shipped count.
  const theme = stageTheme('banqi', stage.n)!;
  const link = summary.locator(`a[data-theme="${theme}"]`);
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `${localizedPath('pt', GAME_ROUTES.banqi.puzzles)}?theme=${theme}`);
  expect(await violations(page)).toEqual([]);

  // The replay: every task to do again, the summary gone until the run ends.
  await expect(replay).toHaveText(text('pt', 'learn.replayStage'));
  await replay.click();
  await expect(summary).toBeHidden();
  for (const id of stage.tasks) await expect(task(page, id)).toHaveAttribute('data-state', 'todo');
  await expect(first).toBeFocused();
  await expect(first.locator('[data-action="next"]')).toHaveCount(0);

  // A reload keeps the run: the task solved in it, and only that one, is solved.
  await solveCleanly(page, 'pt', guideTask, []);
  await page.reload();
  await expect(page.locator('.course-progress')).toBeVisible();
  await expect(task(page, guideTask)).toHaveAttribute('data-state', 'solved');
  for (const id of stage.tasks.slice(1)) await expect(task(page, id)).toHaveAttribute('data-state', 'todo');
  await expect(summary).toBeHidden();

  // The rest cleanly: 3 stars kept.
  await playFrom(page, stage, 1);
  await expect(page.locator('[data-stage-stars="3"]')).toBeVisible();

  // The guides' solved list was never cleared.
  await page.goto(`${localizedPath('pt', GAME_ROUTES.banqi.guide)}#ex-${guideTask}`);
  const ex = await exercise(page, guideTask);
  await expect(ex.locator('.exercise-note--done')).toHaveText(text('pt', 'lesson.ui.solvedBefore'));
  expect(errors).toEqual([]);
});
