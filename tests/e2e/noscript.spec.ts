/** Issue 15: without JavaScript, play pages and the editor say so at the top and show no dead control. */
import { expect, test } from '@playwright/test';
import { text } from './play-page';

test.use({ javaScriptEnabled: false });

for (const [lang, path, key] of [
  ['pt', '/pt/banqi/play/', 'play.noscript'],
  ['de', '/de/dou-shou-qi/play/', 'play.noscript'],
  ['es', '/es/banqi/editor/', 'editor.noscript'],
  ['fr', '/fr/dou-shou-qi/editor/', 'editor.noscript'],
] as const) {
  test(`${path}: a notice at the top and no control that needs scripts`, async ({ page }) => {
    await page.goto(path);
    const notice = page.locator('main .noscript-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(text(lang, key));
    // Above the page's heading.
    const noticeBox = (await notice.boundingBox())!;
    const heading = (await page.locator('main h1').boundingBox())!;
    expect(noticeBox.y).toBeLessThan(heading.y);
    // Nothing in an island can be operated: no visible button, field or action.
    const live = page.locator(
      'astro-island :is(button, input, select, textarea, [role="button"], [data-action]):visible',
    );
    await expect(live).toHaveCount(0);
  });
}
