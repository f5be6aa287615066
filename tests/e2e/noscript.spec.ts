/** Issue 15: without JavaScript, play pages and the editor say so at the top and show no dead control. */
import { expect, test } from '@playwright/test';
import { text } from './play-page';

test.use({ javaScriptEnabled: false });

for (const [lang, path, key] of [
  ['pt', '/pt/banqi/play/', 'play.noscript'],
  ['de', '/de/dou-shou-qi/play/', 'play.noscript'],
  ['es', '/es/banqi/editor/', 'editor.noscript'],
  ['fr', '/fr/dou-shou-qi/editor/', 'editor.noscript'],
  ['de', '/de/dou-shou-qi/puzzles/', 'puzzles.noscript'],
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

test.describe('a guide on a phone without script (320 x 640)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('its contents open at the top, then out of the way of the boards below (pt Banqi guide)', async ({ page }) => {
    await page.goto('/pt/banqi/');
    await expect(page.locator('.guide-toc-list')).toBeVisible();
    const board = page.locator('#ex-analysis-face-down-screen .pyb-stage');
    await board.scrollIntoViewIfNeeded();
    const box = (await board.boundingBox())!;
    // What is drawn at the board's top and middle is the board, not the contents menu.
    for (const y of [box.y + 10, box.y + box.height / 2]) {
      const over = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.guide-toc, .pyb-stage')?.className ?? '',
        [box.x + box.width / 2, y],
      );
      expect(over).toContain('pyb-stage');
    }
  });
});
