/**
 * The verdict of a solved exercise, per kind (issue 45): "Correct!" in the page's language as its title, then one
 * line saying why it is right, built from the task itself: a legality task's own answer (the rule that allows or
 * refuses that move there), a found move and what it achieves (the game won or drawn and how, the capture made and
 * that nothing takes back, the counter reset), every capture found, the count of face-down pieces and where it
 * comes from, the marked squares.
 */
import { squaresFromPosition } from '../../board/position';
import type { FaceDownSum } from '../../lessons/banqi/hidden';
import type { LessonEngine } from '../../lessons/engine';
import { exerciseTextKeys, statusReasonKey } from '../../lessons/keys';
import type { BoardExercise } from '../../lessons/judge';
import type { Exercise } from '../../lessons/types';
import { moveTextOn, type Feedback, type Texts } from './text';

/** A success: the title "Correct!" and its one line. */
export const correct = (texts: Texts, text: string): Feedback => ({
  verdict: 'success',
  tone: 'good',
  title: texts.ui('verdict.correct'),
  text,
});

/** The task's own answer, which every kind but the sandbox has. */
const answerOf = (texts: Texts, ex: Exercise): string => {
  const key = exerciseTextKeys(ex).answer;
  return key === null ? '' : texts.key(key);
};

/** A legality task answered right (Yes or No): its answer names the rule that allows or refuses the move there. */
export const legalitySuccess = (texts: Texts, ex: Extract<Exercise, { kind: 'legality' }>): Feedback =>
  correct(texts, answerOf(texts, ex));

/** A pick-squares task marked right: its answer names the squares and what they are. */
export const pickSuccess = (texts: Texts, ex: Extract<Exercise, { kind: 'pick-squares' }>): Feedback =>
  correct(texts, answerOf(texts, ex));

/** An all-captures task complete: the last capture found and the whole list. */
export function allCapturesSuccess(
  texts: Texts,
  ex: Extract<Exercise, { kind: 'all-captures' }>,
  move: string,
): Feedback {
  const list = ex.captures.map((m) => moveTextOn(ex.game, ex.position, m)).join(', ');
  return correct(texts, texts.ui('verdict.all-found', { move, count: ex.captures.length, list }));
}

/** The identity counter right: how many pieces are face down, and why that many. */
export const counterSuccess = (texts: Texts, n: FaceDownSum): Feedback =>
  correct(texts, texts.ui('counter.right', { ...n }));

/**
 * A find-move task solved by `move` in `pos`: the game it wins or draws (and the engine's reason), else the
 * capture it makes (safe from a recapture in a safe-capture task) or the reveal or step it is; a capture or reveal
 * that saves the game from the draw counter says so.
 */
export function findMoveSuccess(
  texts: Texts,
  engine: LessonEngine<unknown>,
  ex: Extract<BoardExercise, { kind: 'find-move' }>,
  pos: unknown,
  move: string,
): Feedback {
  const before = engine.format(pos);
  const shown = moveTextOn(ex.game, before, move);
  const square = move.slice(2, 4);
  const resets = engine.clock(pos) + 1 >= engine.clockLimit;
  const withReset = (line: string): string => (resets ? `${line} ${texts.ui('verdict.success-reset')}` : line);
  if (engine.isReveal(move)) {
    if (engine.turn(pos) === null) return correct(texts, texts.ui('verdict.success-first-reveal', { square }));
    return correct(texts, withReset(texts.ui('verdict.success-reveal', { square })));
  }
  const after = engine.play(pos, move);
  const status = after.ok ? engine.status(after.value) : null;
  if (status !== null && status.result !== 'ongoing') {
    const reason = texts.key(statusReasonKey(ex.game, status.reason));
    const name = status.result === 'draw' ? 'verdict.success-draw' : 'verdict.success-win';
    return correct(texts, texts.ui(name, { move: shown, reason }));
  }
  if (!engine.isCapture(pos, move)) return correct(texts, texts.ui('verdict.success-step', { move: shown, square }));
  const board = squaresFromPosition(ex.game, before);
  const piece = texts.piece(board.ok ? (board.value[square] ?? '') : '');
  const name = ex.outcome === 'safe-capture' ? 'verdict.success-safe' : 'verdict.success-capture';
  return correct(texts, withReset(texts.ui(name, { move: shown, square, piece })));
}
