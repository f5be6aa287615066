/**
 * Kind 'collect' (lichess Learn style): the reader walks one piece onto every marked square. Each mark is a shaded
 * square drawn under the pieces (data-target="goal"), gone once collected; the count is shown under the board and
 * said in the verdict line (the frame's live region) after every move. The opponent passes, so the board hands the
 * turn straight back; only the task's piece moves. Judging is ../../lessons/collect.ts: a move that brings the marks
 * no nearer is a detour, taken back at once (a wrong try, its arrow left on the board, and the verdict says in how
 * many moves the marks can still be collected), so a solve is always par moves long. "Show answer" draws the next
 * step of a shortest walk from where the piece stands and says it in the verdict line.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import Board from './LazyBoard';
import type { Intent, Mark } from '../../board/types';
import { assertNever } from '../../engine/core/result';
import {
  collectOutcome,
  collectStart,
  judgeCollectMove,
  nextCollectStep,
  type CollectState,
} from '../../lessons/collect';
import type { LessonEngine } from '../../lessons/engine';
import { lessonEngine } from '../../lessons/engines';
import { illegalKey } from '../../lessons/keys';
import type { CollectExercise as CollectData } from '../../lessons/types';
import { arrow, exerciseStart } from './board-view';
import { useExerciseBoard } from './useExerciseBoard';
import { moveTextOn, type Feedback, type KindProps } from './text';

export function CollectExercise(props: KindProps<CollectData>) {
  const { ex, texts } = props;
  const engine = lessonEngine(ex.game) as LessonEngine<unknown>;
  const start = useMemo(() => collectStart(ex, exerciseStart(engine, ex)), [engine, ex]);
  const [state, setState] = useState<CollectState<unknown>>(start);
  const [done, setDone] = useState(false);
  /** The latest detour, taken back: its arrow stays until the next move. */
  const [detour, setDetour] = useState<string | null>(null);

  // Only the task's piece moves: every other piece of the reader's is listed with no destination.
  const view = useExerciseBoard(props, engine, state.position, { only: state.at, reveals: false });
  const text = view.position;
  const total = ex.targets.length;
  const left = ex.targets.filter((t) => !state.collected.includes(t));
  const goals = useMemo(() => new Set(left), [left.join(' ')]);
  // "Show answer": the next step of a shortest walk from here, drawn and said (no step once the task is solved).
  const hint = useMemo(
    () => (props.showAnswer && !done ? nextCollectStep(engine, ex, state) : null),
    [props.showAnswer, done, engine, ex, state],
  );
  const marks = useMemo(() => {
    const out = left.map((square): Mark => ({
      kind: 'square',
      square,
      tone: 'good',
      label: texts.ui('collect.target'),
    }));
    if (detour !== null) out.push(arrow(detour, 'bad'));
    if (hint !== null) out.push(arrow(hint.move, 'good'));
    return out;
  }, [left.join(' '), texts, detour, hint]);
  /** The answer's sentence for a step of a shortest walk from the position `from`. */
  function stepText(step: { readonly move: string; readonly left: number }, from: unknown): string {
    return texts.counted('verdict.collect-next', step.left, {
      move: moveTextOn(ex.game, engine.format(from), step.move),
    });
  }
  useEffect(() => {
    if (hint !== null)
      props.onFeedback({ verdict: 'collect-answer', tone: 'info', text: stepText(hint, state.position) });
  }, [props.showAnswer]);

  function feedbackOf(move: string): Feedback | null {
    const j = judgeCollectMove(engine, ex, state, move);
    const outcome = collectOutcome(j) ?? undefined;
    const shown = moveTextOn(ex.game, text, move);
    setDetour(j.verdict === 'detour' ? move : null);
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
      case 'detour':
        return {
          verdict: 'collect-detour',
          tone: 'bad',
          outcome,
          text: texts.counted('verdict.collect-detour', j.left, { move: shown }),
        };
      case 'step': {
        setState(j.state);
        view.showMove(move);
        const count = { move: shown, collected: j.state.collected.length, total };
        const said = texts.ui(j.fresh ? 'verdict.collect-got' : 'verdict.collect-step', count);
        const next = props.showAnswer ? nextCollectStep(engine, ex, j.state) : null;
        return {
          verdict: 'progress',
          tone: j.fresh ? 'good' : 'info',
          outcome,
          text: next === null ? said : `${said} ${stepText(next, j.state.position)}`,
        };
      }
      case 'success': {
        setState(j.state);
        view.showMove(move);
        setDone(true);
        return {
          verdict: 'success',
          tone: 'good',
          outcome,
          title: texts.ui('verdict.correct'),
          text: texts.counted('verdict.collect-success', j.state.used, { total }),
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
      <Board {...view.board} marks={marks} goals={goals} interactive={!done} onIntent={onIntent} />
      <p class="exercise-count" data-collected={state.collected.length} data-used={state.used}>
        {texts.ui('collect.count', { collected: state.collected.length, total })}{' '}
        {texts.ui('collect.moves', { used: state.used })}
      </p>
      {props.feedback}
    </>
  );
}
