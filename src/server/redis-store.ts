/**
 * Rooms in Redis (REDIS_URL), shared by every server process. A room is one JSON string under
 * `plyyard:room:<id>` that Redis itself deletes when the room expires (its TTL is set on every
 * write), and `plyyard:expired:<id>` marks it KEEP_EXPIRED_MS longer. Changes are compare-and-set
 * in a Lua script (the write happens only if the stored text is still the one the change was
 * computed from), retried on conflict.
 */
import { createClient, type RedisClientType } from 'redis';
import type { Room } from './room';
import { expiresAt, KEEP_EXPIRED_MS, type RoomStore, type UpdateResult } from './store';

const PREFIX = 'plyyard:room:';
const keyOf = (id: string): string => `${PREFIX}${id}`;
const markOf = (id: string): string => `plyyard:expired:${id}`;

/** KEYS: room, mark. ARGV: text, room TTL, mark TTL. Writes only if the room is new. */
const CREATE = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return 1
end
return 0`;

/** KEYS: room, mark. ARGV: old text, new text, room TTL, mark TTL. */
const COMPARE_AND_SET = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[4])
  return 1
end
return 0`;

/** Attempts of one change before giving up under contention (each loses only to a newer write). */
const MAX_ATTEMPTS = 50;

/** The TTLs of a room's key and of its mark, in ms from `now`. */
const ttls = (room: Room, now: number): [string, string] => {
  const left = Math.max(1, expiresAt(room) - now);
  return [String(left), String(left + KEEP_EXPIRED_MS)];
};

export class RedisStore implements RoomStore {
  private constructor(
    private readonly client: RedisClientType,
    private readonly now: () => number,
  ) {}

  static async connect(url: string, now: () => number = Date.now): Promise<RedisStore> {
    const client = createClient({ url }) as RedisClientType;
    client.on('error', (e: unknown) => console.error(JSON.stringify({ event: 'redis-error', error: String(e) })));
    await client.connect();
    return new RedisStore(client, now);
  }

  /** The store's connection, shared by the per-address limits. */
  get redis(): RedisClientType {
    return this.client;
  }

  async get(id: string): Promise<Room | null> {
    const text = await this.client.get(keyOf(id));
    return text === null ? null : (JSON.parse(text) as Room);
  }

  async expired(id: string): Promise<boolean> {
    return (await this.client.exists(markOf(id))) === 1;
  }

  async create(room: Room): Promise<boolean> {
    const written = await this.client.eval(CREATE, {
      keys: [keyOf(room.id), markOf(room.id)],
      arguments: [JSON.stringify(room), ...ttls(room, this.now())],
    });
    return written === 1;
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
        keys: [keyOf(id), markOf(id)],
        arguments: [text, JSON.stringify(next.value), ...ttls(next.value, this.now())],
      });
      if (written === 1) return { ok: true, room: next.value };
    }
    throw new Error(`room ${id}: too many concurrent changes`);
  }

  async size(): Promise<number> {
    let n = 0;
    for await (const keys of this.client.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 1000 })) n += keys.length;
    return n;
  }

  async close(): Promise<void> {
    await this.client.quit();
  }
}
