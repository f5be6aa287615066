/** Rooms built for tests: fixed tokens, a hand-driven clock. */
import type { GameId } from '../../../src/engine/core/game-rules';
import { startText } from '../../../src/server/referee';
import { act as actOn, createRoom, takeSeat, type Room, type TimeControl } from '../../../src/server/room';

export const FIRST = 'first-token-'.padEnd(43, 'a');
export const SECOND = 'second-token-'.padEnd(43, 'b');
export const HOUR = 60 * 60 * 1000;

/** A room of `game` with both seats taken (FIRST, SECOND) at time 0. */
export function seatedRoom(game: GameId, timeControl: TimeControl | null = null): Room {
  const room = createRoom({
    id: 'r'.repeat(22),
    game,
    start: startText(game),
    creatorToken: FIRST,
    timeControl,
    now: 0,
    ttlMs: HOUR,
  });
  const taken = takeSeat(room, SECOND, 0);
  if (taken === null) throw new Error('second seat not free');
  return taken.room;
}

/** A room action's outcome as a result: the room when accepted, the refusal when refused. */
export function act(...args: Parameters<typeof actOn>): { ok: true; value: Room } | { ok: false; error: unknown } {
  const o = actOn(...args);
  return o.refusal === null ? { ok: true, value: o.room } : { ok: false, error: o.refusal };
}

/** The room after an accepted action (throws on a refusal). */
export function must(r: ReturnType<typeof act>): Room {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return r.value;
}
