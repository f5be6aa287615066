/** axe-core on the play pages in the states a reader meets: a game in progress, a notice, the dialog, a result. */
import { expect, test } from '@playwright/test';
import { violations } from './axe';
import { BANQI_ENDGAME, JUNGLE_ENDGAME, newGame, openPlay, playPath, square } from './play-page';

test('axe: Banqi game in progress with a selection, a notice and the move list (es)', async ({ page }) => {
  await openPlay(page, playPath('es', 'banqi', 'XX6/8/8/R6c r R1h1 4 12'));
  await square(page, 'a1').click();
  await square(page, 'b1').click();
  await expect(page.getByTestId('play-moves')).toBeVisible();
  await square(page, 'b1').click();
  expect(await violations(page)).toEqual([]);
});

test('axe: the new-game dialog open, Jungle (de)', async ({ page }) => {
  await openPlay(page, playPath('de', 'jungle', JUNGLE_ENDGAME));
  await page.getByTestId('play-new').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe: a finished game with its result, and a bad link’s message (pt, fr)', async ({ page }) => {
  test.setTimeout(90_000); // two pages, each scanned twice (light and dark)
  await openPlay(page, playPath('pt', 'banqi', BANQI_ENDGAME));
  await newGame(page, 'pt', { local: true, sameStart: true });
  for (const [from, to] of [
    ['c4', 'b4'],
    ['a4', 'a3'],
    ['a2', 'a3'],
  ] as const) {
    await square(page, from).click();
    await square(page, to).click();
  }
  await expect(page.getByTestId('play-result')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await openPlay(page, '/fr/dou-shou-qi/play/?position=nonsense');
  await expect(page.getByTestId('play-notice')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe: stepping through the record, and a refused import (es)', async ({ page }) => {
  test.setTimeout(90_000);
  await openPlay(page, playPath('es', 'jungle'));
  await newGame(page, 'es', { local: true });
  await square(page, 'a3').click();
  await square(page, 'a4').click();
  await page.locator('.play .play-ply-start').click();
  await expect(page.locator('[data-action="live"]')).toBeVisible();
  await page.locator('[data-action="import"]').click();
  await page.getByTestId('play-record-text').fill('{}');
  await page.locator('[data-action="import-record"]').click();
  await expect(page.getByTestId('play-record-error')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe: the phone layout with a link question and the exported record (pt)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await openPlay(page, playPath('pt', 'banqi'));
  await newGame(page, 'pt', { local: true });
  await square(page, 'c2').click();
  await openPlay(page, playPath('pt', 'banqi', BANQI_ENDGAME));
  await expect(page.getByTestId('play-link-question')).toBeVisible();
  await page.locator('[data-action="export"]').click();
  await expect(page.locator('[data-action="download"]')).toBeFocused();
  await page.locator('.play-record-details summary').click();
  await expect(page.getByTestId('play-record-text')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
