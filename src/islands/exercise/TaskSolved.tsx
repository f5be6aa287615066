/**
 * What a course task shows right under its verdict once solved (issue 45): the stage's stars as they stand and
 * "Next", focused at once so Enter goes on. "Next" brings the next task's top to the window's top (where its
 * instruction, board and verdict fit, useBoardFit.ts) and focuses it; after the last task, the stage summary.
 * "Learn from your mistakes" (review/LearnPanel.tsx) shows the same "Next", without stars, going to its next mistake.
 */
import { useEffect, useRef } from 'preact/hooks';
import { formatCounted } from '../../i18n/format';
import { starGlyphs } from '../../lessons/course/stars';

export interface TaskSolvedProps {
  /** The stage's stars now: recorded once the stage is finished, else from this tab's wrong tries; none outside a stage. */
  stars?: number;
  last: boolean;
  /** Outside a course stage ("learn from your mistakes"): what "Next" says and does instead of going to the next task. */
  next?: { readonly label: string; readonly go: () => void };
  /** Reads the page's raw strings. */
  strings: (key: string) => string | undefined;
  langTag: string;
}

/** The element "Next" leads to from the task `from`: the page's next task, else the stage summary. */
function nextStop(from: Element | null): HTMLElement | null {
  const tasks = [...document.querySelectorAll<HTMLElement>('[data-task]')];
  const at = from === null ? -1 : tasks.findIndex((t) => t.contains(from));
  return tasks[at + 1] ?? document.querySelector<HTMLElement>('[data-course-summary]');
}

export function TaskSolved({ stars, last, next, strings, langTag }: TaskSolvedProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus({ preventScroll: true }), []);
  const text = (key: string): string => strings(key) ?? key;
  const goOn = (): void => {
    if (next !== undefined) return next.go();
    const stop = nextStop(button.current);
    if (stop === null) return;
    stop.scrollIntoView({ block: 'start' });
    stop.focus({ preventScroll: true });
  };
  return (
    <div class="course-solved">
      {stars !== undefined && (
        <p class="course-stars" data-task-stars={stars}>
          {text('learn.starsSoFar')}{' '}
          <span class="course-stars-glyphs" aria-hidden="true">
            {starGlyphs(stars)}
          </span>{' '}
          <span class="visually-hidden">{formatCounted(strings, 'learn.stars', langTag, stars, { stars })}</span>
        </p>
      )}
      <button ref={button} type="button" class="button primary" data-action="next" onClick={goOn}>
        {next?.label ?? text(last ? 'learn.toSummary' : 'learn.nextTask')}
      </button>
    </div>
  );
}
