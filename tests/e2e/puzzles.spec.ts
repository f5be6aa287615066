/**
 * Issue 49: the puzzle trainer in two locales. A puzzle solved (its replies played on the board), one failed
 * (the solution and why the wrong move fails), a hint, a theme filter, the daily puzzle the same in two
 * browsers, the rating kept after a reload and in another locale, axe. The puzzle shown is looked up in the
 * shipped data by its data-puzzle id, so the test knows the solution without the page telling it.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { violations } from './axe';
import { text } from './play-page';
import type { Locale } from './support';
import { jungleGame } from '../../src/engine/jungle';
import { banqiGame } from '../../src/engine/banqi';
import type { GameRules } from '../../src/engine/core/game-rules';
import { dailySlot, utcDay } from '../../src/puzzles/daily';
import { parseIndex, type Puzzle } from '../../src/puzzles/schema';

type Game = 'banqi' | 'jungle';
const slug = (game: Game): string => (game === 'banqi' ? 'banqi' : 'dou-shou-qi');
const trainerPath = (lang: Locale, game: Game, query = ''): string => `/${lang}/${slug(game)}/puzzles/${query}`;

const readJson = (game: Game, file: string): unknown =>
  JSON.parse(readFileSync(`public/puzzles/${game}/${file}`, 'utf8'));
const index = (game: Game) => {
  const r = parseIndex(readJson(game, 'index.json'));
  if (!r.ok) throw new Error('index');
  return r.value;
};
const chunkPuzzles = (game: Game, file: string): Puzzle[] => (readJson(game, file) as { puzzles: Puzzle[] }).puzzles;
const allPuzzles = (game: Game): Puzzle[] => index(game).chunks.flatMap((c) => chunkPuzzles(game, c.file));
const rules = (game: Game) => (game === 'banqi' ? banqiGame : jungleGame) as GameRules<unknown>;

const current = (page: Page) => page.locator('[data-puzzles] [data-puzzle]');
const feedback = (page: Page) => current(page).locator('[data-task-feedback]');
const cell = (page: Page, sq: string) => current(page).locator(`[data-square="${sq}"]`);

async function open(page: Page, path: string): Promise<Puzzle> {
  await page.goto(path);
  return shown(page, path.includes('banqi') ? 'banqi' : 'jungle');
}

/** The puzzle on the page, from the shipped data. */
async function shown(page: Page, game: Game): Promise<Puzzle> {
  await expect(current(page)).toHaveAttribute('data-state', 'todo', { timeout: 15_000 });
  const id = await current(page).getAttribute('data-puzzle');
  const p = allPuzzles(game).find((x) => x.id === id);
  if (p === undefined) throw new Error(`puzzle ${id} is not shipped`);
  return p;
}

async function play(page: Page, move: string): Promise<void> {
  await cell(page, move.slice(0, 2)).click();
  if (move.slice(0, 2) !== move.slice(2, 4)) await cell(page, move.slice(2, 4)).click();
}

async function solve(page: Page, p: Puzzle): Promise<void> {
  for (let i = 0; i < p.line.length; i += 2) {
    await play(page, p.line[i]!);
    if (i + 1 < p.line.length) await expect(feedback(page)).toHaveAttribute('data-verdict', 'progress');
  }
  await expect(current(page)).toHaveAttribute('data-state', 'solved');
}

const rating = async (page: Page): Promise<number> =>
  Number(await page.locator('[data-rating]').getAttribute('data-rating'));

test('pt: a puzzle solved, its rating kept after a reload and on the German page, then the next one', async ({
  page,
}) => {
  await page.goto(trainerPath('pt', 'jungle'));
  await expect(page.locator('[data-puzzles]')).toHaveAttribute('data-puzzle-count', String(index('jungle').count));
  const p = await shown(page, 'jungle');
  const before = await rating(page);
  await solve(page, p);
  await expect(feedback(page)).toHaveAttribute('data-verdict', 'success');
  await expect(feedback(page)).toContainText(text('pt', 'puzzles.verdict.solved'));
  await expect.poll(() => rating(page)).toBeGreaterThan(before);
  const after = await rating(page);
  await expect(page.locator('[data-streak]')).toHaveAttribute('data-streak', '1');
  await expect(page.locator('[data-action="play-on"]')).toHaveAttribute('href', /\/pt\/dou-shou-qi\/play\/\?position=/);

  await page.locator('[data-action="next"]').click();
  const next = await shown(page, 'jungle');
  expect(next.id).not.toBe(p.id);

  await page.reload();
  await shown(page, 'jungle');
  expect(await rating(page)).toBe(after);
  await page.goto(trainerPath('de', 'jungle'));
  const german = await shown(page, 'jungle');
  expect(german.id).not.toBe(p.id);
  expect(await rating(page)).toBe(after);
});

