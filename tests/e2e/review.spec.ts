/**
 * The review page (issue 48). A short constructed Jungle record in the replay link's fragment is
 * analysed in the worker at the shipped budget: the progress, every ply's mark, the graph jumping to
 * a move (click and keys), the engine's line on the board step by step, axe, instant reopening (pt,
 * de). Then a record imported on the play page is reviewed from its "Review this game" link, and
 * "learn from your mistakes" is judged as a course task (wrong tries saying why, "Correct!" and the focused
 * "Next" of the lesson player) and solves its blunder with the engine's move (es, fr).
 */
import { expect, test, type Page } from '@playwright/test';
import { violations } from './axe';
import { openPlay, playPath, text } from './play-page';
import { dictionary } from './support';

const START = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1';
const MOVES = ['a3a4', 'g7g6', 'a4a5', 'g6g5'];
const RECORD = JSON.stringify({ format: 'plyyard-record', version: 1, game: 'jungle', start: START, moves: MOVES });
/** The replay link's fragment (src/play/replay-link.ts): base64url of the record's text. */
const FRAGMENT = `#record=${Buffer.from(RECORD).toString('base64url')}`;
const MARK = /^(best|good|inaccuracy|mistake|blunder|unlucky)$/;

const board = (page: Page) => page.locator('.review .play-board > .pyb');
const current = (page: Page) => page.locator('[data-move-list] [aria-current="step"]');

