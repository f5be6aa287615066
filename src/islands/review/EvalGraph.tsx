/**
 * The evaluation graph of a review (hook: data-review-graph on the root): the first seat's winning
 * chance over the game, drawn as an SVG, each half-move a dot (large when marked). The dots are one keyboard
 * stop (Left/Right/Home/End move between them, Enter or a click views that move); the same data is in
 * the table below (EvalTable) for screen readers.
 */
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import type { GameReview } from '../../review/types';
import { GRAPH_HEIGHT, GRAPH_WIDTH, graphArea, graphPoint } from './graph-geometry';

interface Props {
  review: GameReview;
  /** The ply viewed (1-based; 0 the start). */
  viewed: number;
  onView: (n: number) => void;
  label: string;
  /** The accessible name of the dot of ply n (1-based). */
  dotLabel: (n: number) => string;
}

/** Marks drawn as large dots; the others are small ones, still a click or key away. */
const LOUD = new Set(['inaccuracy', 'mistake', 'blunder', 'unlucky']);

export function EvalGraph({ review, viewed, onView, label, dotLabel }: Props) {
  const svg = useRef<SVGSVGElement>(null);
  const chances = review.firstSeatChance;
  const dots = review.plies.map((p) => p.ply + 1);
  const focusDot = (n: number): void => {
    window.requestAnimationFrame(() => svg.current?.querySelector<SVGElement>(`[data-graph-ply="${n}"]`)?.focus());
  };
  const stop = dots.includes(viewed) ? viewed : dots[0];

  const onKey = (e: JSX.TargetedKeyboardEvent<SVGElement>, n: number): void => {
    const at = dots.indexOf(n);
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? dots[Math.min(dots.length - 1, at + 1)]
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? dots[Math.max(0, at - 1)]
          : e.key === 'Home'
            ? dots[0]
            : e.key === 'End'
              ? dots.at(-1)
              : undefined;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      return onView(n);
    }
    if (next === undefined) return;
    e.preventDefault();
    onView(next);
    focusDot(next);
  };

  const cursor = graphPoint(viewed, chances.length, chances[viewed] ?? 50);
  return (
    <figure class="review-graph" data-review-graph>
      <svg ref={svg} viewBox={`0 0 ${GRAPH_WIDTH} ${GRAPH_HEIGHT}`} role="group" aria-label={label}>
        <rect class="review-graph-back" x="0" y="0" width={GRAPH_WIDTH} height={GRAPH_HEIGHT} />
        <path class="review-graph-area" d={graphArea(chances)} />
        <line class="review-graph-mid" x1="0" x2={GRAPH_WIDTH} y1={GRAPH_HEIGHT / 2} y2={GRAPH_HEIGHT / 2} />
        <line class="review-graph-cursor" x1={cursor.x} x2={cursor.x} y1="0" y2={GRAPH_HEIGHT} />
        {dots.map((n) => {
          const p = graphPoint(n, chances.length, chances[n] ?? 50);
          const mark = review.plies[n - 1]!.mark;
          return (
            <circle
              key={n}
              class={`review-dot review-dot-${mark}`}
              cx={p.x}
              cy={p.y}
              r={(LOUD.has(mark) ? 5 : 3) + (n === viewed ? 2 : 0)}
              role="button"
              // Lower case: SVG attributes are case-sensitive, and `tabIndex` left the dots unfocusable.
              tabindex={n === stop ? 0 : -1}
              aria-label={dotLabel(n)}
              aria-current={n === viewed ? 'step' : undefined}
              data-graph-ply={n}
              data-mark={mark}
              onClick={() => onView(n)}
              onKeyDown={(e) => onKey(e, n)}
            />
          );
        })}
      </svg>
    </figure>
  );
}
