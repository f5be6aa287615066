/**
 * Wrong tries on a course stage not yet finished (they decide its stars, stars.ts). Each task of a stage is its
 * own island, so the count lives in the browser tab (sessionStorage key plyyard:wrong:<game>/<n>:<edition>, a count) where
 * every task adds to it and the stage's progress reads it once all tasks are solved. A reload does not wipe it
 * (no free stars by reloading); recording the stars clears it. Storage is passed in; junk and blocked storage
 * count as no wrong try.
 */
import type { GameId } from '../../i18n/routes';
import { webStorage, type ProgressStore } from '../progress';
import { COURSE_EDITION } from './edition';

/** Per edition of the course (stages.ts): a tab open across an update does not charge one stage's tries to another. */
const wrongTriesKey = (game: GameId, n: number): string => `plyyard:wrong:${game}/${n}:${COURSE_EDITION}`;

export function readWrongTries(store: ProgressStore | null, game: GameId, n: number): number {
  try {
    const value = Number(store?.getItem(wrongTriesKey(game, n)) ?? '0');
    return Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** One more wrong try; returns the new count. */
export function addWrongTry(store: ProgressStore | null, game: GameId, n: number): number {
  const next = readWrongTries(store, game, n) + 1;
  try {
    store?.setItem(wrongTriesKey(game, n), String(next));
  } catch {
    // Storage full or blocked: the stage is judged as if this try had not happened.
  }
  return next;
}

export function clearWrongTries(store: ProgressStore | null, game: GameId, n: number): void {
  try {
    store?.removeItem(wrongTriesKey(game, n));
  } catch {
    // Blocked storage: nothing was kept anyway.
  }
}

/** sessionStorage when the browser lets us use it, else null. */
export const tabStore = (): ProgressStore | null => webStorage('sessionStorage');
