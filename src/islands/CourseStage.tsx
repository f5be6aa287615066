/**
 * One stage of the Learn course: its tasks (the guides' exercise island), each in a root with
 * data-task and data-state; solved tasks are kept in the one progress store shared by every locale
 * (src/lessons/progress.ts); wrong tries give the stage its stars (src/lessons/course/stars.ts).
 */
import { useEffect, useState } from 'preact/hooks';
import { formatMessage } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { GameId } from '../i18n/routes';
import { recordStars, readStars, starsFor } from '../lessons/course/stars';
import { isWrongTry } from './exercise/wrong-try';
import { PROGRESS_EVENT, browserStore, progressKey, readProgress } from '../lessons/progress';
import type { Exercise as ExerciseData } from '../lessons/types';
import Exercise from './Exercise';
import { usePageStrings } from './usePageStrings';

interface CourseTask {
  readonly exercise: ExerciseData;
  readonly playHref: string;
  readonly reportHref: string;
}

interface Props {
  lang: Locale;
  game: GameId;
  n: number;
  tasks: readonly CourseTask[];
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

  const ids = props.tasks.map((t) => t.exercise.id);
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
        {props.tasks.map((t) => (
          <li
            key={t.exercise.id}
            data-task={t.exercise.id}
            data-state={solved.includes(t.exercise.id) ? 'solved' : 'todo'}
          >
            <Exercise
              exercise={t.exercise}
              lang={props.lang}
              playHref={t.playHref}
              reportHref={t.reportHref}
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
