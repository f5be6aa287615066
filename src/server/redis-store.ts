/**
 * Rooms in Redis (REDIS_URL), shared by every server process. A room is one JSON string under
 * `plyyard:room:<id>`, expiring KEEP_EXPIRED_MS after the room's own expiry. Changes are
 * compare-and-set in a Lua script (the write happens only if the stored text is still the one the
 * change was computed from), retried on conflict.
 */
import { createClient, type RedisClientType } from 'redis';
import type { Room } from './room';
import { KEEP_EXPIRED_MS, type RoomStore, type UpdateResult } from './store';

const keyOf = (id: string): string => `plyyard:room:${id}`;

const COMPARE_AND_SET = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 1
end
return 0`;

/** Attempts of one change before giving up under contention (each loses only to a newer write). */
const MAX_ATTEMPTS = 50;

const keepMs = (room: Room, now: number): number => Math.max(1, room.touched + room.ttlMs + KEEP_EXPIRED_MS - now);

export class RedisStore implements RoomStore {
  private constructor(
    private readonly client: RedisClientType,
    private readonly now: () => number,
  ) {}

  static async connect(url: string, now: () => number = Date.now): Promise<RedisStore> {
    const client = createClient({ url }) as RedisClientType;
    client.on('error', (e: unknown) => console.error('redis store:', e));
    await client.connect();
    return new RedisStore(client, now);
  }

  async get(id: string): Promise<Room | null> {
    const text = await this.client.get(keyOf(id));
    return text === null ? null : (JSON.parse(text) as Room);
  }

  async create(room: Room): Promise<boolean> {
    const r = await this.client.set(keyOf(room.id), JSON.stringify(room), {
      NX: true,
      expiration: { type: 'PX', value: keepMs(room, this.now()) },
    });
    return r === 'OK';
  }

  async update<E>(
    id: string,
    change: (room: Room) => { ok: true; value: Room } | { ok: false; error: E },
  ): Promise<UpdateResult<E>> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const text = await this.client.get(keyOf(id));
      if (text === null) return { ok: false, error: 'room-not-found' };
      const next = change(JSON.parse(text) as Room);
      if (!next.ok) return next;
      const written = await this.client.eval(COMPARE_AND_SET, {
        keys: [keyOf(id)],
        arguments: [text, JSON.stringify(next.value), String(keepMs(next.value, this.now()))],
      });
      if (written === 1) return { ok: true, room: next.value };
    }
    throw new Error(`room ${id}: too many concurrent changes`);
  }

  async close(): Promise<void> {
    await this.client.quit();
  }
}
