/** No lost taps (src/i18n/inline-scripts.ts pendingInputScript): what a reader does before an island is ready is applied. */
import { expect, test, type Page } from '@playwright/test';

/** Holds the exercise islands' code until the returned function is called: boards stay server HTML until then. */
async function holdExercises(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/Exercise.*.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('taps on a guide board before its island is ready are applied once it is, in order (pt)', async ({ page }) => {
  const release = await holdExercises(page);
  await page.goto('/pt/banqi/');
  const ex = page.locator('#ex-analysis-face-down-screen');
  const island = page.locator('astro-island:has(> #ex-analysis-face-down-screen)');
  await ex.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('ssr', '');
  await ex.locator('[data-square="c1"]').click();
  await ex.locator('[data-square="c4"]').click();
  await expect(island).toHaveAttribute('data-pending-input', '');
  await expect(ex).toHaveAttribute('data-solved', 'false');
  release();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(ex.locator('.exercise-feedback')).toHaveAttribute('data-verdict', 'success');
  await expect(ex).toHaveAttribute('data-solved', 'true');
  await expect(ex.locator('[data-square="c4"]')).toHaveAttribute('data-piece', 'C');
});

test('a button pressed before its island is ready is pressed once it is (fr)', async ({ page }) => {
  const release = await holdExercises(page);
  await page.goto('/fr/banqi/');
  const ex = page.locator('#ex-analysis-face-down-screen');
  await ex.scrollIntoViewIfNeeded();
  const answer = ex.locator('button[aria-controls="ex-analysis-face-down-screen-answer"]');
  await answer.click();
  await expect(ex.locator('.exercise-answer')).toBeHidden();
  release();
  await expect(ex.locator('.exercise-answer')).toBeVisible();
  await expect(answer).toHaveAttribute('aria-expanded', 'true');
});
