/**
 * Issue 47: Enter and Space act on the square that has focus at that moment, however fast the keys
 * come. Keys are pressed back to back with no waits; a capture-phase listener records which square
 * had DOM focus as each Enter or Space arrived, and the board must have acted on exactly that square.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { cell, exercise, feedback } from './lesson-page';
import { newGame, openPlay, playPath, plyNotations } from './play-page';

declare global {
  interface Window {
    focusAtKey: string[];
  }
}

/** Records, for every Enter or Space, the square focused when the key reached the page. */
async function recordFocus(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.focusAtKey = [];
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        const el = document.activeElement;
        window.focusAtKey.push(el instanceof HTMLElement ? (el.dataset.square ?? '-') : '-');
      },
      true,
    );
  });
}

const focusAtKey = (page: Page): Promise<string[]> => page.evaluate(() => window.focusAtKey);

/** Presses the keys one after the other, without waiting for anything in between. */
async function burst(page: Page, keys: readonly string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

/** Tabs into the grid the way a reader does: the focus lands on its one Tab stop. */
async function enterGrid(grid: Locator): Promise<string> {
  const stop = grid.locator('[data-square][tabindex="0"]');
  await stop.focus();
  return (await stop.getAttribute('data-square')) ?? '';
}

test('Jungle play page (fr): fast arrows, Enter and Space play the focused squares', async ({ page }) => {
  await recordFocus(page);
  await openPlay(page, playPath('fr', 'jungle'));
  await newGame(page, 'fr', { local: true });
  const grid = page.locator('.play [role="grid"]');
  expect(await enterGrid(grid)).toBe('a9');
  // a9 down to a3 (red elephant), Enter; up to a4, Enter: the elephant steps a3-a4.
  await burst(page, ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter']);
  await burst(page, ['ArrowUp', 'Enter']);
  await expect.poll(() => plyNotations(page)).toEqual(['a3a4']);
  expect(await focusAtKey(page)).toEqual(['a3', 'a4']);
  // Blue: from a4 up to a7 (blue rat), Space; down to a6, Space.
  await burst(page, ['ArrowUp', 'ArrowUp', 'ArrowUp', ' ', 'ArrowDown', ' ']);
  await expect.poll(() => plyNotations(page)).toEqual(['a3a4', 'a7a6']);
  expect(await focusAtKey(page)).toEqual(['a3', 'a4', 'a7', 'a6']);
});

test('Banqi play page (es): fast arrows then Enter or Space reveal the focused square', async ({ page }) => {
  await recordFocus(page);
  await openPlay(page, playPath('es', 'banqi'));
  await newGame(page, 'es', { local: true });
  const grid = page.locator('.play [role="grid"]');
  expect(await enterGrid(grid)).toBe('a4');
  await burst(page, ['ArrowRight', 'ArrowDown', 'ArrowRight', 'Enter']);
  await expect.poll(async () => (await plyNotations(page)).length).toBe(1);
  await burst(page, ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowLeft', ' ']);
  await expect.poll(async () => (await plyNotations(page)).length).toBe(2);
  const plies = await plyNotations(page);
  expect(await focusAtKey(page)).toEqual(['c3', 'd2']);
  expect(plies.map((p) => p.slice(0, 4))).toEqual(['c3c3', 'd2d2']);
});

test('guide exercise board (de): fast arrows and Enter select and capture on the focused squares', async ({ page }) => {
  await recordFocus(page);
  await page.goto('/de/banqi/');
  const ex = await exercise(page, 'analysis-face-down-screen');
  expect(await enterGrid(ex.getByRole('grid'))).toBe('a4');
  // Two right, three down to c1 (the red cannon), Enter; three up to c4, Enter: the cannon captures.
  await burst(page, ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter']);
  await burst(page, ['ArrowUp', 'ArrowUp', 'ArrowUp', 'Enter']);
  await expect(feedback(ex)).toHaveAttribute('data-verdict', 'success');
  await expect(cell(ex, 'c4')).toHaveAttribute('data-piece', 'C');
  expect(await focusAtKey(page)).toEqual(['c1', 'c4']);
});
