/**
 * Issues 11/15, 46/47: one orientation per device. On a screen narrower than 22.4rem every Banqi board stands
 * upright (4 wide, 8 tall) with squares of at least 40 px; on wider phones every Banqi board (guide, course,
 * play, editor) is 8 wide, the play and editor boards with squares of at least 40 px.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { exercise } from './lesson-page';
import { openPlay } from './play-page';

const PAGES = [
  {
    name: 'play page (pt)',
    path: '/pt/banqi/play/',
    ready: (page: Page) => openPlay(page, '/pt/banqi/play/'),
    textAround: false,
  },
  { name: 'editor (de)', path: '/de/banqi/editor/', ready: undefined, textAround: false },
  {
    name: 'Banqi guide (es)',
    textAround: true,
    path: '/es/banqi/',
    ready: async (page: Page) => {
      await page.goto('/es/banqi/');
      await exercise(page, 'analysis-face-down-screen');
    },
  },
  { name: 'Banqi course stage (fr)', path: '/fr/learn/banqi/1/', ready: undefined, textAround: true },
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of every square of every visible Banqi board, board by board. */
async function banqiBoards(page: Page): Promise<Record<string, Box>[]> {
  return page.locator('.pyb--banqi').evaluateAll((boards) =>
    boards
      // Live boards only: a guide board is a light preview without squares until its island is live.
      .filter((b) => b.getBoundingClientRect().width > 0 && b.querySelector('[data-square]') !== null)
      .map((b) =>
        Object.fromEntries(
          [...b.querySelectorAll<HTMLElement>('[data-square]')].map((cell) => {
            const r = cell.getBoundingClientRect();
            return [cell.dataset.square ?? '', { x: r.x, y: r.y, width: r.width, height: r.height }];
          }),
        ),
      ),
  );
}

async function open(page: Page, p: (typeof PAGES)[number]): Promise<void> {
  if (p.ready) await p.ready(page);
  else await page.goto(p.path);
  await page.locator('.pyb--banqi').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.pyb--banqi [data-square]').first()).toBeAttached({ timeout: 15_000 });
}