test('de: a wrong move fails the puzzle, with the solution and why the move fails', async ({ page }) => {
  const p = await open(page, trainerPath('de', 'jungle'));
  const r = rules('jungle');
  const start = r.parse(p.position);
  if (!start.ok) throw new Error('position');
  const wrong = r.legalMoves(start.value).find((m) => m !== p.line[0])!;
  const before = await rating(page);
  await play(page, wrong);
  await expect(current(page)).toHaveAttribute('data-state', 'failed');
  await expect(feedback(page)).toHaveAttribute('data-verdict', 'wrong');
  await expect(feedback(page)).toContainText(text('de', 'puzzles.verdict.failed'));
  const first = p.line[0]!;
  await expect(feedback(page)).toContainText(new RegExp(`${first.slice(0, 2)}[–×]${first.slice(2, 4)}`));
  // The engine's reply arrives from the AI worker: the sentence then says what it does.
  await expect(feedback(page).locator('[data-why]')).toHaveAttribute('data-why', /^(capture|wins|quiet)$/, {
    timeout: 20_000,
  });
  const why = await feedback(page).locator('[data-why]').innerText();
  expect(why).toContain(`${wrong.slice(0, 2)}`);
  expect(why).not.toMatch(/\{\{/);
  await expect(current(page).locator('.pyb-mark-arrow')).toHaveCount(2);
  await expect(page.locator('[data-streak]')).toHaveAttribute('data-streak', '0');
  await expect.poll(() => rating(page)).toBeLessThan(before);
  expect(await violations(page)).toEqual([]);
});

test('pt: the hint marks the piece to move; de: a theme link keeps to its theme', async ({ page }) => {
  const p = await open(page, trainerPath('pt', 'banqi'));
  await current(page).locator('[data-action="hint"]').click();
  await expect(current(page).locator('[data-hint]')).toContainText(p.line[0]!.slice(0, 2));
  await expect(current(page).locator('.pyb-mark-circle')).toHaveCount(1);
  await expect(cell(page, p.line[0]!.slice(0, 2))).toHaveAccessibleName(new RegExp(text('pt', 'puzzles.hint')));
  expect(await violations(page)).toEqual([]);

  await page.goto(trainerPath('de', 'jungle'));
  const link = page.locator('a[data-theme="lake-jump"]');
  await expect(link).toHaveAttribute('href', '/de/dou-shou-qi/puzzles/?theme=lake-jump');
  await link.click();
  for (let i = 0; i < 2; i++) {
    const q = await shown(page, 'jungle');
    expect(q.themes, q.id).toContain('lake-jump');
    await solve(page, q);
    await page.locator('[data-action="next"]').click();
  }
});

test('the daily puzzle is the same in two browsers on the same day, and the one the date names', async ({
  browser,
}) => {
  const slot = dailySlot('jungle', utcDay(new Date()), index('jungle'))!;
  const expected = chunkPuzzles('jungle', slot.file)[slot.offset]!;
  const ids: string[] = [];
  for (const lang of ['pt', 'de'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(trainerPath(lang, 'jungle'));
    await page.locator('a[data-action="daily"]').click();
    const p = await shown(page, 'jungle');
    ids.push(p.id);
    await context.close();
  }
  expect(ids).toEqual([expected.id, expected.id]);
});

test('de: the guides link to their themes, with the count of puzzles', async ({ page }) => {
  await page.goto('/de/dou-shou-qi/');
  const trap = page.locator('a[data-theme="trap"]');
  await expect(trap).toHaveAttribute('href', '/de/dou-shou-qi/puzzles/?theme=trap');
  const count = allPuzzles('jungle').filter((p) => p.themes.includes('trap')).length;
  await expect(trap).toContainText(String(count));
  await page.goto('/pt/banqi/');
  await expect(page.locator('a[data-theme="cannon-screen"]')).toHaveAttribute(
    'href',
    '/pt/banqi/puzzles/?theme=cannon-screen',
  );
});
