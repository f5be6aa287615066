/**
 * One stage of the Learn course: its tasks (the guides' exercise island), each in a root with
 * data-task and data-state; solved tasks are kept in the one progress store shared by every locale
 * (src/lessons/progress.ts); wrong tries give the stage its stars (src/lessons/course/stars.ts).
 * It takes the tasks' ids only: their data comes from the lessons' registry and their links from
 * the page's strings, as for a guide's exercises (issue 16: no repeated props).
 */
import { useEffect, useState } from 'preact/hooks';
import { formatMessage } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { GameId } from '../i18n/routes';
import { recordStars, readStars, starsFor } from '../lessons/course/stars';
import { isWrongTry } from './exercise/wrong-try';
import { exerciseLinks } from '../lessons/exercise-links';
import { PROGRESS_EVENT, browserStore, progressKey, readProgress } from '../lessons/progress';
import { findExercise } from '../lessons/registry';
import type { Exercise as ExerciseData } from '../lessons/types';
import Exercise from './Exercise';
import { usePageStrings } from './usePageStrings';

interface Props {
  lang: Locale;
  game: GameId;
  n: number;
  /** The stage's exercise ids, in order. */
  tasks: readonly string[];
  /** This page's address, which an error report names. */
  pageUrl: string;
}

export default function CourseStage(props: Props) {
  const { strings } = usePageStrings(props.lang);
  const key = progressKey(props.game);
  const [solved, setSolved] = useState<readonly string[]>([]);
  const [wrong, setWrong] = useState(0);
  const [stars, setStars] = useState<number | undefined>(undefined);
  useEffect(() => {
    const update = (): void => {
      setSolved(readProgress(browserStore(), key));
      setStars(readStars(browserStore(), props.game)[String(props.n)]);
    };
    update();
    window.addEventListener(PROGRESS_EVENT, update);
    return () => window.removeEventListener(PROGRESS_EVENT, update);
  }, [key, props.game, props.n]);

  const tasks = props.tasks.map(findExercise).filter((ex): ex is ExerciseData => ex !== undefined);
  const ids = tasks.map((ex) => ex.id);
  const done = ids.filter((id) => solved.includes(id)).length;
  useEffect(() => {
    if (done === ids.length && ids.length > 0 && stars === undefined)
      setStars(recordStars(browserStore(), props.game, props.n, starsFor(wrong))[String(props.n)]);
  }, [done]);

  const s = (k: string, vars: Record<string, string | number> = {}): string => formatMessage(strings[k] ?? k, vars);
  return (
    <div class="course-stage" data-course-stage={`${props.game}/${props.n}`}>
      <p class="course-progress" role="status" data-done={done}>
        {s('learn.progress', { done, total: ids.length })}{' '}
        {done === ids.length && stars !== undefined && s('learn.stageDone', { stars })}
      </p>
      <ol class="course-tasks">
        {tasks.map((ex) => (
          <li key={ex.id} data-task={ex.id} data-state={solved.includes(ex.id) ? 'solved' : 'todo'}>
            <Exercise
              exercise={ex}
              lang={props.lang}
              {...exerciseLinks(props.lang, ex, (k) => strings[k] ?? k, props.pageUrl)}
              progressKey={key}
              onFeedback={(f) => {
                if (isWrongTry(f)) setWrong((w) => w + 1);
              }}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
