/**
 * Issue 49: safest-reveal puzzles in the trainer, in two locales. One solved by revealing the safest
 * face-down piece; one failed by revealing another, the feedback then giving both reveals' odds; axe.
 * The puzzle shown is looked up in the shipped data by its id; the next safest square comes from the odds.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { violations } from './axe';
import { text } from './play-page';
import { parsePosition } from '../../src/engine/banqi';
import { clearlySafest } from '../../src/puzzles/safest-reveal';
import type { Puzzle } from '../../src/puzzles/schema';

const readJson = (file: string): unknown => JSON.parse(readFileSync(`public/puzzles/banqi/${file}`, 'utf8'));
const index = readJson('index.json') as { chunks: { file: string }[] };
const puzzles = index.chunks.flatMap((c) => (readJson(c.file) as { puzzles: Puzzle[] }).puzzles);

const current = (page: Page) => page.locator('[data-puzzles] [data-puzzle]');
const feedback = (page: Page) => current(page).locator('[data-task-feedback]');

async function shown(page: Page, path: string): Promise<Puzzle> {
  await page.goto(path);
  await expect(current(page)).toHaveAttribute('data-state', 'todo', { timeout: 15_000 });
  const id = await current(page).getAttribute('data-puzzle');
  const p = puzzles.find((x) => x.id === id);
  if (p === undefined) throw new Error(`puzzle ${id} is not shipped`);
  expect(p.themes).toContain('safest-reveal');
  return p;
}

test('fr: the safest reveal solves a safest-reveal puzzle', async ({ page }) => {
  const p = await shown(page, '/fr/banqi/puzzles/?theme=safest-reveal');
  await expect(current(page).locator('[data-task-prompt]')).toContainText(
    text('fr', 'puzzles.task.reveal.red').split(' : ')[1]!,
  );
  await current(page)
    .locator(`[data-square="${p.line[0]!.slice(0, 2)}"]`)
    .click();
  await expect(current(page)).toHaveAttribute('data-state', 'solved');
  await expect(feedback(page)).toHaveAttribute('data-verdict', 'success');
  expect(await violations(page)).toEqual([]);
});

test('es: another reveal fails it, with both reveals’ odds', async ({ page }) => {
  const p = await shown(page, '/es/banqi/puzzles/?theme=safest-reveal');
  const pos = parsePosition(p.position);
  if (!pos.ok) throw new Error('position');
  const s = clearlySafest(pos.value);
  if (!s.ok) throw new Error('not clearly safest');
  await current(page).locator(`[data-square="${s.next.square}"]`).click();
  await expect(current(page)).toHaveAttribute('data-state', 'failed');
  const why = feedback(page).locator('[data-why]');
  await expect(why).toHaveAttribute('data-why', 'odds', { timeout: 10_000 });
  const sentence = await why.innerText();
  expect(sentence).toContain(s.next.square);
  expect(sentence).toContain(s.safest.square);
  expect(sentence).toMatch(/%.*%/);
  expect(sentence).not.toMatch(/\{\{/);
  expect(sentence).toContain(text('es', 'puzzles.why.odds').split('{{')[0]!.trim());
  expect(await violations(page)).toEqual([]);
});
