/**
 * A replay of a finished course stage (issue 45, "the best kept"): "Play this stage again" starts a fresh run in
 * this tab, kept in sessionStorage (key plyyard:run:<game>/<n>:<edition>, a JSON list of the ids solved in the
 * run). While a run is on, the stage's tasks count as todo until solved in the run, its wrong tries are counted
 * again (wrong-tries.ts), and once every task is solved in the run the stage keeps the better of its kept stars
 * and the run's (progress-line.ts). The solved list shared with the guides (../progress.ts) is never touched:
 * task ids are guide exercise ids. Storage is passed in; junk and blocked storage mean no run.
 */
import type { GameId } from '../../i18n/routes';
import type { ProgressStore } from '../progress';
import { COURSE_EDITION } from './edition';
import { readStars } from './stars';
import { clearWrongTries } from './wrong-tries';

/** Fired on window when "Play this stage again" starts a fresh run (detail: { game, n }). */
export const REPLAY_EVENT = 'plyyard:replay';

export const runKey = (game: GameId, n: number): string => `plyyard:run:${game}/${n}:${COURSE_EDITION}`;

/** The ids solved in the stage's run, or null when no run is on. */
export function readRun(store: ProgressStore | null, game: GameId, n: number): readonly string[] | null {
  try {
    const raw = store?.getItem(runKey(game, n)) ?? null;
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;
  } catch {
    return null;
  }
}

function writeRun(store: ProgressStore | null, game: GameId, n: number, solved: readonly string[]): void {
  try {
    store?.setItem(runKey(game, n), JSON.stringify(solved));
  } catch {
    // Storage full or blocked: the run is not kept, and the stage stays as it was.
  }
}

/** Starts a fresh run: nothing solved in it yet, no wrong try counted. */
export function startRun(store: ProgressStore | null, game: GameId, n: number): void {
  clearWrongTries(store, game, n);
  writeRun(store, game, n, []);
}

/** Marks a task solved in the run, when one is on; returns the run's solved ids (null without a run). */
export function markRunSolved(
  store: ProgressStore | null,
  game: GameId,
  n: number,
  id: string,
): readonly string[] | null {
  const run = readRun(store, game, n);
  if (run === null || run.includes(id)) return run;
  const next = [...run, id];
  writeRun(store, game, n, next);
  return next;
}

export function endRun(store: ProgressStore | null, game: GameId, n: number): void {
  try {
    store?.removeItem(runKey(game, n));
  } catch {
    // Blocked storage: nothing was kept anyway.
  }
}

/** The tasks that count as solved on the stage: those of the run while one is on, else the guides' solved list. */
export const solvedForStage = (run: readonly string[] | null, solved: readonly string[]): readonly string[] =>
  run ?? solved;

/** Whether a wrong try counts now: on a stage not finished yet, or during a replay (a finished one's task is free). */
export function triesCount(
  stores: { readonly browser: ProgressStore | null; readonly tab: ProgressStore | null },
  game: GameId,
  n: number,
): boolean {
  return readStars(stores.browser, game)[String(n)] === undefined || readRun(stores.tab, game, n) !== null;
}
