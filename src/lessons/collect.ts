/**
 * Judging a collect task (kind 'collect', ./types.ts), lichess Learn style: the reader walks one piece onto every
 * marked square. The opponent passes: after each of the reader's moves the turn comes straight back (passTurn),
 * so the engine judges every move as an ordinary move of the reader's side and nothing answers it. Every step must
 * follow a shortest walk (collectDistance, a breadth-first search): a legal move that brings the marks no nearer is a
 * detour, refused at once, so a solve is always par moves long. Pure functions over the game's LessonEngine; the
 * island applies what they allow.
 */
import { assertNever } from '../engine/core/result';
import type { LessonEngine } from './engine';
import type { Outcome } from './outcome';
import type { CollectExercise } from './types';

/** Where a collect task stands: the position (the reader to move), the piece's square, what it has collected. */
export interface CollectState<P> {
  readonly position: P;
  readonly at: string;
  readonly collected: readonly string[];
  /** The reader's moves so far. */
  readonly used: number;
}

export type CollectJudgement<P> =
  /** Illegal for the task's piece: the board stays, `reason` is the engine's refusal code. */
  | { readonly verdict: 'refused'; readonly move: string; readonly reason: string }
  /** Not a move of the task's piece (another piece, or a reveal): no attempt at the task. */
  | { readonly verdict: 'other-piece'; readonly move: string }
  /** Legal, but it would end the game (a last capture, a den entered): the task is about the marks, not played. */
  | { readonly verdict: 'ends-game'; readonly move: string }
  /** Legal, but no nearer the marks: not played; `left` is the shortest walk from the state it was tried in. */
  | { readonly verdict: 'detour'; readonly move: string; readonly left: number }
  /** Played; `fresh` when it reached a target not collected before. Targets remain. */
  | { readonly verdict: 'step'; readonly move: string; readonly state: CollectState<P>; readonly fresh: boolean }
  /** Played, and every target is now collected. */
  | { readonly verdict: 'success'; readonly move: string; readonly state: CollectState<P> };

/** The side to move's letter in both games' notation (the second field): r, b, or '-' before colours exist. */
const OTHER_SIDE: Readonly<Record<string, string>> = { r: 'b', b: 'r' };

/** The same position with the other side to move (the opponent's pass), or null when it has no side to move. */
export function passTurn<P>(engine: LessonEngine<P>, pos: P): P | null {
  const fields = engine.format(pos).split(' ');
  const other = OTHER_SIDE[fields[1] ?? ''];
  if (other === undefined) return null;
  fields[1] = other;
  const parsed = engine.parse(fields.join(' '));
  return parsed.ok ? parsed.value : null;
}

/** A collect task's state before its first move. */
export const collectStart = <P>(ex: CollectExercise, position: P): CollectState<P> => ({
  position,
  at: ex.piece,
  collected: [],
  used: 0,
});

/** The position after the reader's legal `move` and the opponent's pass, or null when the game would end. */
export function collectStep<P>(engine: LessonEngine<P>, pos: P, move: string): P | null {
  const next = engine.play(pos, move);
  if (!next.ok || engine.status(next.value).result !== 'ongoing') return null;
  const back = passTurn(engine, next.value);
  return back !== null && engine.status(back).result === 'ongoing' ? back : null;
}

/** The legal moves of the piece on `at` (a reveal, or a move of another piece, is none of them). */
const pieceMoves = <P>(engine: LessonEngine<P>, pos: P, at: string): string[] =>
  engine.legalMoves(pos).filter((m) => m.startsWith(at) && m.slice(2, 4) !== at);

/**
 * The fewest moves of the task's piece that stand it on every target not yet collected in `state` (0 when none is
 * left), or null when no walk collects them. A breadth-first search over (the board, the targets collected), the
 * opponent passing after each move; the board, not the piece's square alone, so that a capture on the way counts.
 */
