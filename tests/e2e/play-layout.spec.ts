/** The play page's layout: phones (375 x 740) and a desktop window, both games, two locales each. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPlay, playPath } from './play-page';

test.describe.configure({ timeout: 60_000 });

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (b === null) throw new Error('not rendered');
  return b;
}

const parts = (page: Page) => ({
  status: page.locator('.play-status'),
  board: page.locator('.play-board .pyb-grid'),
  cell: page.locator('.play [data-square="a1"]'),
  toolbar: page.locator('.play-toolbar'),
  list: page.locator('.play [data-move-list]'),
});

for (const [lang, game] of [
  ['pt', 'banqi'],
  ['de', 'jungle'],
  ['es', 'jungle'],
  ['fr', 'banqi'],
] as const) {
  test(`phone 375 x 740: status, then the whole board in the first screen, toolbar, move list (${game}, ${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPlay(page, playPath(lang, game));
    const p = parts(page);
    const status = await box(p.status);
    const board = await box(p.board);
    const cell = await box(p.cell);
    const toolbar = await box(p.toolbar);
    const list = await box(p.list);
    expect(status.y + status.height).toBeLessThanOrEqual(board.y);
    expect(board.y + board.height).toBeLessThanOrEqual(740);
    expect(board.width).toBeGreaterThanOrEqual(0.85 * 375);
    expect(cell.width).toBeGreaterThanOrEqual(40);
    expect(toolbar.y).toBeGreaterThanOrEqual(board.y + board.height);
    expect(list.y).toBeGreaterThanOrEqual(toolbar.y + toolbar.height);
    // Compact toolbar: icon and label in a few rows, nothing wider than the screen.
    expect(toolbar.width).toBeLessThanOrEqual(375);
    await expect(page.locator('.play-toolbar .play-icon').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test(`desktop: controls and move list beside the board, labels on at most two lines (${game}, ${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPlay(page, playPath(lang, game));
    const p = parts(page);
    const board = await box(p.board);
    const beside = [await box(p.toolbar), await box(p.list), await box(p.status)];
    for (const b of beside) expect(b.x).toBeGreaterThanOrEqual(board.x + board.width);
    const lines = await page
      .locator('.play-toolbar .play-tool > span')
      .evaluateAll((spans) =>
        spans.map((s) => Math.round(s.getBoundingClientRect().height / parseFloat(getComputedStyle(s).lineHeight))),
      );
    expect(lines.length).toBe(8);
    for (const n of lines) expect(n).toBeLessThanOrEqual(2);
  });
}
