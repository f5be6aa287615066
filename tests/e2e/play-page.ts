/** Helpers for the play-page browser tests (play*.spec.ts). */
import { expect, type Locator, type Page } from '@playwright/test';
import { dictionary, type Locale } from './support';

export const BANQI_START = 'XXXXXXXX/XXXXXXXX/XXXXXXXX/XXXXXXXX - G1A2E2R2H2C2S5g1a2e2r2h2c2s5 0 1';
export const JUNGLE_START = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1';
/** Red chariots a2 and c4 against a lone black soldier a4: c4b4 forces a4a3, then a2a3 takes the last piece (B8). */
export const BANQI_ENDGAME = 's1R5/8/R7/8 r - 0 30';
/** Red lion d7, blue rat a1: d7d8, any rat move, d8d9 enters the blue den (J6). */
export const JUNGLE_ENDGAME = '7/7/3L3/7/7/7/7/7/r6 r 0 20';

export const playPath = (lang: Locale, game: 'banqi' | 'jungle', position?: string): string =>
  `/${lang}/${game === 'banqi' ? 'banqi' : 'dou-shou-qi'}/play/${
    position === undefined ? '' : `?position=${encodeURIComponent(position)}`
  }`;

/** A translated string, failing loudly when the dictionary lacks it. */
export function text(lang: Locale, key: string): string {
  const value = dictionary(lang)[key];
  if (value === undefined) throw new Error(`no '${key}' in ${lang}`);
  return value;
}

/** Opens a play page and waits until the island has restored or started its game. */
export async function openPlay(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.play')).toHaveAttribute('data-ready', 'true');
}

export const square = (page: Page, name: string): Locator => page.locator(`.play [data-square="${name}"]`);
export const boardPosition = (page: Page): Promise<string | null> =>
  page.locator('.play-board > .pyb').getAttribute('data-position');
export const announcement = (page: Page): Locator => page.locator('.play .pyb-status');
export const moves = (page: Page): Locator => page.getByTestId('play-moves');
/** A ply of the move list by its notation (data-ply: `a1a2`, a reveal `c2c2=R`); `^=` for a prefix. */
export const ply = (page: Page, notation: string, match: '=' | '^=' = '='): Locator =>
  moves(page).locator(`[data-ply${match}"${notation}"]`);
/** The notation of every ply in the move list, in order. */
export const plyNotations = (page: Page): Promise<string[]> =>
  moves(page)
    .locator('.play-ply')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-ply') ?? ''));

/** Starts a new game from the dialog: opponent, level, seat or colour, and optionally the current game's start. */
export async function newGame(
  page: Page,
  lang: Locale,
  choice: { local?: boolean; level?: number; seat?: 'first' | 'second'; colour?: 'red' | 'blue'; sameStart?: boolean },
): Promise<void> {
  await page.getByTestId('play-new').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('radio', { name: text(lang, choice.local ? 'play.new.opponent.local' : 'play.new.opponent.ai') })
    .check();
  if (!choice.local) {
    if (choice.level !== undefined)
      await dialog.getByLabel(text(lang, 'play.new.level')).selectOption(String(choice.level));
    if (choice.seat !== undefined)
      await dialog.getByRole('radio', { name: text(lang, `play.new.seat.${choice.seat}`) }).check();
    if (choice.colour !== undefined)
      await dialog.getByRole('radio', { name: text(lang, `play.new.colour.${choice.colour}`) }).check();
  }
  if (choice.sameStart !== undefined)
    await dialog
      .getByRole('radio', { name: text(lang, choice.sameStart ? 'play.new.start.current' : 'play.new.start.standard') })
      .check();
  await dialog.getByRole('button', { name: text(lang, 'play.new.submit') }).click();
  await expect(dialog).toBeHidden();
}

/**
 * How many times `wanted` is shown on the page: in text a sighted reader sees (rendered, not inside text kept
 * for screen readers only). Issue 47: a game's result is shown once, where the status is.
 */
export function shownCount(page: Page, wanted: string): Promise<number> {
  return page.evaluate((w) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let shown = '';
    for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
      const el = n.parentElement;
      if (el === null || el.closest('.visually-hidden, .pyb-sr-only, script, style, template') !== null) continue;
      if (el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) shown += `${n.textContent ?? ''}\n`;
    }
    return shown.split(w).length - 1;
  }, wanted);
}
