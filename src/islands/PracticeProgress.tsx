/**
 * Progress through a guide's staged practice, read from the browser (src/lessons/progress.ts):
 * how many exercises are solved, which stages are complete, and a button to start over.
 */
import { formatMessage, formatPlural, type PluralStrings } from '../i18n/format';
import { browserStore, clearProgress } from '../lessons/progress';
import { announceProgress, useSolvedList } from './exercise/useProgress';

export interface PracticeProgressProps {
  storageKey: string;
  stages: readonly { readonly title: string; readonly exercises: readonly string[] }[];
  /** The page's BCP 47 tag: the plural form of the count. */
  langTag: string;
  strings: {
    /** {{done}}, {{total}}, by the plural form of done. */
    readonly count: PluralStrings;
    readonly reset: string;
    /** {{stage}}: a complete stage. */
    readonly done: string;
    readonly heading: string;
  };
}

export default function PracticeProgress(props: PracticeProgressProps) {
  const solved = useSolvedList(props.storageKey);

  const all = props.stages.flatMap((s) => s.exercises);
  const done = all.filter((id) => solved.includes(id)).length;
  const reset = (): void => {
    clearProgress(browserStore(), props.storageKey);
    announceProgress(props.storageKey);
  };
  return (
    <div class="practice-progress" data-progress-key={props.storageKey}>
      <p aria-live="polite">
        <strong>{props.strings.heading}</strong>{' '}
        <span class="practice-progress-count" data-done={done} data-total={all.length}>
          {formatPlural(props.strings.count, props.langTag, done, { done, total: all.length })}
        </span>
      </p>
      <button type="button" class="exercise-button" onClick={reset} disabled={done === 0}>
        {props.strings.reset}
      </button>
      <ol>
        {props.stages.map((s) => {
          const complete = s.exercises.every((id) => solved.includes(id));
          return (
            <li key={s.title} data-done={complete ? 'true' : 'false'}>
              {complete ? formatMessage(props.strings.done, { stage: s.title }) : s.title}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
