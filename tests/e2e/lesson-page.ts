/** Shared helpers for the guide specs: translated texts, exercises by id, their squares and feedback. */
import { expect, type Locator, type Page } from '@playwright/test';
import { formatMessage } from '../../src/i18n/format';
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
