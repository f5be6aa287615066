/**
 * Judging a reader's attempt on the board, lichess-puzzle style: small pure functions over the
 * game's LessonEngine. The island applies what the judgement allows; nothing here touches the DOM.
 */
import { assertNever } from '../engine/core/result';
import { WATER_SQUARES, nameOf } from '../engine/jungle';
import type { LessonEngine } from './engine';
import type { Outcome } from './outcome';
import type { Exercise, FindOutcome } from './types';

/** What the reader has done so far in one exercise. */
export interface AttemptState<P> {
  /** The position on the board now (the exercise's start, or later in a sandbox). */
  readonly position: P;
  /** all-captures: the captures found so far. */
  readonly found: readonly string[];
}

export type Judgement =
  /** The goal is reached (a legality task: its move, played on the board, is legal: "yes" was right). */
  | { readonly verdict: 'success'; readonly move: string }
  /** all-captures: a new capture; `found` is the updated list, more remain. */
  | { readonly verdict: 'progress'; readonly move: string; readonly found: readonly string[] }
  /** all-captures: a capture already found. */
  | { readonly verdict: 'already-found'; readonly move: string }
  /** A legal move that is not what the exercise asks for; `why` picks the message. */
  | {
      readonly verdict: 'legal-but-not-goal';
      readonly move: string;
      readonly why: 'not-asked' | 'not-capture' | 'not-solution';
    }
  /** A safe-capture exercise: the capture is legal, but `by` (an enemy move) takes the piece back. */
  | { readonly verdict: 'recaptured'; readonly move: string; readonly by: string }
  /**
   * An illegal move: `reason` is the engine's refusal code. `asked`: a legality task's own move, tried on the
   * board as if it were allowed (playing it answers "yes", which was wrong).
   */
  | { readonly verdict: 'refused'; readonly move: string; readonly reason: string; readonly asked?: true }
  /** sandbox: a legal move, to be played. */
  | { readonly verdict: 'played'; readonly move: string };

/** The exercise kinds judged by board moves. */
export type BoardExercise = Extract<Exercise, { kind: 'legality' | 'find-move' | 'all-captures' | 'sandbox' }>;

export function isBoardExercise(ex: Exercise): ex is BoardExercise {
  return ex.kind === 'legality' || ex.kind === 'find-move' || ex.kind === 'all-captures' || ex.kind === 'sandbox';
}

/** Judges one attempted move (notation) in the current state of a board exercise. */
export function judgeAttempt<P>(
  engine: LessonEngine<P>,
  ex: BoardExercise,
  state: AttemptState<P>,
  move: string,
): Judgement {
  const why = engine.explain(state.position, move);
  switch (ex.kind) {
    case 'legality':
      if (move === ex.move)
        return why === 'legal' ? { verdict: 'success', move } : { verdict: 'refused', move, reason: why, asked: true };
      return why === 'legal'
        ? { verdict: 'legal-but-not-goal', move, why: 'not-asked' }
        : { verdict: 'refused', move, reason: why };
    case 'find-move':
      if (why !== 'legal') return { verdict: 'refused', move, reason: why };
      if (ex.solutions.includes(move)) return { verdict: 'success', move };
      if (ex.outcome === 'safe-capture' && engine.isCapture(state.position, move)) {
        const by = recaptureOf(engine, state.position, move);
        if (by !== undefined) return { verdict: 'recaptured', move, by };
      }
      return { verdict: 'legal-but-not-goal', move, why: 'not-solution' };
    case 'all-captures': {
      if (why !== 'legal') return { verdict: 'refused', move, reason: why };
      if (!engine.isCapture(state.position, move)) return { verdict: 'legal-but-not-goal', move, why: 'not-capture' };
      if (state.found.includes(move)) return { verdict: 'already-found', move };
      const found = [...state.found, move];
      return ex.captures.every((c) => found.includes(c))
        ? { verdict: 'success', move }
        : { verdict: 'progress', move, found };
    }
    case 'sandbox':
      return why === 'legal' ? { verdict: 'played', move } : { verdict: 'refused', move, reason: why };
    default:
      return assertNever(ex);
  }
}

