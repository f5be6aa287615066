/**
 * One task of a Learn course stage (the guides' exercise island) in a root with data-task, data-state and, once
 * the reader has tried, data-verdict: the latest attempt's outcome (progress, wrong or solved; src/lessons/outcome.ts).
 * Each task is its own island, hydrated when the reader reaches it (client:visible), so a stage page builds
 * the task on screen, not all of them at once (issue 16: one island for the whole stage was the page's
 * longest task). Above its instruction, "task 3 of 6"; once solved, the stage's stars and "Next" under the
 * verdict (exercise/TaskSolved.tsx). Solved tasks go to the one progress store shared by every locale
 * (src/lessons/progress.ts); a wrong try is counted for the stage's stars (src/lessons/course/wrong-tries.ts,
 * read by CourseProgress) until the stage has its stars: replaying a finished stage's task costs nothing.
 */
import { useState } from 'preact/hooks';
import { formatCounted } from '../i18n/format';
import { LOCALE_TAGS, type Locale } from '../i18n/locales';
import type { GameId } from '../i18n/routes';
import { readStars, starsFor } from '../lessons/course/stars';
import { addWrongTry, readWrongTries, tabStore } from '../lessons/course/wrong-tries';
import { isWrongTry, type Outcome } from '../lessons/outcome';
import { browserStore, progressKey } from '../lessons/progress';
import GuideExercise from './GuideExercise';
import { LiveAtOnce } from './exercise/live-at-once';
import { TaskSolved } from './exercise/TaskSolved';
import { useSolvedList } from './exercise/useProgress';
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

/** The stage's stars as they stand: kept ones once it is finished, else those this tab's wrong tries leave. */
function starsNow(game: GameId, n: number): number {
  const kept = readStars(browserStore(), game)[String(n)];
  return kept ?? starsFor(readWrongTries(tabStore(), game, n));
}

export default function CourseTask(props: CourseTaskProps) {
  const solved = useSolvedList(progressKey(props.game)).includes(props.id);
  const [verdict, setVerdict] = useState<Outcome | undefined>(undefined);
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
      data-verdict={verdict}
    >
      <LiveAtOnce.Provider value={props.first}>
        <GuideExercise
          id={props.id}
          lang={props.lang}
          pageUrl={props.pageUrl}
          ringNote={props.ringNote === true}
          header={<p class="course-task-place">{formatCounted(read, 'learn.taskOf', langTag, props.count, place)}</p>}
          afterFeedback={
            verdict === 'solved' && (
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
            setVerdict(f.outcome);
            const finished = readStars(browserStore(), props.game)[String(props.n)] !== undefined;
            if (isWrongTry(f.outcome) && !finished) addWrongTry(tabStore(), props.game, props.n);
          }}
        />
      </LiveAtOnce.Provider>
    </div>
  );
}
