/**
 * A Learn course stage's progress line: how many of its tasks are solved and, once all are, its stars. The
 * wrong tries the stage's tasks counted (wrong-tries.ts) become the stars the first time the stage is found
 * finished, kept with the best earlier result (stars.ts); the count is then cleared. Stores are passed in.
 */
import { formatMessage } from '../../i18n/format';
import { readProgress, progressKey, type ProgressStore } from '../progress';
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
}

/** The line as it stands now; records the stage's stars if it is finished and has none yet. */
export function progressLine(stage: StageTasks, stores: CourseStores, strings: (key: string) => string): ProgressLine {
  const solved = readProgress(stores.browser, progressKey(stage.game));
  const done = stage.tasks.filter((id) => solved.includes(id)).length;
  const text = formatMessage(strings('learn.progress'), { done, total: stage.tasks.length });
  if (done < stage.tasks.length || stage.tasks.length === 0) return { done, text };
  const stars = starsOf(stage, stores);
  return { done, text: stars === undefined ? text : `${text} ${formatMessage(strings('learn.stageDone'), { stars })}` };
}

function starsOf(stage: StageTasks, stores: CourseStores): number | undefined {
  const before = readStars(stores.browser, stage.game)[String(stage.n)];
  if (before !== undefined) return before;
  const earned = starsFor(readWrongTries(stores.tab, stage.game, stage.n));
  const after = recordStars(stores.browser, stage.game, stage.n, earned)[String(stage.n)];
  clearWrongTries(stores.tab, stage.game, stage.n);
  return after;
}
