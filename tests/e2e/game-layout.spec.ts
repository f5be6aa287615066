/**
 * Issue 47, the game pages' layout: phones (375 x 740, 412 x 915), a tablet (768 x 1024) and a desktop window
 * (1280 x 800), both games, two locales. The board's size, the move list next to it, a tap on a move that keeps
 * the board in view, no scroll past the footer, and the phone header's search behind an icon button.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { moves, newGame, openPlay, playPath, square, text } from './play-page';
import type { Locale } from './support';

test.describe.configure({ timeout: 60_000 });

type Game = 'banqi' | 'jungle';

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 412, height: 915 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

const CASES = [
  ['pt', 'banqi'],
  ['de', 'jungle'],
  ['de', 'banqi'],
  ['pt', 'jungle'],
] as const satisfies readonly (readonly [Locale, Game])[];

/** Four plies between two people on one device: Banqi reveals, Jungle steps. */
const PLIES: Record<Game, readonly string[][]> = {
  banqi: [['a1'], ['h4'], ['b1'], ['g4']],
  jungle: [
    ['a3', 'a4'],
    ['a7', 'a6'],
    ['g3', 'g4'],
    ['g7', 'g6'],
  ],
};

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await locator.boundingBox();
  if (b === null) throw new Error('not rendered');
  return b;
}

/** The bottom of the footer in page coordinates, and how far the page can be scrolled. */
async function pageEnd(page: Page): Promise<{ footer: number; scroll: number }> {
  return page.evaluate(() => {
    const footer = document.querySelector('.site-footer')!.getBoundingClientRect().bottom + window.scrollY;
    return { footer, scroll: document.documentElement.scrollHeight };
  });
}

async function playPlies(page: Page, game: Game): Promise<void> {
  for (const squares of PLIES[game]) for (const name of squares) await square(page, name).click();
  await expect(moves(page).locator('[data-ply]')).toHaveCount(4);
}

const stage = (page: Page): Locator => page.locator('.play-board .pyb-stage');
const grid = (page: Page): Locator => page.locator('.play-board .pyb-grid');

for (const viewport of VIEWPORTS) {
  const oneColumn = viewport.width < 896;
  test.describe(`${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    for (const [lang, game] of CASES) {
      test(`the board's size and place (${game}, ${lang})`, async ({ page }) => {
        await openPlay(page, playPath(lang, game));
        const drawing = await box(stage(page));
        // The whole board is in the first screen, without scrolling.
        expect(drawing.y).toBeGreaterThanOrEqual(0);
        expect(drawing.y + drawing.height).toBeLessThanOrEqual(viewport.height);
        if (oneColumn) {
          // The board takes the width (the Jungle board, tall, at most its height allows on a tablet).
          expect(drawing.width).toBeGreaterThanOrEqual(game === 'banqi' ? 0.85 * viewport.width : 0.6 * viewport.width);
          return;
        }
        // Desktop: at least 640 px for the Banqi board's width and the Jungle board's height.
        if (game === 'banqi') expect(drawing.width).toBeGreaterThanOrEqual(640);
        else expect(drawing.height).toBeGreaterThanOrEqual(640);
        // Controls, invitation and move list in one column beside it, the invitation in view.
        const controls = await box(page.locator('.play-toolbar').first());
        const list = await box(page.locator('.play [data-move-list]'));
        const invite = await box(page.locator('.play [data-action="invite"]'));
        for (const b of [controls, list, invite]) {
          expect(b.x).toBeGreaterThanOrEqual(drawing.x + drawing.width);
          expect(Math.abs(b.x - controls.x)).toBeLessThan(20);
        }
        expect(invite.y + invite.height).toBeLessThanOrEqual(viewport.height);
      });

      test(`the move list next to the board; a tap on a move keeps the board in view (${game}, ${lang})`, async ({
        page,
      }) => {
        await openPlay(page, playPath(lang, game));
        await newGame(page, lang, { local: true });
        await playPlies(page, game);
        const board = await box(grid(page));
        const first = moves(page).locator('[data-ply]').first();
        if (oneColumn) {
          // On a phone the move list starts at most 120 px under the board's squares; in one column its first
          // row fits in one screen together with the whole board.
          const list = await box(page.locator('.play [data-move-list]'));
          if (viewport.width < 640) expect(list.y - (board.y + board.height)).toBeLessThanOrEqual(120);
          const row = await box(first);
          expect(row.y + row.height - board.y).toBeLessThanOrEqual(viewport.height);
        }
        // The reader scrolls just far enough to see the first move, then taps it.
        await page.evaluate(() => window.scrollTo(0, 0));
        const row = await box(first);
        const scroll = Math.max(0, row.y + row.height + 8 - viewport.height);
        await page.evaluate((y) => window.scrollTo(0, y), scroll);
        await first.click();
        await expect(page.getByTestId('play-viewing')).toBeVisible();
        const after = await box(grid(page));
        expect(after.y).toBeGreaterThanOrEqual(0);
        expect(after.y + after.height).toBeLessThanOrEqual(viewport.height);
        const end = await pageEnd(page);
        expect(end.scroll).toBeLessThanOrEqual(end.footer + 1);
      });
    }

    for (const path of ['/pt/banqi/play/', '/de/dou-shou-qi/play/', '/pt/banqi/editor/', '/de/dou-shou-qi/editor/']) {
      test(`nothing to scroll past the footer: ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('[data-square]').first()).toBeAttached({ timeout: 15_000 });
        const end = await pageEnd(page);
        expect(end.scroll).toBeLessThanOrEqual(end.footer + 1);
      });
    }
  });
}

test.describe('the phone header of the game pages', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [lang, path] of [
    ['pt', '/pt/banqi/play/'],
    ['de', '/de/dou-shou-qi/editor/'],
  ] as const) {
    test(`slim, the search behind a labelled icon button that the keyboard opens and closes (${lang})`, async ({
      page,
    }) => {
      await page.goto(path);
      expect((await box(page.locator('.site-header'))).height).toBeLessThanOrEqual(110);
      const searchbox = page.getByRole('searchbox');
      await expect(searchbox).toBeHidden();
      const toggle = page.getByRole('button', { name: text(lang, 'search.open') });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(searchbox).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(searchbox).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  }

  test('other pages keep the search box in the header', async ({ page }) => {
    await page.goto('/pt/banqi/');
    await expect(page.locator('.search-toggle')).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toBeAttached();
  });
});
