/**
 * The review page (issue 48): a short constructed Jungle record, read from the address, is analysed
 * in the worker: the progress reaches 100, every ply gets a mark, the graph jumps to a move, and
 * axe finds nothing; in two locales.
 */
import { expect, test } from '@playwright/test';
import { violations } from './axe';
import { dictionary } from './support';

const START = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1';
const MOVES = ['a3a4', 'g7g6', 'a4a5', 'g6g5'];
const RECORD = JSON.stringify({ format: 'plyyard-record', version: 1, game: 'jungle', start: START, moves: MOVES });
/** The replay link's fragment (src/play/replay-link.ts): base64url of the record's text. */
const FRAGMENT = `#record=${Buffer.from(RECORD).toString('base64url')}`;
const MARK = /^(best|good|inaccuracy|mistake|blunder|unlucky)$/;

for (const lang of ['pt', 'de'] as const) {
  test(`a record from the address is reviewed: progress, marks, graph jumps, axe (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`/${lang}/dou-shou-qi/review/${FRAGMENT}`);
    await expect(page.locator('[data-review-progress]')).toBeVisible();
    await expect(page.locator('[data-review-graph]')).toBeVisible({ timeout: 150_000 });
    await expect(page.locator('[data-review-progress]')).toHaveCount(0);
    const plies = page.locator('[data-move-list] [data-ply-number]:not([data-ply-number="0"])');
    await expect(plies).toHaveCount(MOVES.length);
    for (let i = 0; i < MOVES.length; i++) {
      await expect(plies.nth(i)).toHaveAttribute('data-ply', MOVES[i]!);
      await expect(plies.nth(i)).toHaveAttribute('data-mark', MARK);
    }
    const words = dictionary(lang);
    await expect(page.locator('.review-summary h2')).toHaveText(words['review.summary.heading']!);

    // A click on the graph's second dot shows the position after ply 2.
    await page.locator('[data-review-graph] [data-graph-ply="2"]').click();
    await expect(page.locator('[data-move-list] [aria-current="step"]')).toHaveAttribute('data-ply', MOVES[1]!);
    await expect(page.locator('[data-square="g6"]')).toHaveAttribute('data-piece', 'e');
    // The keyboard walks the dots: Right goes to ply 3.
    await page.locator('[data-review-graph] [data-graph-ply="2"]').press('ArrowRight');
    await expect(page.locator('[data-move-list] [aria-current="step"]')).toHaveAttribute('data-ply', MOVES[2]!);
    await expect(page.locator('[data-review-graph] [data-graph-ply="3"]')).toBeFocused();

    expect(await violations(page)).toEqual([]);

    // Reopening is instant: the kept review shows without a progress bar.
    await page.reload();
    await expect(page.locator('[data-review-graph]')).toBeVisible();
    await expect(plies.first()).toHaveAttribute('data-mark', MARK);
  });
}
