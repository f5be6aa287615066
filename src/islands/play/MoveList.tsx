/** The moves in notation (Banqi reveals with the identity that turned up), numbered by pairs, newest in view. */
import { useEffect, useRef } from 'preact/hooks';
import { tr, type Strings } from './text';

interface Props {
  rows: readonly { number: number; first: string; second: string | null }[];
  strings: Strings;
}

export function MoveList({ rows, strings }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const last = rows.at(-1);
  useEffect(() => {
    const el = box.current;
    if (el !== null) el.scrollTop = el.scrollHeight;
  }, [rows.length, last?.second]);
  return (
    <section class="play-panel play-moves" aria-labelledby="play-moves-heading">
      <h2 id="play-moves-heading">{tr(strings, 'play.moves.heading')}</h2>
      {rows.length === 0 ? (
        <p class="play-empty">{tr(strings, 'play.moves.empty')}</p>
      ) : (
        <div class="play-moves-box" ref={box} tabIndex={0} role="region" aria-labelledby="play-moves-heading">
          <ol data-testid="play-moves">
            {rows.map((r) => (
              <li key={r.number}>
                <span class="play-ply">{r.first}</span>
                {r.second !== null && <span class="play-ply">{r.second}</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
