/**
 * An annotated example game stepped through on one board (issue 14): first / previous / next
 * buttons, the move number and the comment of each half-move in a polite live region. Positions are
 * computed by the game's lesson engine from the start and the moves (reveals name their identity).
 */
import { useMemo, useState } from 'preact/hooks';
import Board from './Board';
import type { BoardStrings } from '../board/strings';
import { formatMessage } from '../i18n/format';
import { lessonEngine } from '../lessons/engines';
import type { LessonEngine } from '../lessons/engine';
import { moveText } from './exercise/text';
import type { ExampleGame as ExampleData } from '../lessons/types';
import '../styles/lesson.css';

export interface ExampleGameProps {
  data: ExampleData;
  /** One comment per half-move. */
  comments: readonly string[];
  strings: {
    readonly start: string;
    /** {{n}}, {{total}}, {{move}} */
    readonly step: string;
    readonly first: string;
    readonly prev: string;
    readonly next: string;
  };
  board: BoardStrings;
}

/** The positions after 0, 1, ... n half-moves, in notation. */
function positions(data: ExampleData): string[] {
  const engine = lessonEngine(data.game) as LessonEngine<unknown>;
  const start = engine.parse(data.start);
  if (!start.ok) throw new Error(`example game: bad start (${start.error})`);
  const out = [data.start];
  let pos = start.value;
  for (const m of data.moves) {
    const [move = '', identity] = m.split('=');
    const next = engine.play(pos, move, identity);
    if (!next.ok) throw new Error(`example game: ${m} refused (${next.error})`);
    pos = next.value;
    out.push(engine.format(pos));
  }
  return out;
}

export default function ExampleGame(props: ExampleGameProps) {
  const all = useMemo(() => positions(props.data), [props.data]);
  const total = props.data.moves.length;
  const [n, setN] = useState(0);
  const move = n > 0 ? (props.data.moves[n - 1] ?? '').slice(0, 4) : '';
  return (
    <div class="example-game" data-example-game={props.data.game} data-step={n}>
      <Board
        game={props.data.game}
        position={all[n] ?? props.data.start}
        interactive={false}
        strings={props.board}
        lastMove={n > 0 ? { from: move.slice(0, 2), to: move.slice(2, 4) } : null}
      />
      <div class="exercise-tools">
        <button
          type="button"
          class="exercise-button"
          data-action="example-first"
          disabled={n === 0}
          onClick={() => setN(0)}
        >
          {props.strings.first}
        </button>
        <button
          type="button"
          class="exercise-button"
          data-action="example-prev"
          disabled={n === 0}
          onClick={() => setN(n - 1)}
        >
          {props.strings.prev}
        </button>
        <button
          type="button"
          class="exercise-button exercise-button--primary"
          data-action="example-next"
          disabled={n === total}
          onClick={() => setN(n + 1)}
        >
          {props.strings.next}
        </button>
      </div>
      <div class="example-game-comment" role="status" aria-live="polite">
        <p class="exercise-subheading">
          {n === 0 ? props.strings.start : formatMessage(props.strings.step, { n, total, move: moveText(move) })}
        </p>
        {n > 0 && <p>{props.comments[n - 1]}</p>}
      </div>
    </div>
  );
}
