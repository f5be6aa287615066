/**
 * Rooms in this process's memory. A timer sweeps the rooms that expired: each is replaced by a mark
 * (its id and when to forget it) kept KEEP_EXPIRED_MS, so memory stays bounded by the live rooms.
 */
import type { Room } from './room';
import { expiresAt, KEEP_EXPIRED_MS, type RoomStore, type UpdateResult } from './store';

export class MemoryStore implements RoomStore {
  private readonly rooms = new Map<string, Room>();
  /** Expired room ids and when to forget them. */
  private readonly expiredIds = new Map<string, number>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly now: () => number = Date.now,
    sweepEveryMs = 60_000,
  ) {
    this.timer = setInterval(() => this.sweep(), sweepEveryMs);
    this.timer.unref();
  }

  /** Drops every expired room (keeping its mark) and every mark past its time. */
  sweep(): void {
    const t = this.now();
    for (const [id, room] of this.rooms)
      if (t > expiresAt(room)) {
        this.rooms.delete(id);
        this.expiredIds.set(id, expiresAt(room) + KEEP_EXPIRED_MS);
      }
    for (const [id, forget] of this.expiredIds) if (t > forget) this.expiredIds.delete(id);
  }

  async get(id: string): Promise<Room | null> {
    return this.rooms.get(id) ?? null;
  }

  async expired(id: string): Promise<boolean> {
    return this.expiredIds.has(id);
  }

  async create(room: Room): Promise<boolean> {
    if (this.rooms.has(room.id) || this.expiredIds.has(room.id)) return false;
    this.rooms.set(room.id, room);
    return true;
  }

  async update<E>(
    id: string,
    change: (room: Room) => { ok: true; value: Room } | { ok: false; error: E },
  ): Promise<UpdateResult<E>> {
    // No await between reading and writing: one process runs this atomically.
    const room = this.rooms.get(id);
    if (room === undefined) return { ok: false, error: 'room-not-found' };
    const next = change(room);
    if (!next.ok) return next;
    this.rooms.set(id, next.value);
    return { ok: true, room: next.value };
  }

  async size(): Promise<number> {
    return this.rooms.size;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.rooms.clear();
    this.expiredIds.clear();
  }
}
