/**
 * A course stage's first task (client:intent, src/hydration/intent.ts): drawn whole by the server, no code of
 * its island before the reader reaches for it, and no tap lost when it goes live between a press and its click.
 */
import { expect, test } from '@playwright/test';
import { cell, holdModules, legalityMove, yesFirstStage, tryMove } from './lesson-page';

const STAGE = yesFirstStage();
const FIRST = STAGE.tasks[0]!;

test('the first task loads no island code until the reader plays on it, then judges the move (pt)', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/CourseTask\./.test(r.url())) fetched.push(r.url());
  });
  await page.goto(`/pt/learn/jungle/${STAGE.n}/`);
  const task = page.locator(`[data-task="${FIRST}"]`);
  const island = page.locator(`astro-island:has(> [data-task="${FIRST}"])`);
  await expect(cell(task, 'a1')).toBeAttached();
  await page.waitForTimeout(1500);
  expect(fetched).toEqual([]);
  await expect(island).toHaveAttribute('ssr', '');
  const move = legalityMove(FIRST);
  await tryMove(task, move.slice(0, 2), move.slice(2, 4));
  await expect(task).toHaveAttribute('data-state', 'solved');
  await expect(island).not.toHaveAttribute('ssr');
  expect(fetched.length).toBeGreaterThan(0);
});

test('a press on a square whose island goes live before the click is one tap (de)', async ({ page }) => {
  const release = await holdModules(page, '**/_astro/CourseTask.*.js');
  await page.goto(`/de/learn/jungle/${STAGE.n}/`);
  const task = page.locator(`[data-task="${FIRST}"]`);
  const island = page.locator(`astro-island:has(> [data-task="${FIRST}"])`);
  const move = legalityMove(FIRST);
  // The press is made with the mouse at the square's place on screen: bring it on screen first (the stage's
  // opening lines may push the board below the fold).
  await cell(task, move.slice(0, 2)).scrollIntoViewIfNeeded();
  const from = await cell(task, move.slice(0, 2)).boundingBox();
  if (from === null) throw new Error('no square');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  release();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(task.locator('[data-hydrating]')).toHaveCount(0);
  await page.mouse.up();
  await cell(task, move.slice(2, 4)).click();
  await expect(task).toHaveAttribute('data-state', 'solved');
});
