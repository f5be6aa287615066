/**
 * Issue 45, the course's illustrated parts: a stage opens with a demonstration played on the board (step by step,
 * its captions in a live region, "Play again", "Next move", none of it moving by itself for a reader who prefers
 * reduced motion) and "Start" focuses the first task; the Learn map shows a tile with a board picture per stage
 * and highlights the stage to continue with; the home page shows both games. axe on the three. Build first.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { localizedPath, routesOfKind, GAME_IDS, GAME_ROUTES } from '../../src/i18n/routes';
import { demoFrames, type DemoFrame } from '../../src/lessons/course/demo-frames';
import { stageDemo } from '../../src/lessons/course/demos';
import { COURSE } from '../../src/lessons/course/stages';
import { starsKey } from '../../src/lessons/course/stars';
import type { GameId } from '../../src/i18n/routes';
import { violations } from './axe';
import { text } from './lesson-page';
import type { Locale } from './support';

function framesOf(game: GameId, n: number): DemoFrame[] {
  const demo = stageDemo(game, n);
  if (demo === undefined) throw new Error(`no demonstration for ${game}/${n}`);
  const frames = demoFrames(game, n, demo);
  if (!frames.ok) throw new Error(JSON.stringify(frames.error));
  return frames.value;
}

const stagePath = (lang: Locale, game: GameId, n: number): string => {
  const route = routesOfKind('learn-stage').find((r) => r.route.game === game && r.route.n === n);
  if (route === undefined) throw new Error(`no route ${game}/${n}`);
  return localizedPath(lang, route.id);
};

const demoOf = (page: Page): Locator => page.locator('[data-demo]');
const demoBoard = (page: Page): Locator => demoOf(page).locator('.pyb[data-position]');
const caption = (page: Page): Locator => demoOf(page).locator('[data-demo-caption]');

/** The demonstration's island is live: its server HTML has been hydrated. */
async function demoLive(page: Page): Promise<void> {
  await expect(page.locator('astro-island:has(> [data-demo])')).not.toHaveAttribute('ssr', { timeout: 15_000 });
}

test('a stage opens with its demonstration, played move by move with captions; Play again replays it; Start focuses task 1 (pt)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // Banqi 8: a long first caption and a short second one.
  const [game, n] = ['banqi', 8] as const;
  const frames = framesOf(game, n);
  await page.goto(stagePath('pt', game, n));
  await expect(demoOf(page)).toBeVisible();
  // It comes before the first task, and opens on the position before the first move with its caption.
  const demoTop = (await demoOf(page).boundingBox())!.y;
  expect(demoTop).toBeLessThan((await page.locator('[data-task]').first().boundingBox())!.y);
  await expect(demoBoard(page)).toHaveAttribute('data-position', frames[0]!.position);
  await expect(caption(page)).toContainText(text('pt', frames[0]!.captionKey));
  await expect(caption(page)).toHaveAttribute('aria-live', 'polite');
  // The squares that matter are shaded on the board.
  await expect(demoOf(page).locator('.pyb-mark-square')).toHaveCount(frames[0]!.squares.length);
  await demoLive(page);
  const firstTask = page.locator('[data-task]').first();
  const taskTop = async (): Promise<number> => await firstTask.evaluate((el) => el.getBoundingClientRect().top);
  const before = await taskTop();
  // It plays by itself to the end: the last position, the last step's caption.
  await expect(demoOf(page)).toHaveAttribute('data-demo-done', 'true', { timeout: 15_000 });
  // Nothing below it moved while the captions changed.
  expect(await taskTop()).toBe(before);
  const end = frames[frames.length - 1]!;
  await expect(demoBoard(page)).toHaveAttribute('data-position', end.position);
  await expect(caption(page)).toContainText(text('pt', end.captionKey));
  // A played move is drawn as the last move.
  await expect(demoOf(page).locator('.pyb-last')).toHaveCount(2);
  // Play again: back to the opening position, then to the end once more.
  await demoOf(page).locator('[data-action="replay-demo"]').click();
  await expect(demoOf(page)).not.toHaveAttribute('data-demo-done', 'true');
  await expect(caption(page)).toContainText(text('pt', frames[0]!.captionKey));
  await expect(demoOf(page)).toHaveAttribute('data-demo-done', 'true', { timeout: 15_000 });
  await expect(demoBoard(page)).toHaveAttribute('data-position', end.position);
  // Start: the first task has the focus and its top is on screen.
  await demoOf(page).locator('[data-action="start"]').click();
  const first = page.locator(`[data-task="${COURSE[game][n - 1]!.tasks[0]!}"]`);
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
});

