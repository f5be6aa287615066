/**
 * The board kinds: legality ("may this move be played?"), find-move, all-captures and sandbox.
 * Every attempt goes through the engine: judgeAttempt decides, the refusal reason is the engine's.
 * A legality task asks for a prediction first: Yes / No buttons (data-answer), or the move played on
 * the board, which says "yes". The board then plays the move or shows it refused, and the verdict
 * gives the rule. Its board shows no destinations (Board's attemptAny), so it gives nothing away.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import Board from './LazyBoard';
import { moveAnnouncement, revealAnnouncement } from '../../board/names';
import { squaresFromPosition } from '../../board/position';
import type { Intent, Mark } from '../../board/types';
import { createRng } from '../../engine/core/rng';
import { assertNever } from '../../engine/core/result';
import { lessonEngine } from '../../lessons/engines';
import type { LessonEngine } from '../../lessons/engine';
import { exerciseTextKeys, goalKey, illegalKey } from '../../lessons/keys';
import {
  boardOutcome,
  goalOf,
  judgeAnswer,
  judgeAttempt,
  playsMove,
  type Answer,
  type BoardExercise as BoardEx,
  type Judgement,
} from '../../lessons/judge';
import { moveTextOn, type Feedback, type KindProps } from './text';
import { PredictButtons } from './PredictButtons';
import { SandboxGoals } from './SandboxGoals';
import { StatusLine } from './StatusLine';
import { answerMarks } from './answer-marks';
import { attemptFeedback, refusalText } from './judgement-feedback';
import { correct, legalitySuccess } from './success-feedback';
import { arrow, exerciseStart } from './board-view';
import { useExerciseBoard } from './useExerciseBoard';

export function BoardExercise(props: KindProps<BoardEx>) {
  const { ex, texts, board } = props;
  const engine = lessonEngine(ex.game) as LessonEngine<unknown>;
  const start = useMemo(() => exerciseStart(engine, ex), [engine, ex]);
  const [pos, setPos] = useState<unknown>(start);
  const [found, setFound] = useState<readonly string[]>([]);
  const [done, setDone] = useState(false);
  /** sandbox: the goals of its checklist reached so far. */
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const goals = ex.kind === 'sandbox' ? (ex.goals ?? []) : [];
  const rng = useRef(createRng(Date.now()));
  /** legality: the asked move, shown refused on the board after an answer (null: none shown). */
  const [refused, setRefused] = useState<string | null>(null);

  const view = useExerciseBoard(props, engine, pos);
  const text = view.position;

  const reason = (code: string): string => refusalText(texts, ex, code);

  /**
   * legality: the reader's prediction, from a button or from the asked move played on the board ("yes").
   * The board plays the move, or shows it refused, from the task's position; the verdict names the rule.
   */
  function answer(said: Answer): void {
    if (ex.kind !== 'legality' || done) return;
    const a = judgeAnswer(engine, ex, start, said);
    const move = moveTextOn(ex.game, engine.format(start), ex.move);
    const next = a.refusal === null ? engine.play(start, ex.move) : null;
    setPos(next?.ok === true ? next.value : start);
    view.showMove(next?.ok === true ? ex.move : null);
    setRefused(a.refusal === null ? null : ex.move);
    if (a.right) setDone(true);
    const verdict = a.refusal === null ? 'success' : 'refused';
    const answerKey = exerciseTextKeys(ex).answer;
    props.onFeedback(
      a.right
        ? // "Correct!" and the task's answer: the rule that allows or refuses this move here.
          { ...legalitySuccess(texts, ex), verdict, outcome: 'solved' }
        : {
            verdict,
            tone: 'bad',
            outcome: 'wrong',
            title: texts.ui('verdict.wrong'),
            // Why, in one sentence: the rule that refused the move, or the task's answer for an allowed one.
            text:
              a.refusal !== null
                ? texts.ui('verdict.refused', { move, reason: reason(a.refusal) })
                : texts.key(answerKey ?? ''),
          },
    );
  }

  /** Plays a move on the board; returns what a screen reader hears of it. */
  function play(move: string): string {
    const reveal = engine.isReveal(move);
    const identity = reveal ? engine.drawIdentity?.(pos, rng.current) : undefined;
    const next = engine.play(pos, move, identity);
    if (!next.ok) return '';
    const before = squaresFromPosition(ex.game, text);
    const after = squaresFromPosition(ex.game, engine.format(next.value));
    const from = move.slice(0, 2);
    const to = move.slice(2, 4);
    setPos(next.value);
    view.showMove(move);
    if (ex.kind === 'sandbox') props.onPosition?.(engine.format(next.value));
    if (!before.ok || !after.ok) return '';
    return reveal
      ? revealAnnouncement(ex.game, board, from, after.value[from] ?? '')
      : moveAnnouncement(ex.game, board, { from, to, piece: before.value[from] ?? '', captured: before.value[to] });
  }

  function onIntent(intent: Intent): void {
    if (intent.kind === 'none') return;
    const move = intent.kind === 'reveal' ? intent.square + intent.square : intent.from + intent.to;
    const j = judgeAttempt(engine, ex, { position: pos, found }, move);
    // Playing a legality task's own move answers it: "it may be played".
    if (ex.kind === 'legality' && j.move === ex.move && (j.verdict === 'success' || j.verdict === 'refused')) {
      answer('yes');
      return;
    }
    if (j.verdict === 'progress') setFound(j.found);
    if (j.verdict === 'success' && ex.kind === 'all-captures') setFound([...found, j.move]);
    if (j.verdict === 'success') setDone(true);
    // A sandbox goal reached is a correct step, the last one solves the board.
    const goal = goalOf(engine, pos, move);
    const ticks = goals.includes(goal) && !ticked.includes(goal);
    const now = ticks ? [...ticked, goal] : ticked;
    if (ticks) setTicked(now);
    const outcome = ticks ? (goals.every((g) => now.includes(g)) ? 'solved' : 'progress') : boardOutcome(ex, j);
    const said = playsMove(ex, j) ? play(move) : '';
    const shown: Feedback =
      outcome === 'solved' && ex.kind === 'sandbox'
        ? correct(texts, texts.ui('goals.done'))
        : j.verdict === 'played'
          ? { verdict: 'played', tone: 'info', text: said }
          : attemptFeedback(j, { ex, engine, pos, start, found, texts });
    props.onFeedback(outcome === null ? shown : { ...shown, outcome });
  }

  // The exercise's rings and arrows, and the answer's arrows, are about its start: they go once a move is played.
  const atStart = pos === start;
  const marks = useMemo(() => {
    const out: Mark[] = atStart ? [...(ex.marks ?? [])] : [];
    if (ex.kind === 'all-captures') out.push(...found.map((m) => arrow(m, 'good')));
    if (refused !== null) out.push(arrow(refused, 'bad'), { kind: 'cross', square: refused.slice(2, 4), tone: 'bad' });
    if (props.showAnswer && atStart) out.push(...answerMarks(ex));
    return out;
  }, [ex, found, refused, props.showAnswer, atStart]);

  const legality = ex.kind === 'legality';
  const interactive = ex.kind === 'sandbox' || (!done && !(legality && view.last !== null));

  return (
    <>
      <Board {...view.board} marks={marks} interactive={interactive} attemptAny={legality} onIntent={onIntent} />
      <StatusLine engine={engine} pos={pos} texts={texts} />
      {legality && <PredictButtons id={`${props.idBase}-predict`} texts={texts} done={done} onAnswer={answer} />}
      {goals.length > 0 && <SandboxGoals game={ex.game} goals={goals} ticked={ticked} texts={texts} />}
      {ex.kind === 'all-captures' && (
        <p class="exercise-count">
          {texts.ui('verdict.found-count', { found: found.length, total: ex.captures.length })}
        </p>
      )}
      {props.feedback}
    </>
  );
}
