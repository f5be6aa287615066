/**
 * An exercise of a guide page, from its id alone: the exercise data comes from the lessons' registry (one
 * module the page's islands share) and the links from the page's strings, so the island's props stay a few
 * bytes (issue 16: no repeated props). Placed by src/components/lesson/Exercise.astro; a course stage's task
 * (src/islands/CourseTask.tsx) wraps it with the stage's address and its wrong-try count.
 */
import type { ComponentChildren } from 'preact';
import type { Locale } from '../i18n/locales';
import type { Feedback } from './exercise/text';
import { exerciseLinks, guideExerciseUrl } from '../lessons/exercise-links';
import { progressKey as gameProgressKey } from '../lessons/progress';
import { findExercise } from '../lessons/registry';
import Exercise from './Exercise';
import { usePageStrings } from './usePageStrings';

export interface GuideExerciseProps {
  id: string;
  lang: Locale;
  /** localStorage key of the solved list; by default the game's (shared with the practice and the contents). */
  progressKey?: string;
  /** The address an error report names; by default the exercise's place in its guide. */
  pageUrl?: string;
  /** Each verdict, for a page that counts them (a course stage's wrong tries). */
  onFeedback?: (f: Feedback) => void;
  /** The page's first exercise with a ring: it says what rings mean (src/lessons/rings.ts). */
  ringNote?: boolean;
  /** Above the instruction, and right under the verdict (a course task's place in its stage, its "Next"). */
  header?: ComponentChildren;
  afterFeedback?: ComponentChildren;
}

export default function GuideExercise(props: GuideExerciseProps) {
  const { id, lang, progressKey, pageUrl, onFeedback, ringNote } = props;
  const { strings } = usePageStrings(lang);
  const ex = findExercise(id);
  if (ex === undefined) return null;
  const links = exerciseLinks(lang, ex, (k) => strings[k] ?? k, pageUrl ?? guideExerciseUrl(lang, ex));
  return (
    <Exercise
      exercise={ex}
      lang={lang}
      {...links}
      progressKey={progressKey ?? gameProgressKey(ex.game)}
      {...(onFeedback === undefined ? {} : { onFeedback })}
      ringNote={ringNote === true}
      header={props.header}
      afterFeedback={props.afterFeedback}
    />
  );
}
