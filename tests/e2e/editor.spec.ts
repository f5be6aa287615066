/** Issue 15: the position editor (palette, board in edit mode, live verdict, play from here, link). */
import { expect, test, type Page } from '@playwright/test';
import { violations } from './axe';
import { openPlay, text } from './play-page';
import type { Locale } from './support';

const editorPath = (lang: Locale, game: 'banqi' | 'jungle', position?: string): string =>
  `/${lang}/${game === 'banqi' ? 'banqi' : 'dou-shou-qi'}/editor/${
    position === undefined ? '' : `?position=${encodeURIComponent(position)}`
  }`;

async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The island hydrates on load; a busy machine may take a while.
  await expect(page.locator('.editor')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
}

const board = (page: Page) => page.locator('.editor .pyb');
const cell = (page: Page, sq: string) => page.locator(`.editor [data-square="${sq}"]`);
const verdict = (page: Page) => page.locator('.editor-verdict');
const tool = (page: Page, letter: string) => page.locator(`.editor-palette input[data-piece="${letter}"]`);

/** Picks a palette piece (by its radio) and clicks squares with it. */
async function placeWith(page: Page, letter: string, ...squares: string[]): Promise<void> {
  await tool(page, letter).check({ force: true });
  for (const sq of squares) await cell(page, sq).click();
}

test('pt: a face-down piece without its pool identity is refused with the translated reason, then fixed', async ({
  page,
}) => {
  await openEditor(page, editorPath('pt', 'banqi', 's1R5/8/R7/8 r - 0 30'));
  await expect(verdict(page)).toHaveAttribute('data-state', 'valid');
  await expect(page.locator('[data-action="play"]')).toHaveAttribute('href', /\/pt\/banqi\/play\/\?position=/);
  await placeWith(page, 'X', 'h1');
  await expect(verdict(page)).toHaveAttribute('data-state', 'invalid');
  await expect(verdict(page)).toHaveAttribute('data-reason', 'pool-mismatch');
  await expect(verdict(page)).toContainText(text('pt', 'editor.reason.pool-mismatch'));
  await expect(verdict(page)).toContainText(text('pt', 'editor.field.pool'));
  await expect(page.locator('[data-action="play"]')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('[data-action="play"]')).not.toHaveAttribute('href', /.*/);
  // One black soldier face down: the pool now matches the board, judged as it is typed (no Enter).
  await page.locator('.editor-pool input[data-pool="s"]').fill('1');
  await expect(verdict(page)).toHaveAttribute('data-state', 'valid');
  await expect(board(page)).toHaveAttribute('data-position', 's1R5/8/R7/7X r s1 0 30');
  // A second red general where the full set has one: impossible.
  await placeWith(page, 'G', 'd2', 'e2');
  await expect(verdict(page)).toHaveAttribute('data-reason', 'exceeds-full-set');
  await expect(verdict(page)).toContainText(text('pt', 'editor.reason.exceeds-full-set'));
});

test('es: a Jungle animal on its own den is refused with the translated reason', async ({ page }) => {
  await openEditor(page, editorPath('es', 'jungle'));
  await expect(verdict(page)).toHaveAttribute('data-state', 'valid');
  await page.locator('[data-action="clear"]').click();
  await expect(verdict(page)).toHaveAttribute('data-reason', 'empty-board');
  await expect(verdict(page)).toContainText(text('es', 'editor.reason.empty-board'));
  await placeWith(page, 'L', 'd1');
  await placeWith(page, 'r', 'a9');
  await expect(verdict(page)).toHaveAttribute('data-reason', 'piece-in-own-den');
  await expect(verdict(page)).toContainText(text('es', 'editor.reason.piece-in-own-den'));
  // Clicking the lion again with the lion chosen takes it off; a lion elsewhere is fine.
  await placeWith(page, 'L', 'd1', 'd2');
  await expect(verdict(page)).toHaveAttribute('data-state', 'valid');
  await expect(board(page)).toHaveAttribute('data-position', 'r6/7/7/7/7/7/7/3L3/7 r 0 1');
});

