/**
 * One puzzle being solved, as pure state: the solver's moves are the line's even plies, the defender's
 * replies the odd ones (played for the reader). A move is right when it is the line's move (a Banqi
 * reveal in the line carries its identity, `c3c3=R`: the reader's `c3c3` matches it).
 */
import type { Puzzle } from './schema';

type RunState = 'todo' | 'solved' | 'failed';

export interface Run {
  /** Plies of the line played so far. */
  readonly ply: number;
  readonly state: RunState;
  /** The reader's wrong move, once the puzzle is failed. */
  readonly wrong: string | null;
}

export const startRun = (): Run => ({ ply: 0, state: 'todo', wrong: null });

/** The move text without a reveal's identity ('c3c3=R' -> 'c3c3'). */
export const bareMove = (move: string): string => move.slice(0, 4);

/** The solver's move now expected (null once the run is over). */
export const expected = (p: Puzzle, run: Run): string | null =>
  run.state === 'todo' ? (p.line[run.ply] ?? null) : null;

/**
 * The run after the reader plays `move`: a right move advances past the defender's reply (given back in
 * `played`, to show on the board in turn), the last one solves; any other move fails the puzzle.
 */
export function tryMove(p: Puzzle, run: Run, move: string): { run: Run; played: readonly string[] } {
  const want = expected(p, run);
  if (want === null) return { run, played: [] };
  if (bareMove(want) !== bareMove(move)) return { run: { ...run, state: 'failed', wrong: move }, played: [] };
  const played = p.line.slice(run.ply, run.ply + 2);
  const ply = run.ply + played.length;
  return { run: { ply, state: ply >= p.line.length ? 'solved' : 'todo', wrong: null }, played };
}
