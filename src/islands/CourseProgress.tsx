/**
 * A Learn course stage's progress line (how many of its tasks are solved) and, once all are, its stars: the
 * wrong tries the stage's task islands counted (src/lessons/course/wrong-tries.ts) become the stage's stars,
 * kept with the best earlier result (src/lessons/course/stars.ts). A polite status: a screen reader hears
 * each solved task and the stars.
 */
import { useEffect, useState } from 'preact/hooks';
import { formatMessage } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { GameId } from '../i18n/routes';
import { readStars, recordStars, starsFor } from '../lessons/course/stars';
import { clearWrongTries, readWrongTries, tabStore } from '../lessons/course/wrong-tries';
import { browserStore, progressKey } from '../lessons/progress';
import { useSolvedList } from './exercise/useProgress';
import { usePageStrings } from './usePageStrings';

export interface CourseProgressProps {
  lang: Locale;
  game: GameId;
  n: number;
  /** The stage's exercise ids. */
  tasks: readonly string[];
}

export default function CourseProgress(props: CourseProgressProps) {
  const { strings } = usePageStrings(props.lang);
  const solved = useSolvedList(progressKey(props.game));
  const done = props.tasks.filter((id) => solved.includes(id)).length;
  const finished = done === props.tasks.length && props.tasks.length > 0;
  const [stars, setStars] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!finished) return;
    const before = readStars(browserStore(), props.game)[String(props.n)];
    if (before !== undefined) {
      setStars(before);
      return;
    }
    const earned = starsFor(readWrongTries(tabStore(), props.game, props.n));
    setStars(recordStars(browserStore(), props.game, props.n, earned)[String(props.n)]);
    clearWrongTries(tabStore(), props.game, props.n);
  }, [finished, props.game, props.n]);
  const s = (k: string, vars: Record<string, string | number>): string => formatMessage(strings[k] ?? k, vars);
  return (
    <p class="course-progress" role="status" data-done={done}>
      {s('learn.progress', { done, total: props.tasks.length })}{' '}
      {finished && stars !== undefined && s('learn.stageDone', { stars })}
    </p>
  );
}