test('fr: a position given in the link that cannot be read says why and the editor starts normally', async ({
  page,
}) => {
  await openEditor(page, editorPath('fr', 'banqi', 'XXXX/8/8/8 r - 0 1'));
  await expect(page.locator('.editor-load-error')).toContainText(text('fr', 'editor.reason.rank-length'));
  await expect(board(page)).toHaveAttribute(
    'data-position',
    'XXXXXXXX/XXXXXXXX/XXXXXXXX/XXXXXXXX - G1A2E2R2H2C2S5g1a2e2r2h2c2s5 0 1',
  );
});

for (const [lang, game] of [
  ['de', 'jungle'],
  ['pt', 'banqi'],
] as const) {
  test(`${lang}: play from here plays the edited ${game} position, and its link opens it again`, async ({ page }) => {
    test.setTimeout(60_000); // three page loads
    await openEditor(page, editorPath(lang, game));
    await page.locator('[data-action="clear"]').click();
    if (game === 'jungle') {
      await placeWith(page, 'E', 'c3');
      await placeWith(page, 'l', 'e7');
      await page.getByRole('radio', { name: text(lang, 'editor.turn.blue'), exact: true }).check();
    } else {
      await placeWith(page, 'R', 'a1');
      await placeWith(page, 'X', 'c3');
      await placeWith(page, 'h', 'h4');
      await page.locator('.editor-pool input[data-pool="C"]').fill('1');
      await page.getByRole('radio', { name: text(lang, 'editor.turn.black'), exact: true }).check();
    }
    await expect(verdict(page)).toHaveAttribute('data-state', 'valid');
    const position = game === 'jungle' ? '7/7/4l2/7/7/7/2E4/7/7 b 0 1' : '7h/2X5/8/R7 b C1 0 1';
    await expect(board(page)).toHaveAttribute('data-position', position);

    // The link field and the address bar both carry the position; opening the link restores it.
    // Both follow the position one render after the board does, so they are polled.
    const linkField = page.locator('[data-field="link"]');
    const linked = async (): Promise<string | null> =>
      new URL(await linkField.inputValue()).searchParams.get('position');
    await expect.poll(linked).toBe(position);
    await expect.poll(() => new URL(page.url()).searchParams.get('position')).toBe(position);
    const link = await linkField.inputValue();
    await page.goto('about:blank');
    await openEditor(page, new URL(link).pathname + new URL(link).search);
    await expect(board(page)).toHaveAttribute('data-position', position);

    await page.locator('[data-action="play"]').click();
    await page.waitForURL(/\/play\//, { waitUntil: 'commit' });
    await expect(page.locator('.play')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('.play-board > .pyb')).toHaveAttribute('data-position', position);
  });
}

test('es: copy link puts the editor link on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openEditor(page, editorPath('es', 'banqi', 's1R5/8/R7/8 r - 0 30'));
  await page.locator('[data-action="copy-link"]').click();
  await expect(page.locator('.editor .pyb-status')).toHaveText(text('es', 'editor.copied'));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).searchParams.get('position')).toBe('s1R5/8/R7/8 r - 0 30');
});

test('de: by keyboard only: the palette is a radio group, the squares are buttons', async ({ page }) => {
  await openEditor(page, editorPath('de', 'banqi', 's1R5/8/R7/8 r - 0 30'));
  const palette = page.getByRole('group', { name: text('de', 'editor.palette') });
  await expect(palette.getByRole('radio')).toHaveCount(16); // 14 identities, face down, the eraser
  await tool(page, 'G').focus();
  await page.keyboard.press('ArrowRight'); // next radio: the red advisor
  await expect(tool(page, 'A')).toBeChecked();
  await expect(cell(page, 'a4')).toHaveAttribute('role', 'button');
  await cell(page, 'a4').focus();
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 'b4')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(board(page)).toHaveAttribute('data-position', 'sAR5/8/R7/8 r - 0 30');
  await page.keyboard.press(' ');
  await expect(board(page)).toHaveAttribute('data-position', 's1R5/8/R7/8 r - 0 30');
});

test('pt: pieces are dragged from the palette and across the board', async ({ page }) => {
  await openEditor(page, editorPath('pt', 'jungle', '7/7/7/7/7/7/7/7/L5r r 0 1'));
  await page.locator('.editor-tool:has(input[data-piece="T"])').dragTo(cell(page, 'c5'));
  await expect(board(page)).toHaveAttribute('data-position', '7/7/7/7/2T4/7/7/7/L5r r 0 1');
  await cell(page, 'a1').dragTo(cell(page, 'b2'));
  await expect(board(page)).toHaveAttribute('data-position', '7/7/7/7/2T4/7/7/1L5/6r r 0 1');
});