// At 320 px an 8-wide board would have squares under 40 px, so every Banqi board stands upright; at 375 px
// every Banqi board is 8 wide, the same on every page: the play and editor boards with squares of 40 px or
// more (the whole play board fits the first screen), a board inside a guide's or the course's text frame a
// little smaller (about 33 to 37 px).
for (const { upright, ...viewport } of [
  { width: 320, height: 640, upright: true },
  { width: 375, height: 740, upright: false },
]) {
  test.describe(`${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });
    for (const p of PAGES) {
      test(`${p.name}: every Banqi board ${upright ? 'stands upright' : 'is 8 wide'}`, async ({ page }) => {
        await open(page, p);
        const boards = await banqiBoards(page);
        expect(boards.length).toBeGreaterThan(0);
        const least = upright || !p.textAround ? 40 : 32;
        for (const squares of boards) {
          expect(Object.keys(squares)).toHaveLength(32);
          for (const [name, box] of Object.entries(squares)) {
            expect(box.width, name).toBeGreaterThanOrEqual(least);
            expect(box.height, name).toBeGreaterThanOrEqual(least);
          }
          if (upright) {
            // Upright: files run down the screen (a above b, same column), ranks across (1 left of 4).
            expect(Math.abs(squares.a1!.x - squares.b1!.x)).toBeLessThan(1);
            expect(squares.b1!.y).toBeGreaterThan(squares.a1!.y);
            expect(squares.a4!.x).toBeGreaterThan(squares.a1!.x);
            expect(Math.abs(squares.a4!.y - squares.a1!.y)).toBeLessThan(1);
          } else {
            // 8 wide: files across (a left of b, same row), rank 4 above rank 1.
            expect(Math.abs(squares.a1!.y - squares.b1!.y)).toBeLessThan(1);
            expect(squares.b1!.x).toBeGreaterThan(squares.a1!.x);
            expect(squares.a4!.y).toBeLessThan(squares.a1!.y);
          }
        }
      });
    }

    if (upright)
      test('arrow keys follow the upright board as seen', async ({ page }) => {
        await openPlay(page, '/pt/banqi/play/');
        // The grid's one Tab stop starts on a1, the square the upright board shows top left.
        const cell = page.locator('.play [data-square][tabindex="0"]');
        await expect(cell).toHaveAttribute('data-square', 'a1');
        const boxes = await page
          .locator('.play [data-square]')
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y })));
        const before = (await cell.boundingBox())!;
        for (const box of boxes) expect(box.x + box.y).toBeGreaterThanOrEqual(before.x + before.y - 1);
        await cell.focus();
        for (const [key, expected] of [
          ['ArrowDown', 'b1'],
          ['ArrowRight', 'b2'],
          ['ArrowUp', 'a2'],
          ['ArrowLeft', 'a1'],
          ['ArrowDown', 'b1'],
        ] as const) {
          await page.keyboard.press(key);
          await expect(page.locator('.play [data-square]:focus')).toHaveAttribute('data-square', expected);
        }
        const down = (await page.locator('.play [data-square="b1"]').boundingBox())!;
        expect(down.y).toBeGreaterThan(before.y);
        expect(Math.abs(down.x - before.x)).toBeLessThan(1);
      });
  });
}

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const p of PAGES) {
    test(`${p.name}: the Banqi board stays 8 squares wide`, async ({ page }) => {
      await open(page, p);
      for (const squares of await banqiBoards(page)) {
        const rank1 = ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1'].map((sq) => squares[sq]!);
        for (const box of rank1) expect(Math.abs(box.y - rank1[0]!.y)).toBeLessThan(1);
        for (let i = 1; i < 8; i++) expect(rank1[i]!.x).toBeGreaterThan(rank1[i - 1]!.x);
        expect(squares.a4!.y).toBeLessThan(squares.a1!.y);
      }
    });
  }
});

// Issue 16 review: before its island is ready (or without script) an upright guide board is a preview drawn
// from the page's symbols; its pieces used to be turned about the wrong point and drawn off the board.
test.describe('an upright preview without script (320 x 640)', () => {
  test.use({ viewport: { width: 320, height: 640 }, javaScriptEnabled: false });

  test('draws every piece inside its board, face-up and face-down (pt Banqi guide)', async ({ page }) => {
    await page.goto('/pt/banqi/');
    const previews = page.locator('.pyb--banqi:has(.pyb-stage--preview)');
    await expect(previews.first()).toBeAttached();
    let checked = 0;
    for (let i = 0; i < 4; i++) {
      const board = previews.nth(i);
      await board.scrollIntoViewIfNeeded();
      const { stage, pieces } = await board.evaluate((b) => {
        const box = (e: Element) => {
          const r = e.getBoundingClientRect();
          return { x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
        };
        return {
          stage: box(b.querySelector('.pyb-stage')!),
          pieces: [...b.querySelectorAll('.pyb-piece-use, .pyb-backs')].map(box),
        };
      });
      // standing upright: taller than wide
      expect(stage.height).toBeGreaterThan(stage.width);
      for (const p of pieces) {
        expect(p.width).toBeGreaterThan(20);
        expect(p.x).toBeGreaterThanOrEqual(stage.x - 1);
        expect(p.y).toBeGreaterThanOrEqual(stage.y - 1);
        expect(p.right).toBeLessThanOrEqual(stage.right + 1);
        expect(p.bottom).toBeLessThanOrEqual(stage.bottom + 1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(4);
  });
});

// The file letters of an upright board stand in the strip down its left side (the drawing's bottom margin,
// 34 of its 444 units), one per square. A preview's background is a <use> of a page symbol, whose letters
// once stayed sideways until the island was live.
const LETTER_STRIP = 34 / 444;
const STRIP_EXERCISE = 'analysis-face-down-screen';

interface InkBox {
  readonly width: number;
  readonly height: number;
}

/**
 * The ink of each file letter (a..h, top to bottom) of the first board of one exercise of /pt/banqi/ at
 * 320 x 640: the box of its dark pixels in its square's band of the letter strip (live: once hydrated).
 */
async function letterInk(browser: Browser, live: boolean): Promise<InkBox[]> {
  const context = await browser.newContext({
    viewport: { width: 320, height: 640 },
    deviceScaleFactor: 2,
    javaScriptEnabled: live,
  });
  const page = await context.newPage();
  await page.goto('/pt/banqi/');
  // The same exercise's board both times: a preview without script, the live board once hydrated.
  const board = page.locator(`#ex-${STRIP_EXERCISE} .pyb--banqi`);
  await board.scrollIntoViewIfNeeded();
  await expect(board.locator(live ? '[data-square]' : '.pyb-stage--preview').first()).toBeAttached({
    timeout: 15_000,
  });
  // The guide's contents menu is kept out of the picture: stuck to the top of the screen, it may cover the board.
  const shot = await board.locator('.pyb-stage').screenshot({ style: '.guide-toc { visibility: hidden; }' });
  await context.close();
  const meta = await sharp(shot).metadata();
  const width = Math.round(meta.width * LETTER_STRIP);
  const { data, info } = await sharp(shot)
    .extract({ left: 0, top: 0, width, height: meta.height })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // down the strip: the drawing's left margin (34 of its 844 units), then the eight squares (100 units each)
  const top = (info.height * 34) / 844;
  const band = (info.height * 100) / 844;
  return Array.from({ length: 8 }, (_, file) => {
    let [left, right, high, low] = [Infinity, -1, Infinity, -1];
    for (let y = Math.round(top + file * band); y < Math.round(top + (file + 1) * band); y++)
      // short of the board's edge line at the strip's right
      for (let x = 0; x < info.width - 3; x++) {
        if (data[y * info.width + x]! >= 110) continue; // the frame is light, the letters dark
        [left, right, high, low] = [Math.min(left, x), Math.max(right, x), Math.min(high, y), Math.max(low, y)];
      }
    return { width: right - left + 1, height: low - high + 1 };
  });
}

test('an upright preview shows its file letters the right way up, as the live board does (320 x 640, pt)', async ({
  browser,
}) => {
  const live = await letterInk(browser, true);
  const preview = await letterInk(browser, false);
  for (const [file, box] of live.entries()) {
    const name = 'abcdefgh'[file]!;
    // a letter is there, in both
    expect(box.width, name).toBeGreaterThan(6);
    expect(box.height, name).toBeGreaterThan(6);
    // the same shape: a sideways letter swaps its width and height
    expect(Math.abs(preview[file]!.width - box.width), name).toBeLessThanOrEqual(2);
    expect(Math.abs(preview[file]!.height - box.height), name).toBeLessThanOrEqual(2);
  }
});
