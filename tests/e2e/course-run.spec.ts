/**
 * The Learn course played through on a phone (375 x 740, issue 45), one test per stage of both games, each task
 * solved from its own data: while each task is played, its instruction ([data-task-prompt]), its board and its
 * verdict ([data-task-feedback]) are all inside the window (before the first try and after every verdict); each
 * task says "task i of n"; a success shows the stars and focuses "Next", and Enter brings the next task's top
 * to the window's top; after the last, the stage summary reads data-stage-stars="3". One wrong try gives 2 stars.
 * Build first.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { GameId } from '../../src/i18n/routes';
import { COURSE } from '../../src/lessons/course/stages';
import type { CourseStage } from '../../src/lessons/course/types';
import { exerciseOf, openStage, solveCleanly, task } from './course-solve';
import { answerButton, counted, feedback, rightAnswer } from './lesson-page';
import type { Locale } from './support';

test.use({ viewport: { width: 375, height: 740 } });

/** Instruction, board and verdict of a task, each wholly inside the window. */
async function expectFit(root: Locator): Promise<void> {
  const boxes = await root.evaluate((el) => {
    const box = (selector: string): { top: number; bottom: number } | null => {
      const r = el.querySelector(selector)?.getBoundingClientRect();
      return r === undefined ? null : { top: Math.round(r.top), bottom: Math.round(r.bottom) };
    };
    return {
      prompt: box('[data-task-prompt]'),
      board: box('.pyb'),
      feedback: box('[data-task-feedback]'),
      height: window.innerHeight,
    };
  });
  const id = await root.getAttribute('data-task');
  for (const part of ['prompt', 'board', 'feedback'] as const) {
    const b = boxes[part];
    expect(b, `${id}: no ${part}`).not.toBeNull();
    expect(b!.top, `${id}: ${part} above the window`).toBeGreaterThanOrEqual(0);
    expect(b!.bottom, `${id}: ${part} below the window`).toBeLessThanOrEqual(boxes.height);
  }
}

/** Plays a stage's tasks in order as the player leads: each solved, then "Next" by Enter. */
async function playStage(page: Page, lang: Locale, stage: CourseStage, steps: string[]): Promise<void> {
  // The reader scrolls to the first task; "Next" brings each later one to the top.
  await task(page, stage.tasks[0]!).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  for (const [i, id] of stage.tasks.entries()) {
    const root = task(page, id);
    await expect(root.locator('.course-task-place')).toHaveText(
      counted(lang, 'learn.taskOf', stage.tasks.length, { n: i + 1, total: stage.tasks.length }),
    );
    await expect(root.locator('[data-square]').first()).toBeAttached();
    await expectFit(root);
    await solveCleanly(page, lang, id, steps, expectFit);
    const next = root.locator('[data-action="next"]');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
}

async function summaryStars(page: Page): Promise<Locator> {
  const summary = page.locator('[data-course-summary]');
  await expect(summary).toBeVisible();
  await expect(summary).toBeInViewport();
  return summary;
}

const GAMES: readonly GameId[] = ['banqi', 'jungle'];

for (const game of GAMES)
  for (const stage of COURSE[game])
    test(`pt ${game} stage ${stage.n} on a phone: played cleanly, every task fits, 3 stars`, async ({ page }) => {
      test.setTimeout(90_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await openStage(page, 'pt', game, stage.n);
      const steps: string[] = [];
      await playStage(page, 'pt', stage, steps);
      expect(steps).not.toContain('wrong');
      await expect(await summaryStars(page)).toHaveAttribute('data-stage-stars', '3');
      expect(errors).toEqual([]);
    });

/** The first stage (Banqi, then Jungle) that opens on a legality task: a wrong prediction there is one click. */
function legalityFirst(): CourseStage {
  const stage = [...COURSE.banqi, ...COURSE.jungle].find((s) => exerciseOf(s.tasks[0] ?? '').kind === 'legality');
  if (stage === undefined) throw new Error('no stage opens on a legality task');
  return stage;
}

test('es, phone: one wrong try says why, offers to try again, and the stage ends with 2 stars', async ({ page }) => {
  test.setTimeout(90_000);
  const stage = legalityFirst();
  await openStage(page, 'es', stage.game, stage.n);
  const first = stage.tasks[0]!;
  const root = task(page, first);
  await root.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(root.locator('[data-square]').first()).toBeAttached();
  await answerButton(root, rightAnswer(first) === 'yes' ? 'no' : 'yes').click();
  await expect(root).toHaveAttribute('data-verdict', 'wrong');
  await expect(feedback(root)).not.toBeEmpty();
  await expect(root.locator('[data-action="retry"]')).toBeVisible();
  await expect(root.locator('[data-action="next"]')).toHaveCount(0);
  await expectFit(root);
  await playStage(page, 'es', stage, []);
  await expect(await summaryStars(page)).toHaveAttribute('data-stage-stars', '2');
});