export function collectDistance<P>(
  engine: LessonEngine<P>,
  ex: CollectExercise,
  state: CollectState<P>,
): number | null {
  const all = (1 << ex.targets.length) - 1;
  const start = ex.targets.reduce((got, t, i) => (state.collected.includes(t) ? got | (1 << i) : got), 0);
  if (start === all) return 0;
  type Node = { readonly pos: P; readonly at: string; readonly got: number };
  const key = (n: Node): string => `${engine.format(n.pos).split(' ')[0]}|${n.got}`;
  let frontier: Node[] = [{ pos: state.position, at: state.at, got: start }];
  const seen = new Set(frontier.map(key));
  for (let depth = 1; frontier.length > 0; depth++) {
    const next: Node[] = [];
    for (const n of frontier) {
      for (const move of pieceMoves(engine, n.pos, n.at)) {
        const pos = collectStep(engine, n.pos, move);
        if (pos === null) continue;
        const at = move.slice(2, 4);
        const i = ex.targets.indexOf(at);
        const node = { pos, at, got: i < 0 ? n.got : n.got | (1 << i) };
        if (node.got === all) return depth;
        if (seen.has(key(node))) continue;
        seen.add(key(node));
        next.push(node);
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * "Show answer": a move of the piece that starts a shortest walk from `state`, with that walk's length `left`; null
 * when every mark is collected or no walk collects them. The walk from `state` is searched once, then each move's.
 */
export function nextCollectStep<P>(
  engine: LessonEngine<P>,
  ex: CollectExercise,
  state: CollectState<P>,
): { readonly move: string; readonly left: number } | null {
  const left = collectDistance(engine, ex, state);
  if (left === null || left === 0) return null;
  const nearer = (m: string): boolean => {
    const next = afterStep(engine, ex, state, m);
    return next !== null && collectDistance(engine, ex, next) === left - 1;
  };
  const move = pieceMoves(engine, state.position, state.at).find(nearer);
  return move === undefined ? null : { move, left };
}

/** The state after the piece's legal `move` and the opponent's pass, or null when the move would end the game. */
function afterStep<P>(
  engine: LessonEngine<P>,
  ex: CollectExercise,
  state: CollectState<P>,
  move: string,
): CollectState<P> | null {
  const position = collectStep(engine, state.position, move);
  if (position === null) return null;
  const to = move.slice(2, 4);
  const fresh = ex.targets.includes(to) && !state.collected.includes(to);
  return { position, at: to, collected: fresh ? [...state.collected, to] : state.collected, used: state.used + 1 };
}

/** Judges one attempted move (notation) in the task's current state. */
export function judgeCollectMove<P>(
  engine: LessonEngine<P>,
  ex: CollectExercise,
  state: CollectState<P>,
  move: string,
): CollectJudgement<P> {
  const from = move.slice(0, 2);
  const to = move.slice(2, 4);
  if (from !== state.at || from === to) return { verdict: 'other-piece', move };
  const why = engine.explain(state.position, move);
  if (why !== 'legal') return { verdict: 'refused', move, reason: why };
  const next = afterStep(engine, ex, state, move);
  if (next === null) return { verdict: 'ends-game', move };
  const left = collectDistance(engine, ex, state);
  if (left !== null && collectDistance(engine, ex, next) !== left - 1) return { verdict: 'detour', move, left };
  const fresh = next.collected.length > state.collected.length;
  return ex.targets.every((t) => next.collected.includes(t))
    ? { verdict: 'success', move, state: next }
    : { verdict: 'step', move, state: next, fresh };
}

/**
 * What a judged collect move counts as (./outcome.ts): a step one move nearer the marks is progress; a refused move,
 * a detour or one that would end the game is a wrong try.
 */
export function collectOutcome(j: CollectJudgement<unknown>): Outcome | null {
  switch (j.verdict) {
    case 'success':
      return 'solved';
    case 'step':
      return 'progress';
    case 'refused':
    case 'ends-game':
    case 'detour':
      return 'wrong';
    case 'other-piece':
      return null;
    default:
      return assertNever(j);
  }
}
