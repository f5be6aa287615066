/**
 * Where rooms live: a small interface with two implementations, in memory (./memory-store.ts, the
 * default) and Redis (./redis-store.ts, REDIS_URL), so several server processes share rooms.
 */
import type { Room } from './room';

/** A store keeps a room for `ttlMs + KEEP_EXPIRED_MS` so that a late visitor learns it expired. */
export const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export interface RoomStore {
  get(id: string): Promise<Room | null>;
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
  close(): Promise<void>;
}

export type UpdateResult<E> =
  { readonly ok: true; readonly room: Room } | { readonly ok: false; readonly error: E | 'room-not-found' };
