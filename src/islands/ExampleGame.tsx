/**
 * An annotated example game stepped through on one board (issue 14): first / previous / next
 * buttons, the move number and the comment of each half-move in a polite live region. Positions are
 * computed by the game's lesson engine from the start and the moves (reveals name their identity).
 */
import { useMemo, useState } from 'preact/hooks';
import Board from './exercise/LazyBoard';
import type { BoardStrings } from '../board/strings';
import { formatMessage } from '../i18n/format';
import { lessonEngine } from '../lessons/engines';
import type { LessonEngine } from '../lessons/engine';
import { moveText } from './exercise/text';
import { contentName } from '../board/names';
import { squaresFromPosition } from '../board/position';
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
    /** A reveal as the move list writes it: {{square}}, {{piece}} (play.record.reveal). */
    readonly reveal: string;
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

/** Half-move n (from 1) in prose: 'a3×c3', 'c3–c2', or a reveal with the piece that turned up ('c2: soldado vermelho'). */
function halfMoveText(props: ExampleGameProps, all: readonly string[], n: number): string {
  const move = (props.data.moves[n - 1] ?? '').slice(0, 4);
  const game = props.data.game;
  const before = squaresFromPosition(game, all[n - 1] ?? '');
  const square = move.slice(0, 2);
  if (square !== move.slice(2, 4)) return moveText(move, before.ok ? before.value : undefined);
  const after = squaresFromPosition(game, all[n] ?? '');
  const piece = after.ok ? contentName(game, props.board, after.value[square] ?? '') : '';
  return formatMessage(props.strings.reveal, { square, piece });
}

export default function ExampleGame(props: ExampleGameProps) {
  const all = useMemo(() => positions(props.data), [props.data]);
  const total = props.data.moves.length;
  const [n, setN] = useState(0);
  const steps = [
    { action: 'example-first', label: props.strings.first, to: 0 },
    { action: 'example-prev', label: props.strings.prev, to: n - 1 },
    { action: 'example-next', label: props.strings.next, to: n + 1 },
  ];
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
        {steps.map((s) => (
          <button
            key={s.action}
            type="button"
            class={s.action === 'example-next' ? 'exercise-button exercise-button--primary' : 'exercise-button'}
            data-action={s.action}
            disabled={s.to < 0 || s.to > total || s.to === n}
            onClick={() => setN(s.to)}
          >
            {s.label}
          </button>
        ))}
      </div>
      <div class="example-game-comment" role="status" aria-live="polite">
        <p class="exercise-subheading">
          {n === 0
            ? props.strings.start
            : formatMessage(props.strings.step, { n, total, move: halfMoveText(props, all, n) })}
        </p>
        {n > 0 && <p>{props.comments[n - 1]}</p>}
      </div>
    </div>
  );
}
