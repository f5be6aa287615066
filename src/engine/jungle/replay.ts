/**
 * Game records: the start position's text and the moves played, in notation. replay(record, ply) gives
 * the position after the first `ply` moves (all of them by default), or names the ply and the reason.
 */
import { replayStart, type ReplayError as CoreReplayError } from '../core/replay-error';
import { err, ok, type Result } from '../core/result';
import type { IllegalReason } from './explain';
import { parseMove, type Move } from './move';
import { applyMove } from './play';
import { parsePosition, type Position, type PositionError } from './position';

export interface GameRecord {
  readonly start: string;
  readonly moves: readonly string[];
}

/** A record replayed up to some ply. */
export interface Replayed {
  readonly position: Position;
  /** Number of moves played. */
  readonly ply: number;
  /** The moves played. */
  readonly moves: readonly Move[];
}

export type ReplayError = CoreReplayError<IllegalReason, PositionError>;

export function replay(record: GameRecord, ply: number = record.moves.length): Result<Replayed, ReplayError> {
  const start = replayStart(parsePosition(record.start), ply, record.moves.length);
  if (!start.ok) return start;
  let position = start.value;
  const moves: Move[] = [];
  for (let i = 0; i < ply; i++) {
    const text = record.moves[i]!;
    const parsed = parseMove(text);
    const next = parsed.ok ? applyMove(position, parsed.value) : parsed;
    if (!next.ok)
      return err({ ply: i + 1, reason: next.error, message: `move ${i + 1} '${text}' is illegal: ${next.error}` });
    if (parsed.ok) moves.push(parsed.value);
    position = next.value;
  }
  return ok({ position, ply, moves });
}