test('for a reader who prefers reduced motion the demonstration waits; Next move shows each move, by keyboard too (es)', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const [game, n] = ['jungle', 11] as const;
  const frames = framesOf(game, n);
  await page.goto(stagePath('es', game, n));
  await demoLive(page);
  await page.waitForTimeout(3000); // more than a frame's time when it plays by itself
  await expect(demoOf(page)).toHaveAttribute('data-demo-frame', '0');
  const next = demoOf(page).locator('[data-action="demo-step"]');
  await next.focus();
  for (let at = 1; at < frames.length; at += 2) {
    await page.keyboard.press('Enter');
    await expect(demoBoard(page)).toHaveAttribute('data-position', frames[at]!.position);
    await expect(caption(page)).toContainText(text('es', frames[at]!.captionKey));
  }
  await expect(demoOf(page)).toHaveAttribute('data-demo-done', 'true');
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  // Play again goes back to the start and waits there.
  await demoOf(page).locator('[data-action="replay-demo"]').click();
  await expect(demoOf(page)).toHaveAttribute('data-demo-frame', '0');
  await page.waitForTimeout(2000);
  await expect(demoOf(page)).toHaveAttribute('data-demo-frame', '0');
});

test('the Learn map shows every stage as a tile with a board picture and stars, and highlights the stage to continue (fr)', async ({
  page,
}) => {
  await page.goto('/fr/learn/');
  const links = page.locator('a[data-stage]');
  await expect(links).toHaveCount(COURSE.banqi.length + COURSE.jungle.length);
  for (const game of GAME_IDS)
    for (const s of COURSE[game]) {
      const tile = page.locator(`[data-stage-tile="${game}/${s.n}"]`);
      await expect(
        tile.locator(`a[data-stage="${game}/${s.n}"] [data-board-picture="${game}"] svg use`).first(),
      ).toBeAttached();
      await expect(tile.locator('[data-stars-glyphs]')).toHaveText('☆☆☆');
    }
  // A new reader goes on with stage 1 of each game.
  await expect(page.locator('[data-next-stage]')).toHaveCount(2);
  await expect(page.locator('[data-stage-tile="banqi/1"]')).toHaveAttribute('data-next-stage', 'true');
  await expect(page.locator('[data-stage-tile="jungle/1"]')).toHaveAttribute('data-next-stage', 'true');
  await expect(page.locator('a[data-stage="banqi/1"]')).toContainText(text('fr', 'learn.continue'));
  await expect(page.locator('[data-stage-tile="banqi/2"] .course-tile-continue')).toBeHidden();
  // Stages 1 and 2 of Banqi finished: stage 3 is the one to continue with, and the stars show.
  await page.evaluate(([key]) => localStorage.setItem(key!, JSON.stringify({ '1': 3, '2': 2 })), [starsKey('banqi')]);
  await page.reload();
  await expect(page.locator('[data-stage-tile="banqi/3"]')).toHaveAttribute('data-next-stage', 'true');
  await expect(page.locator('[data-stage-tile="banqi/1"]')).not.toHaveAttribute('data-next-stage');
  await expect(page.locator('[data-stage-tile="banqi/1"] [data-stars-glyphs]')).toHaveText('★★★');
  await expect(page.locator('[data-stage-tile="banqi/2"] [data-stars-glyphs]')).toHaveText('★★☆');
  await expect(page.locator('[data-stage-tile="jungle/1"]')).toHaveAttribute('data-next-stage', 'true');
  await expect(page.locator('[data-stage-tile="banqi/3"] .course-tile-continue')).toBeVisible();
});

for (const lang of ['pt', 'de'] as const)
  test(`the home page shows both games: board picture, one sentence, start the course and play (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/`);
    for (const game of GAME_IDS) {
      const card = page.locator(`[data-game-card="${game}"]`);
      await expect(card.locator(`[data-board-picture="${game}"] svg use`).first()).toBeVisible();
      await expect(card).toContainText(text(lang, `game.${game}.summary`));
      await expect(card.getByRole('link', { name: text(lang, 'home.startCourse') })).toHaveAttribute(
        'href',
        stagePath(lang, game, 1),
      );
      await expect(card.getByRole('link', { name: text(lang, `game.${game}.play`) })).toHaveAttribute(
        'href',
        localizedPath(lang, GAME_ROUTES[game].play),
      );
    }
    await page
      .locator('[data-game-card="jungle"]')
      .getByRole('link', { name: text(lang, 'home.startCourse') })
      .click();
    await expect(demoOf(page)).toBeVisible();
  });

test('axe finds nothing on the home page, the map and a stage with its demonstration (pt)', async ({ page }) => {
  test.setTimeout(150_000); // three pages, two scans each, on a loaded machine
  await page.goto('/pt/');
  expect(await violations(page)).toEqual([]);
  await page.goto('/pt/learn/');
  expect(await violations(page)).toEqual([]);
  await page.goto(stagePath('pt', 'jungle', 6));
  await demoLive(page);
  await expect(demoOf(page)).toHaveAttribute('data-demo-done', 'true', { timeout: 15_000 });
  expect(await violations(page)).toEqual([]);
});
