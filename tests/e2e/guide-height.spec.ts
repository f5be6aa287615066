/**
 * Issue 46: a guide works on a phone. At 375 x 740, with every board live, the Portuguese and German Banqi and
 * Jungle guides are at most 35,000 px tall (the Banqi guide was 61,769 px before its boards were sized to the text).
 * Build first.
 * Measured (2026-12-07, after the phone compaction in lesson.css): pt Banqi 44,839 px, pt Jungle 51,412, de Banqi
 * 46,741, de Jungle 54,282 (before: pt 48,083 and 58,078). Sizing boards and controls cannot reach the goal: the
 * exercises' chrome (task, tools, links) is most of each exercise's height; see the issue's notes. Until then, fixme.
 * Then (FAQ answers as disclosures, tools and links one row each, the counter's colours side by side, Jungle boards
 * 14.5rem): pt Banqi 35,055 px, de Banqi 36,260, pt Jungle 39,179, de Jungle 40,563. Still over: fixme.
 */
import { expect, test } from '@playwright/test';
import { bringAllLive } from './bring-live';

const MAX_HEIGHT = 35_000;
const PAGES = ['/pt/banqi/', '/pt/dou-shou-qi/', '/de/banqi/', '/de/dou-shou-qi/'];

test.use({ viewport: { width: 375, height: 740 } });

for (const path of PAGES) {
  test(`${path} is at most ${MAX_HEIGHT} px tall at 375 x 740 once its boards are live`, async ({ page }) => {
    test.fixme(true, 'the guides are still 35,100-40,600 px tall at 375 x 740: not yet within 35,000');
    test.setTimeout(120_000);
    await page.goto(path);
    await bringAllLive(page);
    // The FAQ answers were opened to bring their boards live; a reader arrives with them closed.
    for (const summary of await page.locator('main details[open].faq-item > summary').all()) await summary.click();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    test.info().annotations.push({ type: 'height', description: `${path}: ${height} px` });
    console.log(`guide height ${path}: ${height} px`);
    expect(height).toBeLessThanOrEqual(MAX_HEIGHT);
  });
}
