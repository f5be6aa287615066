/**
 * Two server processes sharing rooms through a real Redis (a throwaway redis-server on port 6390):
 * one player on each process, a game played to the end; presence and refusals cross processes too.
 * Scale-out: with one process killed (kill -9) mid-game, the players reconnect through the proxy
 * (port 4426) to the other and the game goes on with every move kept; with both restarted, the
 * rooms are still there. The Redis store lets Redis expire rooms.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisStore } from '../../../src/server/redis-store';
import { createRoom as newRoom } from '../../../src/server/room';
import { connect, createRoom, type TestClient } from './client';
import { startFailoverProxy } from './failover-proxy';
import { FIRST } from './helpers';
import { startRedis, startRoomServer, type Child } from './processes';

const REDIS_PORT = 6390;
const ONE = 4418;
const TWO = 4419;
const PROXY = 4426;
/** Red lion d7, blue rat a1: d7d8, a rat move, d8d9 enters the blue den (J6). */
const JUNGLE_ENDGAME = '7/7/3L3/7/7/7/7/7/r6 r 0 20';

const URL = `redis://127.0.0.1:${REDIS_PORT}`;
let redis: Child;
let servers: Child[] = [];

beforeAll(async () => {
  redis = await startRedis(REDIS_PORT);
  servers = await Promise.all([startRoomServer(ONE, URL), startRoomServer(TWO, URL)]);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await redis.stop();
});

describe('rooms across two processes with Redis', () => {
  it('a player on each process plays a game to its end', async () => {
    const created = await createRoom(ONE, { game: 'jungle', start: JUNGLE_ENDGAME });
    expect(created.status).toBe(201);
    const a: TestClient = await connect(ONE);
    const b: TestClient = await connect(TWO);
    expect(await a.join(created.json.room, created.json.token)).toMatchObject({ ok: true, seat: 'first' });
    expect(await b.join(created.json.room)).toMatchObject({ ok: true, seat: 'second' });
    // Presence and the joined seat reach the other process.
    await a.until((v) => v.taken.second && v.present.second);
    expect(await b.act({ type: 'play', text: 'a1a2' })).toEqual({ ok: false, error: { code: 'not-your-turn' } });
    expect(await a.act({ type: 'play', text: 'd7d8' })).toEqual({ ok: true });
    await b.until((v) => v.plies.length === 1);
    expect(await b.act({ type: 'play', text: 'a1a2' })).toEqual({ ok: true });
    await a.until((v) => v.plies.length === 2);
    expect(await a.act({ type: 'play', text: 'd8d9' })).toEqual({ ok: true });
    const end = await b.until((v) => v.plies.length === 3);
    expect(end.plies.map((p) => p.text)).toEqual(['d7d8', 'a1a2', 'd8d9']);
    expect(await b.act({ type: 'play', text: 'a2a3' })).toEqual({ ok: false, error: { code: 'game-over' } });
    // A rematch asked on one process and accepted on the other swaps the seats.
    expect(await b.act({ type: 'rematch', verb: 'offer' })).toEqual({ ok: true });
    await a.until((v) => v.rematchOffer === 'second');
    expect(await a.act({ type: 'rematch', verb: 'accept' })).toEqual({ ok: true });
    const next = await b.until((v) => v.round === 2);
    expect(next.plies).toEqual([]);
    a.close();
    b.close();
  }, 30_000);

  it('a room created on one process is joined on the other after a reconnection', async () => {
    const created = await createRoom(TWO, { game: 'banqi' });
    const a = await connect(ONE);
    expect(await a.join(created.json.room, created.json.token)).toMatchObject({ ok: true, seat: 'first' });
    a.close();
    const again = await connect(TWO);
    expect(await again.join(created.json.room, created.json.token)).toMatchObject({ ok: true, seat: 'first' });
    expect(await again.act({ type: 'play', text: 'c3c3' })).toEqual({ ok: true });
    const view = await again.until((v) => v.plies.length === 1);
    expect(view.plies[0]!.text).toMatch(/^c3c3=[GAERHCSgaerhcs]$/);
    again.close();
  }, 30_000);

  it('lets Redis expire a room, and remembers that it expired', async () => {
    const store = await RedisStore.connect(URL);
    const id = 'ttl-'.padEnd(22, 'x');
    const room = newRoom({
      id,
      game: 'jungle',
      start: '',
      creatorToken: FIRST,
      timeControl: null,
      now: Date.now(),
      ttlMs: 300,
    });
    expect(await store.create(room)).toBe(true);
    expect(await store.get(id)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 700));
    expect(await store.get(id)).toBeNull();
    expect(await store.expired(id)).toBe(true);
    expect(await store.expired('never'.padEnd(22, 'x'))).toBe(false);
    await store.close();
  });

  it('a process killed mid-game: the players reconnect to the other and play on, every move kept', async () => {
    const proxy = await startFailoverProxy(PROXY, [ONE, TWO]);
    const created = await createRoom(PROXY, { game: 'jungle' });
    const a = await connect(PROXY, { reconnect: true });
    const b = await connect(PROXY, { reconnect: true });
    expect(await a.join(created.json.room, created.json.token)).toMatchObject({ ok: true, seat: 'first' });
    expect(await b.join(created.json.room)).toMatchObject({ ok: true, seat: 'second' });
    expect(await a.act({ type: 'play', text: 'a3a4' })).toEqual({ ok: true });
    expect(await b.act({ type: 'play', text: 'a7a6' })).toEqual({ ok: true });
    await a.until((v) => v.plies.length === 2);
    // Both went through the proxy to the first process: kill it as a crash would.
    await servers[0]!.kill();
    const back = (c: TestClient) =>
      new Promise<void>((resolve) => c.socket.io.once('reconnect', () => setTimeout(resolve, 300)));
    await Promise.all([back(a), back(b)]);
    expect(await a.act({ type: 'play', text: 'a4a5' })).toEqual({ ok: true });
    expect(await b.act({ type: 'play', text: 'g7g6' })).toEqual({ ok: true });
    const v = await a.until((x) => x.plies.length === 4, 10_000);
    expect(v.plies.map((p) => p.text)).toEqual(['a3a4', 'a7a6', 'a4a5', 'g7g6']);
    a.close();
    b.close();
    await proxy.close();
    servers[0] = await startRoomServer(ONE, URL);
  }, 60_000);

  it('both processes stopped and started again: the rooms are still there', async () => {
    const created = await createRoom(ONE, { game: 'jungle' });
    const a = await connect(ONE);
    expect(await a.join(created.json.room, created.json.token)).toMatchObject({ ok: true, seat: 'first' });
    expect(await a.act({ type: 'play', text: 'a3a4' })).toEqual({ ok: true });
    a.close();
    await Promise.all(servers.map((s) => s.stop()));
    servers = await Promise.all([startRoomServer(ONE, URL), startRoomServer(TWO, URL)]);
    const again = await connect(TWO);
    const r = await again.join(created.json.room, created.json.token);
    expect(r).toMatchObject({ ok: true, seat: 'first' });
    if (r.ok) expect(r.view.plies.map((p) => p.text)).toEqual(['a3a4']);
    again.close();
  }, 60_000);
});
