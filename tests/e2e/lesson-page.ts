/** Shared helpers for the guide specs: translated texts, exercises by id, their squares and feedback. */
import { expect, type Locator, type Page } from '@playwright/test';
import { formatCounted, formatMessage } from '../../src/i18n/format';
import { LOCALE_TAGS } from '../../src/i18n/locales';
import { COURSE } from '../../src/lessons/course/stages';
import type { CourseStage } from '../../src/lessons/course/types';
import { findExercise } from '../../src/lessons/registry';
import { dictionary, type Locale } from './support';

export function text(lang: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const value = dictionary(lang)[key];
  if (value === undefined) throw new Error(`no '${key}' in ${lang}`);
  return formatMessage(value, vars);
}

/** A counted string in the plural form `count` takes in `lang` (key_one, key_other). */
export function counted(lang: Locale, key: string, count: number, vars: Record<string, string | number> = {}): string {
  const dict = dictionary(lang);
  const value = formatCounted((k) => dict[k], key, LOCALE_TAGS[lang], count, vars);
  if (value === key) throw new Error(`no '${key}' forms in ${lang}`);
  return value;
}

/** Scrolls an exercise into view and waits until its island is hydrated (client:visible). */
export async function exercise(page: Page, id: string): Promise<Locator> {
  const root = page.locator(`#ex-${id}`);
  // A practice stage or a FAQ answer is a disclosure: the reader opens it first.
  const closed = page.locator(`details:not([open]):has(#ex-${id}) > summary`);
  if ((await closed.count()) > 0) await closed.first().click();
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

/**
 * The first Jungle course stage whose tasks are all legality questions answered by a tap on the piece and one on an
 * empty or enemy square (a tap on a square of one's own piece selects that piece instead).
 */
export function legalityStage(): CourseStage {
  const stage = COURSE.jungle.find((s) =>
    s.tasks.every((id) => {
      const ex = findExercise(id);
      return ex?.kind === 'legality' && ex.expect !== 'own-piece-on-target';
    }),
  );
  if (stage === undefined) throw new Error('no Jungle stage of legality tasks only');
  return stage;
}

/**
 * The first Jungle course stage whose first task is a legality question whose move is allowed: playing that move
 * on the board answers it ("yes"), so a tap sequence alone solves it.
 */
export function yesFirstStage(): CourseStage {
  const stage = COURSE.jungle.find((s) => {
    const ex = findExercise(s.tasks[0] ?? '');
    return ex?.kind === 'legality' && ex.expect === 'legal';
  });
  if (stage === undefined) throw new Error('no Jungle stage opening on an allowed legality move');
  return stage;
}

/** The course stage holding a task. */
export function stageOf(id: string): CourseStage {
  const stage = [...COURSE.banqi, ...COURSE.jungle].find((s) => s.tasks.includes(id));
  if (stage === undefined) throw new Error(`${id} is in no course stage`);
  return stage;
}

/** The right prediction of a legality task: "yes" when the engine allows its move. */
export function rightAnswer(id: string): 'yes' | 'no' {
  const ex = findExercise(id);
  if (ex?.kind !== 'legality') throw new Error(`${id} is not a legality task`);
  return ex.expect === 'legal' ? 'yes' : 'no';
}

/** A legality task's Yes / No button. */
export const answerButton = (ex: Locator, answer: 'yes' | 'no'): Locator => ex.locator(`[data-answer="${answer}"]`);
