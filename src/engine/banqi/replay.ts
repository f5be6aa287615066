import { replayStart, type ReplayError as CoreReplayError } from '../core/replay-error';
import { err, ok, type Result } from '../core/result';
import { makeAction, type Action } from './action';
import { parseDeal, type Deal, type DealErrorReason } from './deal';
import type { Position } from './position';
import { parsePosition, type PositionError } from './position-text';
import { Referee, type IdentitySource, type RefereeErrorReason } from './referee';

/**
 * A game as stored or linked: the start position, where hidden identities come from (a fixed
 * deal, JSON square -> letter, or a seed for uniform draws from the pool; at most one of them),
 * and the actions in notation (`b2b3`, `c3c3`, `c3c3=h`). Without deal and seed every reveal must
 * carry its `=x`.
 */
export interface GameRecord {
  readonly start: string;
  readonly deal?: Readonly<Record<string, string>>;
  readonly seed?: number;
  readonly actions: readonly string[];
}

/** A record replayed up to some ply. */
export interface Replayed {
  readonly position: Position;
  /** Hidden identities of the squares still face down (when the record has a deal). */
  readonly deal: Deal | undefined;
  /** Number of actions played. */
  readonly ply: number;
  /** The actions played, reveals with their identity: a record that replays without deal or seed. */
  readonly actions: readonly Action[];
}

export type ReplayError = CoreReplayError<
  DealErrorReason | 'deal-and-seed' | 'bad-seed' | RefereeErrorReason,
  PositionError
>;

/** Replays a record up to `ply` actions (all by default); an error names the ply and the reason. */
export function replay(record: GameRecord, ply: number = record.actions.length): Result<Replayed, ReplayError> {
  const start = replayStart(parsePosition(record.start), ply, record.actions.length);
  if (!start.ok) return start;
  if (record.deal !== undefined && record.seed !== undefined)
    return err({ ply: 0, reason: 'deal-and-seed', message: 'give a deal or a seed, not both' });
  let source: IdentitySource = { type: 'none' };
  if (record.deal !== undefined) {
    const deal = parseDeal(start.value, record.deal);
    if (!deal.ok) return err({ ply: 0, ...deal.error });
    source = { type: 'deal', deal: deal.value };
  } else if (record.seed !== undefined) {
    if (!Number.isInteger(record.seed) || record.seed < 0 || record.seed > 0xffffffff) {
      return err({ ply: 0, reason: 'bad-seed', message: 'the seed is a whole number 0..2^32-1' });
    }
    source = { type: 'seed', seed: record.seed };
  }
  const referee = new Referee(start.value, source);
  const actions: Action[] = [];
  for (let i = 0; i < ply; i++) {
    const text = record.actions[i]!;
    const played = referee.play(text);
    if (!played.ok)
      return err({ ply: i + 1, reason: played.error, message: `action ${i + 1} '${text}': ${played.error}` });
    actions.push(played.value);
  }
  return ok({ position: referee.position, deal: referee.deal, ply, actions });
}

/** The actions of a replay as record text, reveals with their identities. */
export function recordedActions(replayed: Replayed): string[] {
  return replayed.actions.map(makeAction);
}
