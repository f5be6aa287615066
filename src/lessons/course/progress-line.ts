/**
 * A Learn course stage's progress line: how many of its tasks are solved and, once all are, its stars. The
 * wrong tries the stage's tasks counted (wrong-tries.ts) become the stars the first time the stage is found
 * finished, kept with the best earlier result (stars.ts); the count is then cleared. While a replay of a
 * finished stage is on (replay.ts), the line counts the tasks solved in the run, and the run's end keeps the
 * better of the kept stars and the run's, then ends the run. Stores are passed in.
 */
import { formatCounted } from '../../i18n/format';
import { readProgress, progressKey, type ProgressStore } from '../progress';
import { endRun, readRun, solvedForStage } from './replay';
import { readStars, recordStars, starsFor } from './stars';
import type { CourseStage } from './types';
import { clearWrongTries, readWrongTries } from './wrong-tries';

/** Where the solved list and stars are kept (localStorage), and the tab's wrong tries (sessionStorage). */
export interface CourseStores {
  readonly browser: ProgressStore | null;
  readonly tab: ProgressStore | null;
}

/** What the line needs of a stage: which one it is and its tasks. */
type StageTasks = Pick<CourseStage, 'game' | 'n' | 'tasks'>;

export interface ProgressLine {
  readonly done: number;
  readonly text: string;
  /** The stage's stars once it is finished: those of the run just ended, else the kept ones. */
  readonly stars?: number;
  /** The best stars kept, when the run just ended earned fewer. */
  readonly best?: number;
  /** Their sentence alone ('Etapa concluída com 2 estrelas de 3.'), and the best kept when it is higher. */
  readonly starsText?: string;
}

/**
 * The line as it stands now; records the stage's stars if it is finished and has none yet. `strings` reads the
 * page's raw strings; `langTag` (the page's BCP 47 tag) picks each count's plural form ('1 étoile', '2 étoiles').
 */
export function progressLine(
  stage: StageTasks,
  stores: CourseStores,
  strings: (key: string) => string | undefined,
  langTag: string,
): ProgressLine {
  const run = readRun(stores.tab, stage.game, stage.n);
  const solved = solvedForStage(run, readProgress(stores.browser, progressKey(stage.game)));
  const done = stage.tasks.filter((id) => solved.includes(id)).length;
  const text = formatCounted(strings, 'learn.progress', langTag, done, { done, total: stage.tasks.length });
  if (done < stage.tasks.length || stage.tasks.length === 0) return { done, text };
  const result = starsOf(stage, stores, run !== null);
  if (result === undefined) return { done, text };
  const { stars, best } = result;
  const runText = formatCounted(strings, 'learn.stageDone', langTag, stars, { stars });
  if (best === undefined || best <= stars) return { done, text: `${text} ${runText}`, stars, starsText: runText };
  const starsText = `${runText} ${formatCounted(strings, 'learn.bestKept', langTag, best, { stars: best })}`;
  return { done, text: `${text} ${starsText}`, stars, best, starsText };
}

/**
 * The stars to show: the first finish (or a replay's end) records this tab's result, the best kept, and shows that
 * run's stars with the best; otherwise (a reload, another tab) the kept stars alone.
 */
function starsOf(
  stage: StageTasks,
  stores: CourseStores,
  replay: boolean,
): { stars: number; best?: number } | undefined {
  const before = readStars(stores.browser, stage.game)[String(stage.n)];
  if (before !== undefined && !replay) return { stars: before };
  const earned = starsFor(readWrongTries(stores.tab, stage.game, stage.n));
  const best = recordStars(stores.browser, stage.game, stage.n, earned)[String(stage.n)];
  clearWrongTries(stores.tab, stage.game, stage.n);
  endRun(stores.tab, stage.game, stage.n);
  return { stars: earned, best };
}
