/**
 * A room page keeps the whole room once (from its join, a rematch or a 'sync') and applies the
 * server's small messages to it: each action's change and presence. A change that does not follow
 * from the copy (another round, or a ply missing in between) means a message was missed: the page
 * then asks for the whole room again.
 */
import type { Presence } from '../../server/protocol';
import type { RoomUpdate, RoomView } from '../../server/room';

/** The room after `update`, or null when the copy is out of step (ask the server with 'sync'). */
export function withUpdate(view: RoomView, update: RoomUpdate): RoomView | null {
  if (update.round !== view.round) return null;
  const plies = update.ply === null ? view.plies : [...view.plies, update.ply];
  if (plies.length !== update.count) return null;
  const { ending, drawOffer, rematchOffer, clock, expires, now } = update;
  return { ...view, plies, ending, drawOffer, rematchOffer, clock, expires, now };
}

export const withPresence = (view: RoomView, presence: Presence): RoomView => ({
  ...view,
  taken: presence.taken,
  present: presence.present,
});
