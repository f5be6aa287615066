/**
 * Judging a play-it-out exercise (kind 'play-out', ./types.ts): the reader plays moves, a fixed AI
 * setting answers, and the exercise is solved when the goal is reached within `within` of the
 * reader's moves. Pure functions over the game's LessonEngine; the defence is passed in, so the
 * island can ask its worker and the tests can call the same handler directly.
 */
import { squaresFromPosition } from '../board/position';
import type { Colour } from '../engine/core/game-rules';
import { assertNever } from '../engine/core/result';
import type { LessonEngine } from './engine';
import type { Outcome } from './outcome';
import type { PlayOutExercise, PlayOutGoal } from './types';

export type PlayOutJudgement<P> =
  /** Illegal: the board stays, `reason` is the engine's refusal code. */
  | { readonly verdict: 'refused'; readonly move: string; readonly reason: string }
  /** The goal is reached by this move. */
  | { readonly verdict: 'success'; readonly move: string; readonly position: P }
  /** Legal, goal not reached yet: the defence moves next. */
  | { readonly verdict: 'continue'; readonly move: string; readonly position: P }
  /** Legal, but the attempt is over: moves used up, or the game ended without the goal. */
  | {
      readonly verdict: 'failed';
      readonly move: string;
      readonly position: P;
      readonly why: 'out-of-moves' | 'game-over';
    };

/** Whether `move` from `before` to `after`, played by `side`, reaches the goal. */
function reachesGoal<P>(
  engine: LessonEngine<P>,
  goal: PlayOutGoal,
  side: Colour | null,
  before: P,
  move: string,
  after: P,
): boolean {
  switch (goal.kind) {
    case 'win': {
      const st = engine.status(after);
      return st.result === `${side}-wins` && (goal.reason === undefined || st.reason === goal.reason);
    }
    case 'capture': {
      const squares = squaresFromPosition(engine.game, engine.format(before));
      return squares.ok && squares.value[move.slice(2, 4)] === goal.piece;
    }
    default:
      return assertNever(goal);
  }
}

/** Judges the reader's move number `used + 1` from `pos` (the reader is the side to move). */
export function judgePlayOutMove<P>(
  engine: LessonEngine<P>,
  ex: PlayOutExercise,
  pos: P,
  move: string,
  used: number,
): PlayOutJudgement<P> {
  const why = engine.explain(pos, move);
  if (why !== 'legal') return { verdict: 'refused', move, reason: why };
  const next = engine.play(pos, move);
  if (!next.ok) return { verdict: 'refused', move, reason: next.error };
  if (reachesGoal(engine, ex.goal, engine.turn(pos), pos, move, next.value))
    return { verdict: 'success', move, position: next.value };
  if (engine.status(next.value).result !== 'ongoing')
    return { verdict: 'failed', move, position: next.value, why: 'game-over' };
  if (used + 1 >= ex.within) return { verdict: 'failed', move, position: next.value, why: 'out-of-moves' };
  return { verdict: 'continue', move, position: next.value };
}

/** The reader's moves beyond the task's par, once the goal is reached in `used` moves (a stage's stars count them). */
export const movesOverPar = (ex: Pick<PlayOutExercise, 'par'>, used: number): number => Math.max(0, used - ex.par);

/**
 * What a judged play-out move counts as (./outcome.ts): a legal move that keeps the attempt going is a correct
 * step (progress), never a wrong try; a refused move or a line that ends without the goal is one.
 */
export function playOutOutcome(j: PlayOutJudgement<unknown>): Outcome {
  switch (j.verdict) {
    case 'success':
      return 'solved';
    case 'continue':
      return 'progress';
    case 'refused':
    case 'failed':
      return 'wrong';
    default:
      return assertNever(j);
  }
}

/** The defence's reply: the position after it, or null when the reply is missing or illegal. */
export function applyDefence<P>(engine: LessonEngine<P>, pos: P, reply: string | null): P | null {
  if (reply === null) return null;
  const next = engine.play(pos, reply);
  return next.ok ? next.value : null;
}

/** How a whole line ends: the reader's moves in turn, each answered by `defend` while the attempt goes on. */
export type LineOutcome =
  | { readonly outcome: 'success'; readonly used: number }
  | { readonly outcome: 'refused'; readonly at: number; readonly reason: string }
  | { readonly outcome: 'failed'; readonly at: number; readonly why: string };

export function playLine<P>(
  engine: LessonEngine<P>,
  ex: PlayOutExercise,
  start: P,
  moves: readonly string[],
  defend: (pos: P) => string | null,
): LineOutcome {
  let pos = start;
  for (let i = 0; i < moves.length; i++) {
    const j = judgePlayOutMove(engine, ex, pos, moves[i]!, i);
    switch (j.verdict) {
      case 'refused':
        return { outcome: 'refused', at: i, reason: j.reason };
      case 'success':
        return { outcome: 'success', used: i + 1 };
      case 'failed':
        return { outcome: 'failed', at: i, why: j.why };
      case 'continue': {
        const next = applyDefence(engine, j.position, defend(j.position));
        if (next === null || engine.status(next).result !== 'ongoing')
          return { outcome: 'failed', at: i, why: 'defence' };
        pos = next;
        break;
      }
      default:
        return assertNever(j);
    }
  }
  return { outcome: 'failed', at: moves.length, why: 'line-ended' };
}
