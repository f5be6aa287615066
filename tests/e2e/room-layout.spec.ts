/**
 * Issue 47, the room page's layout, like the play page's (game-layout.spec.ts): a phone (375 x 740), a tablet
 * (768 x 1024) and two desktop windows (1280 x 800, 1920 x 1080). The host's room page, waiting for a guest:
 * the board's size, the invitation in view on a desktop, the move list close under the board on a phone, and
 * nothing to scroll past the footer. Runs against the room server (`.server/main.mjs`, built with the site).
 */
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPlay, playPath } from './play-page';
import { startRoomServer, stopRoomServer } from './room-server';

/** This spec's room server ports, one a worker, from 4447 (PLYYARD_ROOM_LAYOUT_PORT overrides). */
const BASE_PORT = Number(process.env.PLYYARD_ROOM_LAYOUT_PORT ?? 4447);
let ROOMS = '';

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

let server: ChildProcess | null = null;

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({}, info) => {
  const PORT = BASE_PORT + info.parallelIndex;
  ROOMS = `http://127.0.0.1:${PORT}`;
  server = await startRoomServer(PORT);
});

test.afterAll(() => stopRoomServer(server));

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await locator.boundingBox();
  if (b === null) throw new Error('not rendered');
  return b;
}

/** Opens a room from the play page as its host and waits until it is live. */
async function openRoom(page: Page, lang: 'pt' | 'de', game: 'banqi' | 'jungle'): Promise<void> {
  await openPlay(page, `${ROOMS}${playPath(lang, game)}`);
  await page.locator('[data-action="invite"]').click();
  await page.locator('[data-action="enter-room"]').click();
  await expect(page.locator('.play')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('room-invite')).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  const oneColumn = viewport.width < 896;
  for (const [lang, game] of [
    ['pt', 'banqi'],
    ['de', 'jungle'],
  ] as const)
    test(`room page at ${viewport.width} x ${viewport.height} (${game}, ${lang})`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await openRoom(page, lang, game);
      await page.evaluate(() => window.scrollTo(0, 0));
      const drawing = await box(page.locator('.play-board .pyb-stage'));
      const grid = await box(page.locator('.play-board .pyb-grid'));
      // The whole board in the first screen.
      expect(drawing.y).toBeGreaterThanOrEqual(0);
      expect(drawing.y + drawing.height).toBeLessThanOrEqual(viewport.height);
      const list = await box(page.locator('.play [data-move-list]'));
      const invite = await box(page.locator('.play [data-invite-link]'));
      if (oneColumn) {
        expect(drawing.width).toBeGreaterThanOrEqual(game === 'banqi' ? 0.85 * viewport.width : 0.6 * viewport.width);
        // On a phone the move list starts at most 120 px under the board's squares.
        if (viewport.width < 640) expect(list.y - (grid.y + grid.height)).toBeLessThanOrEqual(120);
      } else {
        // Desktop: at least 640 px for the Banqi board's width and the Jungle board's height, the column beside
        // it, and the invitation (the link to send) in view without scrolling.
        if (game === 'banqi') expect(drawing.width).toBeGreaterThanOrEqual(640);
        else expect(drawing.height).toBeGreaterThanOrEqual(640);
        for (const b of [list, invite]) expect(b.x).toBeGreaterThanOrEqual(drawing.x + drawing.width);
        expect(invite.y).toBeGreaterThanOrEqual(0);
        expect(invite.y + invite.height).toBeLessThanOrEqual(viewport.height);
      }
      const end = await page.evaluate(() => ({
        footer: document.querySelector('.site-footer')!.getBoundingClientRect().bottom + window.scrollY,
        scroll: document.documentElement.scrollHeight,
      }));
      expect(end.scroll).toBeLessThanOrEqual(end.footer + 1);
      await context.close();
    });
}
