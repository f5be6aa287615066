/** Lesson marks drawn under the pieces (rings and arrows), and their tone classes. */
import { arrowShape, type Point } from '../../board/layout';
import type { Mark, Square } from '../../board/types';

export const toneClass = (m: Mark): string => `pyb-mark pyb-tone--${m.tone ?? 'info'}`;

/** A ring's radius: just outside a piece's disc (radius 46 and its edge), so it shows around the piece it lies under. */
export const RING_RADIUS = 51;

/**
 * Rings and arrows, drawn under the pieces (issue 46): an arrow never hides a piece's rank number or the screens
 * a cannon drill is about, and shows where it crosses empty squares and between pieces; a ring shows as a halo
 * around its piece (or in full on an empty square). An arrow onto a piece also rings that piece, so that a capture
 * between neighbours, whose arrow is mostly under the two pieces, still reads.
 */
export function MarksUnder({
  marks,
  center,
  occupied,
}: {
  marks: readonly Mark[];
  center: (sq: Square) => Point | undefined;
  occupied: (sq: Square) => boolean;
}) {
  if (!marks.some((m) => m.kind === 'circle' || m.kind === 'arrow')) return null;
  return (
    <g class="pyb-marks pyb-marks--under">
      {marks.map((m, i) => {
        if (m.kind === 'circle') {
          const c = center(m.square);
          return c && <circle key={i} class={`${toneClass(m)} pyb-mark-circle`} cx={c.x} cy={c.y} r={RING_RADIUS} />;
        }
        if (m.kind !== 'arrow') return null;
        const a = center(m.from);
        const b = center(m.to);
        const s = a && b ? arrowShape(a, b) : undefined;
        return (
          s &&
          b && (
            <g key={i} class={`${toneClass(m)} pyb-mark-arrow`}>
              {occupied(m.to) && <circle class="pyb-mark-target" cx={b.x} cy={b.y} r={RING_RADIUS} />}
              <line x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} />
              <polygon points={s.head} />
            </g>
          )
        );
      })}
    </g>
  );
}
