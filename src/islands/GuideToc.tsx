/**
 * A guide's table of contents (issue 14): its sections and, beside each, how many of its exercises
 * are solved (the game's solved list, src/lessons/progress.ts). A <details> element: always open and
 * sticky beside the text on wide screens (lesson.css), a menu that closes after a choice on phones.
 * Issue 46: the entry of the section the reader is in is marked (aria-current) and kept in view inside the list,
 * which scrolls on its own; a fade at its top or bottom says that more entries lie there. On a phone the menu's
 * summary names the current section too.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatPlural, type PluralStrings } from '../i18n/format';
import type { OutlineEntry } from '../lessons/outline';
import { useSolvedList } from './exercise/useProgress';
import { onceAFrame } from './once-a-frame';

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

/** A section is current once its heading has passed this line (a share of the window's height from its top). */
const READING_LINE = 0.3;

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

/**
 * The slug of the section the reader is in: the last heading above the reading line; at the end of the page,
 * where the last short sections never reach that line, the last heading on screen. Read on scroll and resize at
 * most once per frame, and then only a few heading boxes (a binary search over the headings in page order),
 * before any write. (IntersectionObserver misses a jump that carries headings past the line, such as a
 * contents link or the End key.)
 */
function useCurrentSection(slugs: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    const headings = slugs.map((s) => document.getElementById(s)).filter((h): h is HTMLElement => h !== null);
    if (headings.length === 0) return undefined;
    const decide = (): void => {
      const view = window.innerHeight;
      const root = document.documentElement;
      const atEnd = window.scrollY + view >= root.scrollHeight - 2;
      const line = atEnd ? view : view * READING_LINE;
      // The number of headings above the line: they come in page order, so their tops only grow.
      let lo = 0;
      let hi = headings.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (headings[mid]!.getBoundingClientRect().top <= line) lo = mid + 1;
        else hi = mid;
      }
      setCurrent(lo === 0 ? null : headings[lo - 1]!.id);
    };
    return onceAFrame(decide, [
      [window, 'scroll'],
      [window, 'resize'],
    ]).stop;
  }, [slugs]);
  return current;
}

/** Room kept between the current entry and the list's edges (the height of the fade, in CSS pixels). */
const EDGE = 40;

/**
 * The list's cue: data-more-above / data-more-below while entries lie out of sight there (lesson.css fades that
 * edge). Read on the list's own scroll and on resize, at most once per frame.
 */
function useScrollCue(list: { current: HTMLOListElement | null }): () => void {
  const update = useRef<() => void>(() => undefined);
  useEffect(() => {
    const el = list.current;
    if (el === null) return undefined;
    const measure = (): void => {
      const above = el.scrollTop > 1;
      const below = el.scrollTop + el.clientHeight < el.scrollHeight - 1;
      el.dataset.moreAbove = String(above);
      el.dataset.moreBelow = String(below);
    };
    const cue = onceAFrame(measure, [
      [el, 'scroll'],
      [window, 'resize'],
    ]);
    update.current = cue.schedule;
    return cue.stop;
  }, []);
  return () => update.current();
}

export default function GuideToc(props: GuideTocProps) {
  const solved = useSolvedList(props.storageKey);
  const details = useRef<HTMLDetailsElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const slugs = useRef(props.entries.map((e) => e.slug)).current;
  const current = useCurrentSection(slugs);
  const cue = useScrollCue(list);
  const [open, setOpen] = useState(0);
  const chosen = (): void => {
    if (details.current !== null && window.matchMedia(PHONE).matches) details.current.open = false;
  };

  // Keeps the current entry in view inside the list (never scrolling the page): one read, one write, in a frame.
  useEffect(() => {
    const el = list.current;
    if (el === null || current === null || details.current?.open !== true) return undefined;
    const frame = requestAnimationFrame(() => {
      const item = el.querySelector<HTMLElement>(`[data-toc-entry="${CSS.escape(current)}"]`);
      if (item === null || el.scrollHeight <= el.clientHeight) return;
      const top = item.offsetTop;
      const bottom = top + item.offsetHeight;
      const view = el.scrollTop;
      if (top < view + EDGE) el.scrollTop = Math.max(0, top - EDGE);
      else if (bottom > view + el.clientHeight - EDGE) el.scrollTop = bottom - el.clientHeight + EDGE;
      cue();
    });
    return () => cancelAnimationFrame(frame);
  }, [current, open]);

  const all = props.entries.flatMap((e) => e.exercises);
  const now = props.entries.find((e) => e.slug === current);
  return (
    <nav class="guide-toc" aria-label={props.strings.title} data-toc>
      <details ref={details} open onToggle={() => setOpen((n) => n + 1)}>
        <summary data-action="toc-toggle">
          {props.strings.title}{' '}
          <State exercises={all} solved={solved} count={props.strings.count} langTag={props.langTag} />
          {now !== undefined && (
            <span class="guide-toc-now" data-toc-now>
              {now.text}
            </span>
          )}
        </summary>
        <ol ref={list} class="guide-toc-list">
          {props.entries.map((e) => (
            <li key={e.slug} data-depth={e.depth} data-toc-entry={e.slug}>
              <a href={`#${e.slug}`} onClick={chosen} aria-current={e.slug === current ? 'true' : undefined}>
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
