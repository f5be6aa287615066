/**
 * A guide's table of contents (issue 14): its sections and, beside each, how many of its exercises
 * are solved (the game's solved list, src/lessons/progress.ts). A <details> element: always open and
 * sticky beside the text on wide screens (lesson.css), a menu that closes after a choice on phones.
 */
import { useRef } from 'preact/hooks';
import { formatPlural, type PluralStrings } from '../i18n/format';
import type { OutlineEntry } from '../lessons/outline';
import { useSolvedList } from './exercise/useProgress';

export interface GuideTocProps {
  entries: readonly OutlineEntry[];
  storageKey: string;
  /** The page's BCP 47 tag: the plural form of the counts. */
  langTag: string;
  strings: {
    readonly title: string;
    /** {{done}}, {{total}}, by the plural form of done. */
    readonly count: PluralStrings;
  };
}

/**
 * Below this width the contents are a menu (same breakpoint as lesson.css), closed before the first paint by
 * the inline script after the island (tocClosedOnPhoneScript). Not closed again on hydration: a tap on the
 * menu made before it, kept and replayed by the pending-input script, would be undone.
 */
export const PHONE = '(max-width: 63.99rem)';

function State(props: {
  exercises: readonly string[];
  solved: readonly string[];
  count: PluralStrings;
  langTag: string;
}) {
  const total = props.exercises.length;
  if (total === 0) return null;
  const done = props.exercises.filter((id) => props.solved.includes(id)).length;
  const count = formatPlural(props.count, props.langTag, done, { done, total });
  return (
    <span
      class="guide-toc-state"
      data-state={done === total ? 'done' : done > 0 ? 'partial' : 'todo'}
      data-done={done}
      data-total={total}
      title={count}
    >
      <span aria-hidden="true">
        {done === total ? '✓ ' : ''}
        {done}/{total}
      </span>
      <span class="visually-hidden">{count}</span>
    </span>
  );
}

export default function GuideToc(props: GuideTocProps) {
  const solved = useSolvedList(props.storageKey);
  const details = useRef<HTMLDetailsElement>(null);
  const chosen = (): void => {
    if (details.current !== null && window.matchMedia(PHONE).matches) details.current.open = false;
  };
  const all = props.entries.flatMap((e) => e.exercises);
  return (
    <nav class="guide-toc" aria-label={props.strings.title} data-toc>
      <details ref={details} open>
        <summary data-action="toc-toggle">
          {props.strings.title}{' '}
          <State exercises={all} solved={solved} count={props.strings.count} langTag={props.langTag} />
        </summary>
        <ol class="guide-toc-list">
          {props.entries.map((e) => (
            <li key={e.slug} data-depth={e.depth} data-toc-entry={e.slug}>
              <a href={`#${e.slug}`} onClick={chosen}>
                {e.text}
              </a>{' '}
              <State exercises={e.exercises} solved={solved} count={props.strings.count} langTag={props.langTag} />
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
