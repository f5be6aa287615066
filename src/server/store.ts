/**
 * Where rooms live: a small interface with two implementations, in memory (./memory-store.ts, the
 * default) and Redis (./redis-store.ts, REDIS_URL), so several server processes share rooms. Both
 * forget a room when it expires and keep only a small mark of it for KEEP_EXPIRED_MS, so that a
 * late visitor learns that the room expired rather than that it never existed.
 */
import type { Room } from './room';

/** How long a store remembers that an expired room existed. */
export const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export interface RoomStore {
  get(id: string): Promise<Room | null>;
  /** Whether a room of this id existed and expired (for the visitor's message); false if never seen. */
  expired(id: string): Promise<boolean>;
  /** Saves a new room; false when the id is taken. */
  create(room: Room): Promise<boolean>;
  /**
   * Changes a room atomically: `change` gets the current room and returns the new one, or an
   * error value that is handed back unchanged (nothing saved). With several processes the change
   * may run more than once (optimistic concurrency), so it must be a pure function of its room.
   */
  update<E>(
    id: string,
    change: (room: Room) => { ok: true; value: Room } | { ok: false; error: E },
  ): Promise<UpdateResult<E>>;
  /** Rooms held now (live, not yet forgotten); for the health check and the memory bench. */
  size(): Promise<number>;
  close(): Promise<void>;
}

export type UpdateResult<E> =
  { readonly ok: true; readonly room: Room } | { readonly ok: false; readonly error: E | 'room-not-found' };

/** When a room expires (no action for its time to live). */
export const expiresAt = (room: Room): number => room.touched + room.ttlMs;