test('the play page and every exercise link to the editor with their position', async ({ page }) => {
  await openPlay(page, '/fr/banqi/play/?position=' + encodeURIComponent('s1R5/8/R7/8 r - 0 30'));
  await page.getByRole('link', { name: text('fr', 'editor.open') }).click();
  await expect(page).toHaveURL(/\/fr\/banqi\/editor\/\?position=/);
  await expect(page.locator('.editor')).toHaveAttribute('data-ready', 'true');
  await expect(board(page)).toHaveAttribute('data-position', 's1R5/8/R7/8 r - 0 30');

  await page.goto('/es/learn/jungle/1/');
  const exercises = page.locator('.exercise:has(.pyb)');
  await expect(exercises.first()).toBeVisible();
  const count = await exercises.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const position = await exercises.nth(i).locator('.pyb').first().getAttribute('data-position');
    const href = await exercises.nth(i).locator('[data-action="edit-position"]').getAttribute('href');
    expect(href).toBe(`/es/dou-shou-qi/editor/?position=${encodeURIComponent(position ?? '')}`);
  }
});

for (const [lang, game] of [
  ['pt', 'banqi'],
  ['fr', 'jungle'],
] as const) {
  test(`axe: the ${game} editor with an invalid position (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    await openEditor(page, editorPath(lang, game));
    await page.locator('[data-action="clear"]').click();
    await expect(verdict(page)).toHaveAttribute('data-state', 'invalid');
    expect(await violations(page)).toEqual([]);
  });
}

/** The drawn piece of every palette choice: its size in CSS px, its radio, its picture. */
const paletteSizes = (page: Page) =>
  page.locator('.editor-tool').evaluateAll((labels) =>
    labels.map((label) => {
      const picture = label.querySelector('.pyb-icon, .editor-eraser')?.getBoundingClientRect();
      const radio = label.querySelector('input')?.getBoundingClientRect();
      const input = label.querySelector('input');
      return {
        piece: input?.dataset.piece ?? '?',
        width: picture?.width ?? 0,
        height: picture?.height ?? 0,
        // The native radio is there (focusable, with a size) but drawn invisible over the picture.
        radioHidden: input !== null && getComputedStyle(input).opacity === '0' && (radio?.width ?? 0) > 0,
        inner: label.querySelector('.pyb-icon .pyb-disc, .pyb-icon .pyb-back-disc, .editor-eraser') !== null,
      };
    }),
  );

for (const [lang, game, viewport] of [
  ['fr', 'banqi', { width: 375, height: 740 }],
  ['es', 'jungle', { width: 375, height: 740 }],
  ['pt', 'jungle', { width: 1280, height: 800 }],
  ['de', 'banqi', { width: 1280, height: 800 }],
] as const) {
  test(`${lang}: the ${game} palette draws the board's pieces 44 px across at ${viewport.width} px, chosen by arrows`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openEditor(page, editorPath(lang, game));
    const sizes = await paletteSizes(page);
    expect(sizes.length).toBe(game === 'banqi' ? 16 : 17);
    for (const s of sizes) {
      expect(s.width, s.piece).toBeGreaterThanOrEqual(44);
      expect(s.height, s.piece).toBeGreaterThanOrEqual(44);
      // The choice is shown by the picture: the native radio lies invisible (but present) over it.
      expect(s.radioHidden, s.piece).toBe(true);
      expect(s.inner, s.piece).toBe(true);
    }
    // A radio group: Tab reaches the chosen piece, arrows change the choice, the focus ring shows.
    const first = game === 'banqi' ? 'G' : 'R';
    await tool(page, first).focus();
    await page.keyboard.press('ArrowRight');
    const second = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.piece ?? '');
    expect(second).not.toBe(first);
    await expect(tool(page, second)).toBeChecked();
    const ring = await page
      .locator(`.editor-tool:has(input[data-piece="${second}"])`)
      .evaluate((label) => getComputedStyle(label).outlineStyle);
    expect(ring).toBe('solid');
    // The chosen piece is placed by the board as before.
    await page.locator('[data-action="clear"]').click();
    await cell(page, 'b2').click();
    await expect(cell(page, 'b2')).toHaveAttribute('data-piece', second);
  });
}
