/**
 * Issue 46, a guide's exercise on a phone (375 x 740): brought to the top of the window (as the verdict's scroll
 * does), its question, board and verdict are all on screen, below the contents menu stuck to the top; whose turn it
 * is shares a row with Yes / No; every control is a target of at least 24 px (WCAG 2.5.8), Yes / No 44 px; axe
 * finds nothing on the page with an exercise answered and a practice stage open. Build first.
 */
import { expect, test, type Locator } from '@playwright/test';
import { violations } from './axe';
import { answerButton, exercise, feedback } from './lesson-page';

test.use({ viewport: { width: 375, height: 740 } });

/** The legality exercises with the longest instructions of each guide (the tightest fit). */
const CASES = [
  { path: '/pt/banqi/', id: 'cannon-two-screens' },
  { path: '/de/banqi/', id: 'colours-first-reveal' },
  { path: '/pt/dou-shou-qi/', id: 'trap-own' },
  { path: '/de/dou-shou-qi/', id: 'end-clock' },
];

const box = async (l: Locator) => (await l.boundingBox())!;

for (const { path, id } of CASES) {
  test(`${path} ${id}: question, board and verdict on one screen, the turn beside Yes / No, targets large enough`, async ({
    page,
  }) => {
    await page.goto(path);
    const ex = await exercise(page, id);
    await ex.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await answerButton(ex, 'yes').click();
    await expect(feedback(ex)).toHaveAttribute('data-outcome', /^(solved|wrong)$/);
    const menu = await box(page.locator('nav[data-toc]'));
    const task = await box(ex.locator('[data-task-prompt]'));
    const board = await box(ex.locator('.pyb-stage'));
    const verdict = await box(feedback(ex));
    expect(task.y).toBeGreaterThanOrEqual(menu.y + menu.height - 1);
    expect(board.y).toBeGreaterThan(task.y);
    expect(verdict.y + verdict.height).toBeLessThanOrEqual(740);

    const status = await box(ex.locator('.exercise-status'));
    const predict = await box(ex.locator('.exercise-predict'));
    const middle = status.y + status.height / 2;
    expect(middle).toBeGreaterThan(predict.y);
    expect(middle).toBeLessThan(predict.y + predict.height);

    const small = await ex.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('button, a')]
        .filter((c) => c.getClientRects().length > 0)
        .map((c) => ({ c, r: c.getBoundingClientRect() }))
        .filter(({ c, r }) => r.height < (c.hasAttribute('data-answer') ? 44 : 24) || r.width < 24)
        .map(({ c, r }) => `${c.textContent?.trim()} ${Math.round(r.width)}x${Math.round(r.height)}`),
    );
    expect(small).toEqual([]);
  });
}

test('axe finds nothing on a phone with an exercise answered and a practice stage open', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/de/dou-shou-qi/');
  const ex = await exercise(page, 'trap-own');
  await answerButton(ex, 'no').click();
  await expect(feedback(ex)).toHaveAttribute('data-outcome', /^(solved|wrong)$/);
  await exercise(page, 'practice-jump');
  await expect(page.locator('details.practice-stage[open]')).toHaveCount(1);
  expect(await violations(page)).toEqual([]);
});
