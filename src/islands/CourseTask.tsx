/**
 * One task of a Learn course stage (the guides' exercise island) in a root with data-task, data-state and, once
 * the reader has tried, data-verdict: the latest attempt's outcome (progress, wrong or solved; src/lessons/outcome.ts).
 * Each task is its own island, hydrated when the reader reaches it (client:visible), so a stage page builds
 * the task on screen, not all of them at once (issue 16: one island for the whole stage was the page's
 * longest task). Above its instruction, "task 3 of 6"; once solved, the stage's stars and "Next" under the
 * verdict (exercise/TaskSolved.tsx). Solved tasks go to the one progress store shared by every locale
 * (src/lessons/progress.ts); a wrong try, and each move of a play-out beyond its par, is counted for the stage's
 * stars (src/lessons/course/wrong-tries.ts, read by CourseProgress) until the stage has its stars: replaying a
 * finished stage's task costs nothing, unless the reader chose "Play this stage again" (a run,
 * src/lessons/course/replay.ts): then the task counts as todo until solved in the run, and its tries count.
 */
import { useState } from 'preact/hooks';
import { formatCounted } from '../i18n/format';
import { LOCALE_TAGS, type Locale } from '../i18n/locales';
import type { GameId } from '../i18n/routes';
import { markRunSolved, readRun, solvedForStage, triesCount } from '../lessons/course/replay';
import { readStars, starsFor } from '../lessons/course/stars';
import { addWrongTry, readWrongTries, tabStore } from '../lessons/course/wrong-tries';
import { triesCost, type Outcome } from '../lessons/outcome';
import { browserStore, progressKey } from '../lessons/progress';
import GuideExercise from './GuideExercise';
import { LiveAtOnce } from './exercise/live-at-once';
import { TaskSolved } from './exercise/TaskSolved';
import { useSolvedList } from './exercise/useProgress';
import { useStageRun } from './exercise/useStageRun';
import { usePageStrings } from './usePageStrings';

export interface CourseTaskProps {
  lang: Locale;
  game: GameId;
  /** The stage's number. */
  n: number;
  id: string;
  /** The task's place in its stage (0 for the first) and the stage's number of tasks. */
  index: number;
  count: number;
  /** This page's address, which an error report names. */
  pageUrl: string;
  /** The stage's first task, on screen as the page opens: its board is live from the server HTML on. */
  first: boolean;
  /** The stage's first task with a ring: it says what rings mean. */
  ringNote?: boolean;
}

/** The stage's stars as they stand: those of this tab's wrong tries during a run or before the first finish, else the kept ones. */
function starsNow(game: GameId, n: number): number {
  const kept = readStars(browserStore(), game)[String(n)];
  const tab = starsFor(readWrongTries(tabStore(), game, n));
  return readRun(tabStore(), game, n) === null ? (kept ?? tab) : tab;
}

export default function CourseTask(props: CourseTaskProps) {
  const { run, round } = useStageRun(props.game, props.n);
  const solved = solvedForStage(run, useSolvedList(progressKey(props.game))).includes(props.id);
  const [verdict, setVerdict] = useState<{ round: number; outcome: Outcome } | undefined>(undefined);
  // A fresh run starts every task afresh: the verdict of an earlier run is not shown.
  const latest = verdict?.round === round ? verdict.outcome : undefined;
  const { strings } = usePageStrings(props.lang);
  const read = (k: string): string | undefined => strings[k];
  const langTag = LOCALE_TAGS[props.lang];
  const place = { n: props.index + 1, total: props.count };
  return (
    <div
      class="course-task"
      tabIndex={-1}
      data-task={props.id}
      data-state={solved ? 'solved' : 'todo'}
      data-verdict={latest}
    >
      <LiveAtOnce.Provider value={props.first}>
        <GuideExercise
          key={round}
          id={props.id}
          lang={props.lang}
          pageUrl={props.pageUrl}
          ringNote={props.ringNote === true}
          header={<p class="course-task-place">{formatCounted(read, 'learn.taskOf', langTag, props.count, place)}</p>}
          afterFeedback={
            latest === 'solved' && (
              <TaskSolved
                stars={starsNow(props.game, props.n)}
                last={props.index === props.count - 1}
                strings={read}
                langTag={langTag}
              />
            )
          }
          onFeedback={(f) => {
            if (f.outcome === undefined) return;
            setVerdict({ round, outcome: f.outcome });
            const stores = { browser: browserStore(), tab: tabStore() };
            if (triesCount(stores, props.game, props.n))
              for (let i = triesCost(f.outcome, f.overPar); i > 0; i--) addWrongTry(stores.tab, props.game, props.n);
            if (f.outcome === 'solved') markRunSolved(stores.tab, props.game, props.n, props.id);
          }}
        />
      </LiveAtOnce.Provider>
    </div>
  );
}