for (const lang of ['pt', 'de'] as const) {
  test(`a record from the address is reviewed: marks, graph, the engine's line, axe (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const plies = page.locator('[data-move-list] [data-ply-number]:not([data-ply-number="0"])');
    await test.step('the analysis runs with its progress, then marks every ply', async () => {
      await page.goto(`/${lang}/dou-shou-qi/review/${FRAGMENT}`);
      await expect(page.locator('[data-review-progress]')).toBeVisible();
      await expect(page.locator('[data-review-graph]')).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('[data-review-progress]')).toHaveCount(0);
      await expect(plies).toHaveCount(MOVES.length);
      for (let i = 0; i < MOVES.length; i++) {
        await expect(plies.nth(i)).toHaveAttribute('data-ply', MOVES[i]!);
        await expect(plies.nth(i)).toHaveAttribute('data-mark', MARK);
      }
      await expect(page.locator('.review-summary h2')).toHaveText(dictionary(lang)['review.summary.heading']!);
    });

    await test.step('the graph jumps to a move, by click and by keys', async () => {
      await page.locator('[data-review-graph] [data-graph-ply="2"]').click();
      await expect(current(page)).toHaveAttribute('data-ply', MOVES[1]!);
      await expect(page.locator('[data-square="g6"]')).toHaveAttribute('data-piece', 'e');
      await page.locator('[data-review-graph] [data-graph-ply="2"]').press('ArrowRight');
      await expect(current(page)).toHaveAttribute('data-ply', MOVES[2]!);
      await expect(page.locator('[data-review-graph] [data-graph-ply="3"]')).toBeFocused();
    });

    await test.step("the engine's line plays on the board step by step, and back to the game", async () => {
      const after3 = await board(page).getAttribute('data-position');
      await page.locator('[data-action="line-next"]').click();
      await expect(page.locator('[data-line-step="0"]')).toBeVisible();
      // Before ply 3 the elephant is back on a4, and the better move is an arrow under the pieces.
      await expect(page.locator('[data-square="a4"]')).toHaveAttribute('data-piece', 'E');
      await expect(page.locator('.pyb-marks--under .pyb-tone--good.pyb-mark-arrow')).toHaveCount(1);
      const before3 = await board(page).getAttribute('data-position');
      await page.locator('[data-action="line-next"]').press('Enter');
      await expect(page.locator('[data-line-step="1"]')).toBeVisible();
      await expect(board(page)).not.toHaveAttribute('data-position', before3!);
      await page.locator('[data-action="line-next"]').press(']');
      await expect(page.locator('[data-line-step="2"]')).toBeVisible();
      await page.locator('[data-action="line-next"]').press('[');
      await expect(page.locator('[data-line-step="1"]')).toBeVisible();
      await page.locator('[data-action="line-prev"]').click();
      await expect(board(page)).toHaveAttribute('data-position', before3!);
      await page.locator('[data-action="line-exit"]').click();
      await expect(page.locator('[data-line-step="game"]')).toBeVisible();
      await expect(board(page)).toHaveAttribute('data-position', after3!);
      expect(await violations(page)).toEqual([]);
    });

    await test.step("the graph's data as a table, drawn when it is opened: each move's mark in words", async () => {
      const table = page.locator('.review-table');
      await expect(table.locator('tbody tr')).toHaveCount(0);
      await table.locator('summary').click();
      await expect(table.locator('summary')).toHaveText(dictionary(lang)['review.table.caption']!);
      await expect(table.locator('tbody tr')).toHaveCount(MOVES.length);
      for (let i = 0; i < MOVES.length; i++) {
        const mark = await plies.nth(i).getAttribute('data-mark');
        await expect(table.locator('tbody tr').nth(i).locator('td').last()).toHaveText(
          dictionary(lang)[`review.mark.${mark}`]!,
        );
      }
      expect(await violations(page)).toEqual([]);
    });

    await test.step('reopening is instant: the kept review shows without a progress bar', async () => {
      await page.reload();
      await expect(page.locator('[data-review-graph]')).toBeVisible({ timeout: 5_000 });
      await expect(plies.first()).toHaveAttribute('data-mark', MARK);
    });
  });
}

/** J5: red leaves the lion on its trap next to the den (a blunder), black's lion walks in. */
const DEN_START = '6r/7/7/7/E6/7/7/2Dl3/7 r 0 20';
const DEN_RECORD = JSON.stringify({
  format: 'plyyard-record',
  version: 1,
  game: 'jungle',
  start: DEN_START,
  moves: ['a5a6', 'd2d1'],
  ending: null,
});

for (const lang of ['es', 'fr'] as const) {
  test(`an imported record is reviewed from the play page, and its blunder is learnt (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await test.step('import on the play page, then "Review this game"', async () => {
      await openPlay(page, playPath(lang, 'jungle'));
      await page.locator('[data-action="import"]').click();
      await page.getByLabel(text(lang, 'play.import.label')).fill(DEN_RECORD);
      await page.locator('[data-action="import-record"]').click();
      await expect(page.locator('.play [data-move-list] [data-ply="d2d1"]')).toBeVisible();
      await page.locator('[data-action="review"]').click();
      await expect(page).toHaveURL(/\/review\/\?side=first#record=/);
      await expect(page.locator('[data-review-graph]')).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('[data-move-list] [data-ply="a5a6"]')).toHaveAttribute('data-mark', 'blunder');
    });

    await test.step('learn from your mistakes, judged as a course task: the game move and a worse one are wrong tries saying why, a hint, then the engine\'s move is "Correct!"', async () => {
      await page.locator('[data-action="learn-mistakes"]').click();
      const task = page.locator('[data-task="review/1"]');
      const feedback = task.locator('[data-task-feedback]');
      await expect(task).toHaveAttribute('data-state', 'todo');
      await expect(task).not.toHaveAttribute('data-verdict');
      await expect(task.locator('[data-task-prompt]')).toContainText('a5–a6');
      await expect(task.locator('#review-learn-heading')).toBeFocused();
      await page.locator('[data-square="a5"]').click();
      await page.locator('[data-square="a6"]').click();
      await expect(feedback).toHaveAttribute('data-verdict', 'same');
      await expect(feedback).toHaveAttribute('data-outcome', 'wrong');
      await expect(task).toHaveAttribute('data-verdict', 'wrong');
      // Another move is judged by the worker: moving the dog away leaves the den open, and the line says so.
      await page.locator('[data-square="c2"]').click();
      await page.locator('[data-square="c3"]').click();
      await expect(feedback).toHaveAttribute('data-verdict', 'wrong', { timeout: 20_000 });
      await expect(feedback).toHaveAttribute('data-outcome', 'wrong');
      await expect(feedback).toHaveAttribute('data-tone', 'bad');
      const wrong = text(lang, 'review.learn.wrong').split('{{chance}}')[1]!.trim();
      await expect(feedback).toContainText('c2–c3');
      await expect(feedback).toContainText(wrong);
      await expect(task).toHaveAttribute('data-state', 'todo');
      await expect(page.locator('[data-action="next"]')).toHaveCount(0);
      await page.locator('[data-action="hint"]').click();
      await expect(page.locator('.pyb-marks--under .pyb-tone--hint')).toHaveCount(1);
      expect(await violations(page)).toEqual([]);
      await page.locator('[data-square="c2"]').click();
      await page.locator('[data-square="d2"]').click();
      await expect(task).toHaveAttribute('data-state', 'solved');
      await expect(task).toHaveAttribute('data-verdict', 'solved');
      await expect(feedback).toHaveAttribute('data-verdict', 'success');
      await expect(feedback).toHaveAttribute('data-outcome', 'solved');
      await expect(feedback.locator('.exercise-feedback-title')).toHaveText(text(lang, 'lesson.ui.verdict.correct'));
      await expect(feedback).toContainText('c2×d2');
      // The course's "Next" takes the focus; this game's only mistake done, Enter goes back to the analysis.
      const next = task.locator('[data-action="next"]');
      await expect(next).toBeFocused();
      await expect(next).toHaveText(text(lang, 'review.learn.finish'));
      expect(await violations(page)).toEqual([]);
      await next.press('Enter');
      await expect(page.locator('[data-action="learn-mistakes"]')).toBeVisible();
    });
  });
}
