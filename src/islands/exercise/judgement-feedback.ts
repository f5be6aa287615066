/**
 * A board exercise's verdict text and tone for one judged attempt (its outcome, src/lessons/outcome.ts,
 * is added by the board exercise).
 */
import { squaresFromPosition } from '../../board/position';
import { assertNever } from '../../engine/core/result';
import type { LessonEngine } from '../../lessons/engine';
import { temptingKey } from '../../lessons/course/tempting';
import { illegalKey } from '../../lessons/keys';
import type { BoardExercise as BoardEx, Judgement } from '../../lessons/judge';
import { moveTextOn, type Feedback, type Texts } from './text';
import { allCapturesSuccess, correct, findMoveSuccess, legalitySuccess } from './success-feedback';

export interface AttemptContext {
  ex: BoardEx;
  engine: LessonEngine<unknown>;
  /** The position the attempt was made in. */
  pos: unknown;
  /** The exercise's start (a legality task's asked move is written on it). */
  start: unknown;
  /** all-captures: the captures found before this attempt. */
  found: readonly string[];
  texts: Texts;
}

/** The refusal reason of the engine, translated. */
export const refusalText = (texts: Texts, ex: BoardEx, code: string): string => texts.key(illegalKey(ex.game, code));

export function attemptFeedback(j: Judgement, { ex, engine, pos, start, found, texts }: AttemptContext): Feedback {
  const reason = (code: string): string => refusalText(texts, ex, code);
  const left = ex.kind === 'all-captures' ? (n: number) => ex.captures.length - n : () => 0;
  const move = moveTextOn(ex.game, engine.format(pos), j.move);
  // A tempting wrong move of a "find the move" task says its own reason (src/lessons/course/tempting.ts).
  const wrong = j.verdict === 'legal-but-not-goal' ? j.why : j.verdict === 'recaptured' ? j.verdict : null;
  const tempting = wrong === null ? null : temptingKey(ex, j.move);
  if (wrong !== null && tempting !== null) return { verdict: wrong, tone: 'info', text: texts.key(tempting) };
  switch (j.verdict) {
    case 'success':
      return successFeedback(ex, { engine, pos, texts }, j.move, move);
    case 'progress':
      return {
        verdict: 'progress',
        tone: 'good',
        text: texts.ui('verdict.progress', { move, left: left(j.found.length) }),
      };
    case 'already-found':
      return {
        verdict: 'already-found',
        tone: 'info',
        text: texts.ui('verdict.already-found', { move, left: left(found.length) }),
      };
    case 'legal-but-not-goal': {
      const asked = ex.kind === 'legality' ? moveTextOn(ex.game, engine.format(start), ex.move) : '';
      return { verdict: j.why, tone: 'info', text: texts.ui(`verdict.${j.why}`, { move, asked }) };
    }
    case 'recaptured': {
      const after = engine.play(pos, j.move);
      const squares = after.ok ? squaresFromPosition(ex.game, engine.format(after.value)) : undefined;
      const from = j.by.slice(0, 2);
      const piece = squares?.ok === true ? texts.piece(squares.value[from] ?? '') : '';
      return {
        verdict: 'recaptured',
        tone: 'info',
        text: texts.ui('verdict.recaptured', { move, piece, square: from }),
      };
    }
    case 'refused':
      return {
        verdict: 'refused',
        tone: 'bad',
        text: texts.ui('verdict.refused', { move, reason: reason(j.reason) }),
      };
    case 'played':
      return { verdict: 'played', tone: 'info', text: '' }; // the move's announcement, see onIntent
    default:
      return assertNever(j);
  }
}

/** A board task solved by `move` ("Correct!" and why, success-feedback.ts); `shown` is the move as prose. */
function successFeedback(
  ex: BoardEx,
  { engine, pos, texts }: Pick<AttemptContext, 'engine' | 'pos' | 'texts'>,
  move: string,
  shown: string,
): Feedback {
  switch (ex.kind) {
    case 'legality':
      return legalitySuccess(texts, ex);
    case 'find-move':
      return findMoveSuccess(texts, engine, ex, pos, move);
    case 'all-captures':
      return allCapturesSuccess(texts, ex, shown);
    case 'sandbox':
      return correct(texts, texts.ui('goals.done'));
    default:
      return assertNever(ex);
  }
}
