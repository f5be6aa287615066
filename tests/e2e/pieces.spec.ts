/**
 * Piece art (issue 11): every piece of both games draws in both sets without any font on the
 * machine (the art is SVG paths from /pieces/<game>.svg; this Chromium has no CJK font, and the
 * test does not need one either way), the choice of set is remembered for every board, and the
 * legend is reachable by keyboard.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

const GAMES = [
  { game: 'banqi', path: '/pt/banqi/play/', letters: 'GAERHCS' },
  { game: 'jungle', path: '/fr/dou-shou-qi/play/', letters: 'RCDWPTLE' },
] as const;

/** Characters first: pictures is the default, so choosing it second is a real change. */
const SETS = ['characters', 'pictures'] as const;

async function chooseSet(page: Page, set: (typeof SETS)[number]): Promise<void> {
  await page.locator(`[data-legend] input[data-action="piece-set"][value="${set}"]`).first().check();
  await expect(page.locator('html')).toHaveAttribute('data-piece-set', set);
}

/** The art of each piece in `icon`: the face symbol it points at and the size of what it draws now. */
async function shownArt(icon: Locator): Promise<{ href: string; width: number; height: number }[]> {
  return icon.locator('use').evaluateAll((uses) =>
    uses.map((u) => {
      const box = (u as SVGGraphicsElement).getBBox();
      return { href: u.getAttribute('href') ?? '', width: box.width, height: box.height };
    }),
  );
}

for (const { game, path, letters } of GAMES) {
  test(`${game}: every piece of the legend draws its art in both sets, from our sprite, without fonts`, async ({
    page,
  }) => {
    test.slow(); // some 30 element screenshots: on a busy 2-core machine this can pass 30 s
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const legend = page.locator('[data-legend]');
    await expect(legend.locator('[data-legend-piece]')).toHaveCount(letters.length);
    // Faces carry no text but the rank or strength number: nothing there depends on a font's CJK glyphs.
    const faceTexts = await page.locator('.pyb-face text').allTextContents();
    expect(faceTexts.length).toBeGreaterThan(0);
    expect(faceTexts.filter((t) => !/^\d$/.test(t))).toEqual([]);

    const shots = new Map<string, Buffer>();
    for (const set of SETS) {
      await chooseSet(page, set);
      for (const letter of letters) {
        const icons = legend.locator(`[data-legend-piece="${letter}"] .pyb-icon`);
        await expect(icons).toHaveCount(2);
        for (const icon of await icons.all()) {
          const art = await shownArt(icon);
          expect(art, `${letter} ${set}`).toHaveLength(1);
          const [shown] = art;
          expect(shown!.href).toMatch(new RegExp(`^/pieces/${game}\\.svg#f-${letter}$`, 'i'));
          // An unresolved or empty symbol has no geometry; a drawn one fills much of its 54-unit box.
          expect(shown!.width, `${letter} ${set} width`).toBeGreaterThan(25);
          expect(shown!.height, `${letter} ${set} height`).toBeGreaterThan(25);
        }
        shots.set(`${set}${letter}`, await icons.first().screenshot());
      }
    }
    // Pixels: the art differs between the sets and from a bare face (the same piece with no art).
    const bare = legend.locator(`[data-legend-piece="${letters[0]}"] .pyb-icon`).first();
    await bare.evaluate((svg) => svg.querySelectorAll('use').forEach((u) => u.remove()));
    await page.waitForTimeout(100);
    const empty = await bare.screenshot();
    for (const letter of letters) {
      const pic = shots.get(`pictures${letter}`)!;
      const chr = shots.get(`characters${letter}`)!;
      expect(pic.equals(chr), `${letter}: pictures and characters look the same`).toBe(false);
      if (letter === letters[0]) {
        expect(pic.equals(empty), `${letter}: picture is blank`).toBe(false);
        expect(chr.equals(empty), `${letter}: character is blank`).toBe(false);
      }
    }
    // All pictures of a set differ from one another.
    for (const set of SETS) {
      const all = [...letters].map((l) => shots.get(`${set}${l}`)!.toString('base64'));
      expect(new Set(all).size, set).toBe(letters.length);
    }
  });
}

test('the piece set chosen in a legend applies to the board, survives a reload and follows to other pages', async ({
  page,
}) => {
  await page.goto('/fr/dou-shou-qi/play/');
  await page.waitForLoadState('networkidle');
  const boardPiece = page.locator('.pyb-pieces .pyb-face').first();
  await expect(boardPiece).toBeVisible();
  const before = await boardPiece.screenshot();
  await chooseSet(page, 'characters');
  expect((await boardPiece.screenshot()).equals(before), 'the board piece changed its art').toBe(false);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-piece-set', 'characters');
  await expect(page.locator('[data-legend] input[value="characters"]')).toBeChecked();
  await page.goto('/pt/banqi/');
  await expect(page.locator('html')).toHaveAttribute('data-piece-set', 'characters');
  await expect(page.locator('[data-legend] input[value="characters"]')).toBeChecked();
  await chooseSet(page, 'pictures');
  await page.goto('/fr/dou-shou-qi/play/');
  await expect(page.locator('html')).toHaveAttribute('data-piece-set', 'pictures');
});

test('a corrupted stored piece set is ignored: pictures are shown', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('plyyard.pieceSet', '<garbage>'));
  await page.goto('/pt/banqi/play/');
  await expect(page.locator('html')).not.toHaveAttribute('data-piece-set', /./);
  await expect(page.locator('[data-legend] input[value="pictures"]')).toBeChecked();
});

test('the legend is reached by keyboard, opens and closes, and its piece-set choice works from the keyboard', async ({
  page,
}) => {
  await page.goto('/de/dou-shou-qi/play/');
  const summary = page.locator('[data-legend] summary');
  await page.locator('.pyb [role="grid"]').first().focus();
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await summary.evaluate((el) => el === document.activeElement);
  }
  expect(reached, 'Tab from the board reaches the legend').toBe(true);
  const legend = page.locator('[data-legend]');
  await expect(legend).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(legend).not.toHaveAttribute('open', '');
  await expect(legend.locator('[data-legend-piece="R"]')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(legend.locator('[data-legend-piece="R"]')).toBeVisible();
  // The rows are named for screen readers: a row header holds the translated name.
  await expect(legend.getByRole('rowheader', { name: 'Ratte' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(legend.locator('input[value="pictures"]')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('html')).toHaveAttribute('data-piece-set', 'characters');
});

test('the Banqi guide shows the piece chart with art instead of a bare rank table', async ({ page }) => {
  await page.goto('/es/banqi/');
  const chart = page.locator('[data-legend="banqi"]');
  await expect(chart).toHaveCount(1);
  await expect(chart.locator('[data-legend-piece]')).toHaveCount(7);
  await expect(chart.getByRole('rowheader', { name: 'Cañón' })).toBeVisible();
  expect((await shownArt(chart.locator('[data-legend-piece="C"] .pyb-icon').first()))[0]?.width).toBeGreaterThan(25);
});

test('on a 320 px phone a Jungle piece is at least 36 px wide and the legend starts closed', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
  await page.goto('/pt/dou-shou-qi/play/');
  const piece = page.locator('.pyb .pyb-pieces .pyb-face').first();
  await expect(piece).toBeVisible();
  const box = await piece.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(36);
  const legend = page.locator('details[data-legend]');
  await expect(legend).not.toHaveAttribute('open', '');
  await legend.locator('summary').click();
  await expect(legend.locator('[data-legend-piece="E"]')).toBeVisible();
  await page.close();
});
