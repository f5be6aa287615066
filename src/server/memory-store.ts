/** Rooms in this process's memory; expired rooms are dropped KEEP_EXPIRED_MS after their expiry. */
import type { Room } from './room';
import { KEEP_EXPIRED_MS, type RoomStore, type UpdateResult } from './store';

export class MemoryStore implements RoomStore {
  private readonly rooms = new Map<string, Room>();

  constructor(private readonly now: () => number = Date.now) {}

  async get(id: string): Promise<Room | null> {
    return this.current(id);
  }

  private current(id: string): Room | null {
    const room = this.rooms.get(id);
    if (room === undefined) return null;
    if (this.now() > room.touched + room.ttlMs + KEEP_EXPIRED_MS) {
      this.rooms.delete(id);
      return null;
    }
    return room;
  }

  async create(room: Room): Promise<boolean> {
    if (this.rooms.has(room.id)) return false;
    this.rooms.set(room.id, room);
    return true;
  }

  async update<E>(
    id: string,
    change: (room: Room) => { ok: true; value: Room } | { ok: false; error: E },
  ): Promise<UpdateResult<E>> {
    // No await between reading and writing: one process runs this atomically.
    const room = this.current(id);
    if (room === null) return { ok: false, error: 'room-not-found' };
    const next = change(room);
    if (!next.ok) return next;
    this.rooms.set(id, next.value);
    return { ok: true, room: next.value };
  }

  async close(): Promise<void> {
    this.rooms.clear();
  }
}
