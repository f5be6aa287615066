/**
 * Issue 46: a guide works on a phone. At 375 x 740, with every board live, the Portuguese and German Banqi and
 * Jungle guides are at most 35,000 px tall (the Banqi guide was 61,769 px before its boards were sized to the text).
 * Build first.
 * Measured (2026-12-07, after the phone compaction in lesson.css): pt Banqi 44,839 px, pt Jungle 51,412, de Banqi
 * 46,741, de Jungle 54,282 (before: pt 48,083 and 58,078). Then (FAQ answers as disclosures, tools and links one
 * row each, the counter's colours side by side, Jungle boards 14.5rem): pt Banqi 35,055 px, de Banqi 36,260, pt
 * Jungle 39,179, de Jungle 40,563. Then (practice stages as disclosures; under the board the turn beside Yes / No;
 * Jungle boards 13rem; tighter task, tools and prose lines; a smaller piece chart): pt Banqi 29,736 px, de Banqi
 * 30,402, pt Jungle 33,659, de Jungle 34,346 (es 29,615 and 33,634, fr 30,430 and 34,256).
 */
import { expect, test } from '@playwright/test';
import { bringAllLive } from './bring-live';

const MAX_HEIGHT = 35_000;
const PAGES = ['/pt/banqi/', '/pt/dou-shou-qi/', '/de/banqi/', '/de/dou-shou-qi/'];

test.use({ viewport: { width: 375, height: 740 } });

for (const path of PAGES) {
  test(`${path} is at most ${MAX_HEIGHT} px tall at 375 x 740 once its boards are live`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(path);
    // The disclosures (FAQ answers, practice stages) are opened to bring their boards live; a reader arrives with them closed.
    const closed = await page.evaluate(() =>
      [...document.querySelectorAll('main details')].flatMap((d, i) => (d.hasAttribute('open') ? [] : [i])),
    );
    await bringAllLive(page);
    await page.evaluate((indices) => {
      const all = [...document.querySelectorAll('main details')];
      for (const i of indices) all[i]?.removeAttribute('open');
    }, closed);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    test.info().annotations.push({ type: 'height', description: `${path}: ${height} px` });
    console.log(`guide height ${path}: ${height} px`);
    expect(height).toBeLessThanOrEqual(MAX_HEIGHT);
  });
}
