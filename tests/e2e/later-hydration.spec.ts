/**
 * Parts of an island that hydrate a task after the rest (src/hydration/Later.tsx: the editor's board, the play
 * page's board and move list): until then they keep their server HTML, marked data-hydrating, and a tap on them
 * is kept and applied once they are live (src/i18n/inline-scripts.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { BANQI_START, boardPosition, moves, newGame, openPlay, playPath, ply, square } from './play-page';

/**
 * Holds every part that waits for a later task: the first scheduler.yield (the island's own, between its
 * modules and its first render: src/hydration/load-split.ts) passes, the next ones (each Later's) wait until
 * the returned function is called.
 */
async function holdLaterParts(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const w = window as unknown as { scheduler: { yield: () => Promise<void> }; __held: (() => void)[] };
    const real = w.scheduler.yield.bind(w.scheduler);
    let calls = 0;
    w.__held = [];
    w.scheduler.yield = () => (++calls === 1 ? real() : new Promise<void>((resolve) => w.__held.push(resolve)));
  });
  return () =>
    page.evaluate(() => {
      for (const resolve of (window as unknown as { __held: (() => void)[] }).__held) resolve();
    });
}

test('editor: a tap on the board before it is live places the piece once it is (pt)', async ({ page }) => {
  const release = await holdLaterParts(page);
  await page.goto('/pt/dou-shou-qi/editor/');
  const island = page.locator('astro-island:has(.editor)');
  await expect(island).not.toHaveAttribute('ssr');
  // The palette and fields are live; the board still waits, as the server drew it.
  const waiting = page.locator('.editor-board[data-hydrating]');
  await expect(waiting).toHaveCount(1);
  await page.locator('.editor-palette input[data-piece="L"]').check({ force: true });
  const d5 = page.locator('.editor [data-square="d5"]');
  await expect(d5).not.toHaveAttribute('data-piece', 'L');
  await d5.click();
  await expect(island).toHaveAttribute('data-pending-input', '');
  await expect(d5).not.toHaveAttribute('data-piece', 'L');
  await release();
  await expect(waiting).toHaveCount(0);
  await expect(d5).toHaveAttribute('data-piece', 'L');
  await expect(island).not.toHaveAttribute('data-pending-input');
  await expect(page.locator('.editor .pyb')).toHaveAttribute('data-position', /^[^ ]*\/3L3\/[^ ]* /);
});

test('play: the board and the move list go live a task after the controls, and a game is played on them (es)', async ({
  page,
}) => {
  const release = await holdLaterParts(page);
  await page.goto('/es/dou-shou-qi/play/');
  const island = page.locator('astro-island:has(.play)');
  await expect(island).not.toHaveAttribute('ssr');
  await expect(page.locator('.play [data-hydrating]')).toHaveCount(2);
  await release();
  await expect(page.locator('.play [data-hydrating]')).toHaveCount(0);
  await expect(page.locator('.play')).toHaveAttribute('data-ready', 'true');
  await newGame(page, 'es', { local: true });
  await square(page, 'a3').click();
  await square(page, 'a4').click();
  await expect(ply(page, 'a3a4')).toHaveCount(1);
  await expect(square(page, 'a4')).toHaveAttribute('data-piece', 'E');
});

test('play: a game restored while the board waits is the one the board shows once live (pt)', async ({ page }) => {
  await openPlay(page, playPath('pt', 'banqi'));
  await newGame(page, 'pt', { local: true });
  await square(page, 'a1').click();
  await expect(moves(page).locator('li')).toHaveCount(1);
  const position = await boardPosition(page);
  expect(position).not.toBe(BANQI_START);
  const release = await holdLaterParts(page);
  await page.reload();
  // The saved game is restored on mount, while the board still shows the server's drawing (all face down).
  await expect(page.locator('.play')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('.play [data-hydrating]')).toHaveCount(2);
  expect(await boardPosition(page)).toBe(BANQI_START);
  await release();
  await expect(page.locator('.play [data-hydrating]')).toHaveCount(0);
  await expect(page.locator('.play .pyb')).toHaveAttribute('data-position', position ?? '');
  await expect(square(page, 'a1')).not.toHaveAttribute('data-piece', 'X');
});
