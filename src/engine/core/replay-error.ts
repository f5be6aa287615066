import { err, ok, type Result } from './result';

/** Why a record did not replay: the start, the ply asked for, or a game's own reasons (`R`). */
export interface ReplayError<R extends string, P> {
  /** 0 for the start (position, ply, and the game's own start fields), k for the k-th half-move (1-based) refused. */
  readonly ply: number;
  readonly reason: 'bad-start' | 'ply-out-of-range' | R;
  readonly message: string;
  /** For 'bad-start', the position error. */
  readonly position?: P;
}

/** The checks both games make before replaying: the start parsed, and `ply` within the record's `length`. */
export function replayStart<T, P extends { readonly message: string }>(
  start: Result<T, P>,
  ply: number,
  length: number,
): Result<T, ReplayError<never, P>> {
  if (!start.ok) return err({ ply: 0, reason: 'bad-start', message: start.error.message, position: start.error });
  if (!Number.isInteger(ply) || ply < 0 || ply > length)
    return err({ ply: 0, reason: 'ply-out-of-range', message: `ply ${ply} is not in 0..${length}` });
  return ok(start.value);
}
