/**
 * Limits per client address on loopback (ports 4423-4425): joins per window, connections at once,
 * the address taken from X-Forwarded-For only behind a trusted proxy; and memory: expired rooms are
 * swept from the store, and a late visitor is told the room expired.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../../../src/server/client-address';
import { MemoryStore } from '../../../src/server/memory-store';
import { createRoom as newRoom } from '../../../src/server/room';
import { startServer, type RunningServer } from '../../../src/server/server';
import { KEEP_EXPIRED_MS } from '../../../src/server/store';
import { connect, createRoom, type TestClient } from './client';
import { FIRST, HOUR } from './helpers';

const STRICT = 4423;
const PROXIED = 4424;
const AGING = 4425;
let clock = 0;
const servers: RunningServer[] = [];

beforeAll(async () => {
  const strict = { createPoints: 1e6, joinPoints: 3, joinWindowSeconds: 60, connectionsPerAddress: 3 };
  servers.push(
    await startServer({ port: STRICT, dist: null, limits: strict }),
    await startServer({ port: PROXIED, dist: null, limits: strict, trustProxy: 1 }),
    await startServer({ port: AGING, dist: null, limits: { roomTtlMs: HOUR }, now: () => clock }),
  );
});
afterAll(async () => {
  for (const s of servers) await s.close();
});

describe('limits per address', () => {
  it('refuses joins beyond the window’s allowance', async () => {
    const c = await connect(STRICT);
    const { json } = await createRoom(STRICT, { game: 'jungle' });
    const codes = [];
    for (let i = 0; i < 5; i++) {
      const r = await c.join(json.room);
      codes.push(r.ok ? 'ok' : r.error.code);
    }
    expect(codes).toEqual(['ok', 'ok', 'ok', 'rate-limited', 'rate-limited']);
    c.close();
  });

  it('caps the connections open at once from one address, and frees a place on disconnect', async () => {
    const open: TestClient[] = [];
    for (let i = 0; i < 3; i++) open.push(await connect(STRICT));
    await expect(connect(STRICT)).rejects.toThrow('too-many-connections');
    open.pop()!.close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await connect(STRICT);
    for (const c of [...open, again]) c.close();
  });

  it('counts each client behind a trusted proxy by X-Forwarded-For', async () => {
    const from = (address: string) => connect(PROXIED, { headers: { 'x-forwarded-for': `203.0.113.9, ${address}` } });
    const clients: TestClient[] = [];
    for (let i = 0; i < 3; i++) clients.push(await from('198.51.100.1'));
    await expect(from('198.51.100.1')).rejects.toThrow('too-many-connections');
    clients.push(await from('198.51.100.2'));
    for (const c of clients) c.close();
  });

  it('reads X-Forwarded-For only when told how many proxies to trust', () => {
    const headers = { 'x-forwarded-for': 'forged, 198.51.100.7, 10.0.0.2' };
    expect(clientAddress(headers, '127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientAddress(headers, '127.0.0.1', 1)).toBe('10.0.0.2');
    expect(clientAddress(headers, '127.0.0.1', 2)).toBe('198.51.100.7');
    expect(clientAddress({}, '127.0.0.1', 1)).toBe('127.0.0.1');
  });
});

describe('bounded memory', () => {
  const room = (id: string, touched: number) =>
    newRoom({ id, game: 'jungle', start: '', creatorToken: FIRST, timeControl: null, now: touched, ttlMs: HOUR });

  it('sweeps expired rooms, remembers that they expired for a day, then forgets them', async () => {
    let now = 0;
    const store = new MemoryStore(() => now, 60_000);
    for (let i = 0; i < 1000; i++) await store.create(room(`room-${i}`.padEnd(22, 'x'), i));
    expect(await store.size()).toBe(1000);
    now = HOUR + 500;
    store.sweep();
    expect(await store.size()).toBe(500); // the rooms touched at 500..999 have not expired yet
    expect(await store.get('room-0'.padEnd(22, 'x'))).toBeNull();
    expect(await store.expired('room-0'.padEnd(22, 'x'))).toBe(true);
    now = 2 * HOUR + KEEP_EXPIRED_MS;
    store.sweep();
    expect(await store.size()).toBe(0);
    expect(await store.expired('room-0'.padEnd(22, 'x'))).toBe(false);
    expect(await store.expired('never-existed'.padEnd(22, 'x'))).toBe(false);
    await store.close();
  });

  it('sweeps on its own timer', async () => {
    let now = 0;
    const store = new MemoryStore(() => now, 20);
    await store.create(room('r'.repeat(22), 0));
    now = 2 * HOUR;
    await new Promise((r) => setTimeout(r, 100));
    expect(await store.size()).toBe(0);
    await store.close();
  });

  it('tells a visitor of an expired room that it expired, and of an unknown one that it was not found', async () => {
    clock = 0;
    const { json } = await createRoom(AGING, { game: 'jungle' });
    const c = await connect(AGING);
    clock = HOUR + 1;
    expect(await c.join(json.room)).toEqual({ ok: false, error: { code: 'expired' } });
    (servers[2]!.store as MemoryStore).sweep();
    expect(await servers[2]!.store.size()).toBe(0);
    expect(await c.join(json.room)).toEqual({ ok: false, error: { code: 'expired' } });
    expect(await c.join('n'.repeat(22))).toEqual({ ok: false, error: { code: 'room-not-found' } });
    c.close();
  });
});
