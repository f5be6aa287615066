/** Offline (src/offline.ts): a play page visited once works without network, and the AI answers a move. */
import { expect, test } from '@playwright/test';
import { JUNGLE_ENDGAME, boardPosition, moves, newGame, openPlay, playPath, square } from './play-page';

test.use({ serviceWorkers: 'allow' });

test('the app is installable: manifest with icons, service worker registered', async ({ page, request }) => {
  await page.goto('/pt/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href ?? '')).json()) as { icons: { sizes: string; src: string }[] };
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
});

test('a play page visited once plays against the AI offline (de)', async ({ page, context }) => {
  const path = playPath('de', 'jungle');
  await openPlay(page, path);
  // The first visit stores the page itself once the service worker is active.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(async () => (await caches.match(location.href)) !== undefined), { timeout: 15_000 })
    .toBe(true);

  await context.setOffline(true);
  await openPlay(page, `${path}?position=${encodeURIComponent(JUNGLE_ENDGAME)}`);
  await expect(
    page.evaluate(() =>
      fetch('/robots.txt').then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).resolves.toBe('offline');
  await newGame(page, 'de', { level: 1, colour: 'red', sameStart: true });
  expect(await boardPosition(page)).toBe(JUNGLE_ENDGAME);
  await square(page, 'd7').click();
  await square(page, 'd8').click();
  // The AI (its worker script comes from the service worker's precache) answers: two plies in the first row.
  await expect(moves(page).locator('li').first().locator('.play-ply')).toHaveCount(2);
  await context.setOffline(false);
});