/** The sandbox goal an attempted move triggers: its refusal code, or the kind of legal action it is. */
export function goalOf<P>(engine: LessonEngine<P>, pos: P, move: string): string {
  const why = engine.explain(pos, move);
  if (why !== 'legal') return why;
  if (engine.isReveal(move)) return 'reveal';
  if (engine.isCapture(pos, move)) return 'capture';
  return engine.game === 'jungle' && JUNGLE_WATER.has(move.slice(2, 4)) ? 'swim' : 'move';
}

/** The Jungle's water squares by name: a move that ends there is a sandbox's 'swim'. */
const JUNGLE_WATER: ReadonlySet<string> = new Set(WATER_SQUARES.map(nameOf));

/** Whether the board should play the judged move (otherwise it stays where it was). */
export function playsMove(ex: BoardExercise, j: Judgement): boolean {
  if (j.verdict === 'played') return true;
  return j.verdict === 'success' && ex.kind !== 'all-captures';
}

/**
 * What a judged board attempt counts as (./outcome.ts). A correct step of a task that needs several (a capture
 * of an all-captures task not yet complete) is progress, never a wrong try; a capture found again is no attempt.
 * A sandbox move is no attempt either: its goals are counted by the island. In a legality task only its own move
 * is an answer (playing it says "allowed"); another move answers nothing, so it is neither right nor wrong.
 */
export function boardOutcome(ex: BoardExercise, j: Judgement): Outcome | null {
  switch (j.verdict) {
    case 'success':
      return 'solved';
    case 'progress':
      return 'progress';
    case 'already-found':
    case 'played':
      return null;
    case 'refused':
      if (ex.kind === 'sandbox') return null;
      return ex.kind === 'legality' && j.asked !== true ? null : 'wrong';
    case 'legal-but-not-goal':
      return ex.kind === 'legality' ? null : 'wrong';
    case 'recaptured':
      return 'wrong';
    default:
      return assertNever(j);
  }
}

/** The reader's prediction in a legality task: may the asked move be played? */
export type Answer = 'yes' | 'no';

export interface AnswerJudgement {
  /** The prediction agrees with the engine. */
  readonly right: boolean;
  /** The engine's refusal code of the asked move, or null when it is legal. */
  readonly refusal: string | null;
}

/** Judges a legality task's Yes/No prediction by the engine, in the task's position. */
export function judgeAnswer<P>(
  engine: LessonEngine<P>,
  ex: Extract<Exercise, { kind: 'legality' }>,
  pos: P,
  answer: Answer,
): AnswerJudgement {
  const why = engine.explain(pos, ex.move);
  const legal = why === 'legal';
  return { right: (answer === 'yes') === legal, refusal: legal ? null : why };
}

/** The legal captures of a position (sorted). */
export function capturesOf<P>(engine: LessonEngine<P>, pos: P): string[] {
  return engine.legalMoves(pos).filter((m) => engine.isCapture(pos, m));
}

/** An enemy capture onto the square a legal move lands on, right after it (the first in order), if any. */
export function recaptureOf<P>(engine: LessonEngine<P>, pos: P, move: string): string | undefined {
  const next = engine.play(pos, move);
  if (!next.ok) return undefined;
  const landing = move.slice(2);
  return capturesOf(engine, next.value).find((m) => m.slice(2) === landing);
}

/**
 * Whether a legal move reaches a find-move outcome: the game's result after it ('red-wins', 'draw', ...),
 * or 'safe-capture' (a capture after which the opponent has no capture onto the moved piece's square).
 */
export function reachesOutcome<P>(engine: LessonEngine<P>, pos: P, move: string, outcome: FindOutcome): boolean {
  const next = engine.play(pos, move);
  if (!next.ok) return false;
  if (outcome !== 'safe-capture') return engine.status(next.value).result === outcome;
  return engine.isCapture(pos, move) && recaptureOf(engine, pos, move) === undefined;
}
