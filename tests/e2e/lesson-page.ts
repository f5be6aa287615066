/** Shared helpers for the guide specs: translated texts, exercises by id, their squares and feedback. */
import { expect, type Locator, type Page } from '@playwright/test';
import { formatMessage } from '../../src/i18n/format';
import { findExercise } from '../../src/lessons/registry';
import { dictionary, type Locale } from './support';

export function text(lang: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const value = dictionary(lang)[key];
  if (value === undefined) throw new Error(`no '${key}' in ${lang}`);
  return formatMessage(value, vars);
}

/** Scrolls an exercise into view and waits until its island is hydrated (client:visible). */
export async function exercise(page: Page, id: string): Promise<Locator> {
  const root = page.locator(`#ex-${id}`);
  await root.scrollIntoViewIfNeeded();
  // Hydration of a long guide page can take seconds on a loaded machine.
  await expect(page.locator(`astro-island:has(> #ex-${id})`)).not.toHaveAttribute('ssr', { timeout: 15_000 });
  return root;
}

export const cell = (ex: Locator, square: string): Locator => ex.locator(`[data-square="${square}"]`);
export const feedback = (ex: Locator): Locator => ex.locator('.exercise-feedback');

export async function tryMove(ex: Locator, from: string, to: string): Promise<void> {
  await cell(ex, from).click();
  await cell(ex, to).click();
}

/**
 * Holds the site modules matching `glob` (a Playwright route pattern, such as the CourseTask module's) until the
 * returned function is called: the islands that need them stay server HTML until then.
 */
export async function holdModules(page: Page, glob: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The move a legality task (guide or course) asks for, in notation ('a1a2'). */
export function legalityMove(id: string): string {
  const ex = findExercise(id);
  if (ex?.kind !== 'legality') throw new Error(`${id} is not a legality task`);
  return ex.move;
}

/** The right prediction of a legality task: "yes" when the engine allows its move. */
export function rightAnswer(id: string): 'yes' | 'no' {
  const ex = findExercise(id);
  if (ex?.kind !== 'legality') throw new Error(`${id} is not a legality task`);
  return ex.expect === 'legal' ? 'yes' : 'no';
}

/** A legality task's Yes / No button. */
export const answerButton = (ex: Locator, answer: 'yes' | 'no'): Locator => ex.locator(`[data-answer="${answer}"]`);
