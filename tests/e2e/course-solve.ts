/**
 * Helpers for the Learn course's browser tests: a stage page, its tasks, and each task solved from its own data
 * (the stored answer the unit tests prove with the engine), never by trial, with only right actions.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { GameId } from '../../src/i18n/routes';
import { COURSE } from '../../src/lessons/course/stages';
import { findExercise } from '../../src/lessons/registry';
import type { Exercise } from '../../src/lessons/types';
import { answerButton, cell, feedback, rightAnswer, text } from './lesson-page';
import type { Locale } from './support';

/** The number of the stage of `game` that holds a task. */
export function stageNumberOf(game: GameId, id: string): number {
  const stage = COURSE[game].find((s) => s.tasks.includes(id));
  if (stage === undefined) throw new Error(`no ${game} stage holds ${id}`);
  return stage.n;
}

export const task = (page: Page, id: string): Locator => page.locator(`[data-task="${id}"]`);

export async function openStage(page: Page, lang: Locale, game: GameId, n: number): Promise<void> {
  await page.goto(`/${lang}/learn/${game}/${n}/`);
  await expect(page.locator('.course-progress')).toBeVisible();
}

/** Scrolls to a task and waits for its board's squares (a later task's island grows them once reached). */
export async function reach(page: Page, id: string): Promise<Locator> {
  await task(page, id).scrollIntoViewIfNeeded();
  await expect(task(page, id).locator('[data-square]').first()).toBeAttached();
  return task(page, id);
}

export function exerciseOf(id: string): Exercise {
  const ex = findExercise(id);
  if (ex === undefined) throw new Error(`no exercise ${id}`);
  return ex;
}

/** Plays a move on a task's board by taps: a reveal ('b3b3') is one tap on its square. */
async function tapMove(root: Locator, move: string): Promise<void> {
  const from = move.slice(0, 2);
  const to = move.slice(2, 4);
  await cell(root, from).click();
  if (to !== from) await cell(root, to).click();
}

/**
 * Solves a task with only right actions, as a reader who knows the answer; `steps` is told each verdict on the
 * way, and `atEachVerdict` is called after each (the fit checks). Every kind the course holds.
 */
export async function solveCleanly(
  page: Page,
  lang: Locale,
  id: string,
  steps: string[],
  atEachVerdict: (root: Locator) => Promise<void> = async () => undefined,
): Promise<void> {
  const ex = exerciseOf(id);
  const root = await reach(page, id);
  const verdict = async (): Promise<void> => {
    steps.push((await root.getAttribute('data-verdict')) ?? '');
    await atEachVerdict(root);
  };
  const check = (key: string): Promise<void> => root.getByRole('button', { name: text(lang, key) }).click();
  switch (ex.kind) {
    case 'legality':
      await answerButton(root, rightAnswer(id)).click();
      break;
    case 'find-move':
      await tapMove(root, ex.solutions[0]!);
      break;
    case 'all-captures':
      for (const [i, c] of ex.captures.entries()) {
        await tapMove(root, c);
        if (i < ex.captures.length - 1) {
          await expect(root).toHaveAttribute('data-verdict', 'progress');
          await verdict();
        }
      }
      break;
    case 'pick-squares':
      for (const sq of ex.squares) await cell(root, sq).click();
      await check('lesson.ui.pick.check');
      break;
    case 'play-out':
      for (const [i, m] of ex.solution.entries()) {
        await tapMove(root, m);
        if (i < ex.solution.length - 1) {
          await expect(feedback(root)).toHaveAttribute('data-verdict', 'playout-reply', { timeout: 15_000 });
          await expect(root).toHaveAttribute('data-verdict', 'progress');
          await verdict();
        }
      }
      break;
    case 'collect':
      for (const [i, m] of ex.solution.entries()) {
        await tapMove(root, m);
        if (i < ex.solution.length - 1) {
          await expect(root.locator('[data-collected]')).toHaveAttribute('data-used', String(i + 1));
          await expect(root).toHaveAttribute('data-verdict', 'progress');
          await verdict();
        }
      }
      break;
    case 'identity-counter': {
      const counts = [...ex.pool.matchAll(/([A-Za-z])(\d+)/g)];
      for (const [, identity, n] of counts) await root.locator(`input[data-identity="${identity}"]`).fill(n!);
      await check('lesson.ui.counter.check');
      break;
    }
    case 'safest-reveal':
      await root.locator(`#ex-${id}-sq-${ex.answer}`).check();
      await check('lesson.ui.safest.check');
      break;
    case 'reveal-review':
      await root.locator(`#ex-${id}-risk-${ex.risk}`).check();
      await check('lesson.ui.review.check');
      break;
    case 'sandbox':
      throw new Error(`${id}: a sandbox has no answer to solve`);
    default:
      throw new Error(`${id}: no clean solver for kind ${(ex as Exercise).kind}`);
  }
  await expect(root).toHaveAttribute('data-state', 'solved');
  await expect(root).toHaveAttribute('data-verdict', 'solved');
  await verdict();
}
