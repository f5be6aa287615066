/**
 * Kind 'collect' (lichess Learn style): the reader walks one piece onto every marked square. Each mark is a shaded
 * square drawn under the pieces (data-target="goal"), gone once collected; the count is shown under the board and
 * said in the verdict line (the frame's live region) after every move. The opponent passes, so the board hands the
 * turn straight back; only the task's piece moves. Judging is ../../lessons/collect.ts; a solve beyond the task's
 * par reports its extra moves (Feedback.overPar), which a course stage counts as wrong tries.
 */
import { useMemo, useState } from 'preact/hooks';
import Board from './LazyBoard';
import type { BoardMove, Intent, Mark } from '../../board/types';
import { assertNever } from '../../engine/core/result';
import { collectOutcome, collectStart, judgeCollectMove, type CollectState } from '../../lessons/collect';
import type { LessonEngine } from '../../lessons/engine';
import { lessonEngine } from '../../lessons/engines';
import { illegalKey } from '../../lessons/keys';
import { movesOverPar } from '../../lessons/playout';
import type { CollectExercise as CollectData } from '../../lessons/types';
import { boardMoves, exerciseStart } from './board-view';
import { moveTextOn, type Feedback, type KindProps } from './text';

const NO_REVEALS: ReadonlySet<string> = new Set();

export function CollectExercise(props: KindProps<CollectData>) {
  const { ex, texts, board } = props;
  const engine = lessonEngine(ex.game) as LessonEngine<unknown>;
  const start = useMemo(() => collectStart(ex, exerciseStart(engine, ex)), [engine, ex]);
  const [state, setState] = useState<CollectState<unknown>>(start);
  const [last, setLast] = useState<BoardMove | null>(null);
  const [done, setDone] = useState(false);

  const text = engine.format(state.position);
  const total = ex.targets.length;
  // Only the task's piece moves: every other piece of the reader's is listed with no destination.
  const movable = useMemo(() => {
    const all = boardMoves(engine, state.position).movable;
    return new Map([...all.keys()].map((sq) => [sq, sq === state.at ? (all.get(sq) ?? []) : []]));
  }, [engine, state]);
  const left = ex.targets.filter((t) => !state.collected.includes(t));
  const goals = useMemo(() => new Set(left), [left.join(' ')]);
  const marks = useMemo(
    () => left.map((square): Mark => ({ kind: 'square', square, tone: 'good', label: texts.ui('collect.target') })),
    [left.join(' '), texts],
  );

  function feedbackOf(move: string): Feedback | null {
    const j = judgeCollectMove(engine, ex, state, move);
    const outcome = collectOutcome(j) ?? undefined;
    const shown = moveTextOn(ex.game, text, move);
    switch (j.verdict) {
      case 'other-piece':
        return {
          verdict: 'collect-other',
          tone: 'info',
          text: texts.ui('verdict.collect-other', {
            piece: texts.piece(engine.contentAt(state.position, state.at)),
            square: state.at,
          }),
        };
      case 'refused':
        return {
          verdict: 'refused',
          tone: 'bad',
          outcome,
          text: texts.ui('verdict.refused', { move: shown, reason: texts.key(illegalKey(ex.game, j.reason)) }),
        };
      case 'ends-game':
        return { verdict: 'collect-ends-game', tone: 'bad', outcome, text: texts.ui('verdict.collect-ends-game') };
      case 'step': {
        setState(j.state);
        setLast({ from: move.slice(0, 2), to: move.slice(2, 4) });
        const count = { move: shown, collected: j.state.collected.length, total };
        return {
          verdict: 'progress',
          tone: j.fresh ? 'good' : 'info',
          outcome,
          text: texts.ui(j.fresh ? 'verdict.collect-got' : 'verdict.collect-step', count),
        };
      }
      case 'success': {
        setState(j.state);
        setLast({ from: move.slice(0, 2), to: move.slice(2, 4) });
        setDone(true);
        const overPar = movesOverPar(ex, j.state.used);
        const solved = texts.counted('verdict.collect-success', j.state.used, { total });
        return {
          verdict: 'success',
          tone: 'good',
          outcome,
          overPar,
          title: texts.ui('verdict.correct'),
          text: overPar > 0 ? `${solved} ${texts.counted('verdict.over-par', ex.par)}` : solved,
        };
      }
      default:
        return assertNever(j);
    }
  }

  function onIntent(intent: Intent): void {
    if (done || intent.kind === 'none' || intent.kind === 'reveal') return;
    const f = feedbackOf(intent.from + intent.to);
    if (f !== null) props.onFeedback(f);
  }

  return (
    <>
      <Board
        game={ex.game}
        position={text}
        movable={movable}
        revealable={NO_REVEALS}
        lastMove={last}
        marks={marks}
        goals={goals}
        interactive={!done}
        strings={board}
        onIntent={onIntent}
      />
      <p class="exercise-count" data-collected={state.collected.length} data-used={state.used}>
        {texts.ui('collect.count', { collected: state.collected.length, total })}{' '}
        {texts.ui('collect.moves', { used: state.used })}
      </p>
      {props.feedback}
    </>
  );
}
