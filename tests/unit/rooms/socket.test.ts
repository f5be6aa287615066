/**
 * The server over real sockets on loopback (ports 4414-4415), every test over WebSocket and over
 * long polling: two clients play a whole Banqi game; a client trying to act for the other seat, out
 * of turn, as a visitor, with garbage, oversized or flooding messages is refused and the server
 * keeps serving; no frame holds a face-down identity; seats follow a rematch; one connection per
 * seat token; joins and moves send what changed, not the whole room.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalTexts } from '../../../src/server/referee';
import { LIMITS } from '../../../src/server/limits';
import type { RoomView } from '../../../src/server/room';
import { startServer, type RunningServer } from '../../../src/server/server';
import { connect as connectWith, createRoom, hiddenLeaks, TRANSPORTS, type TestClient, type Transport } from './client';

const PORT = 4414;
/** A server whose rate limits let bots play a whole game at full speed. */
const FAST_PORT = 4415;
let server: RunningServer;
let fast: RunningServer;

beforeAll(async () => {
  // Many rooms and joins from one address (these tests); the per-address limits have tests of their own.
  const roomy = { createPoints: 1e6, joinPoints: 1e6, connectionsPerAddress: 1e6 };
  server = await startServer({ port: PORT, dist: null, limits: roomy });
  fast = await startServer({
    port: FAST_PORT,
    dist: null,
    limits: { ...roomy, socketBurst: 1e6, socketPerSecond: 1e6 },
  });
});
afterAll(async () => {
  await server.close();
  await fast.close();
});

const positionOf = (v: RoomView): string => v.plies.at(-1)?.position ?? v.start;

describe.each(TRANSPORTS)('room server over %s', (transport: Transport) => {
  const connect = (port: number): Promise<TestClient> => connectWith(port, { transport });

  async function seatedPair(
    game: 'banqi' | 'jungle',
    port = PORT,
  ): Promise<{ room: string; a: TestClient; b: TestClient; tokenB: string }> {
    const created = await createRoom(port, { game });
    expect(created.status).toBe(201);
    const a = await connect(port);
    const b = await connect(port);
    const ja = await a.join(created.json.room, created.json.token);
    expect(ja).toMatchObject({ ok: true, seat: 'first' });
    const jb = await b.join(created.json.room);
    expect(jb).toMatchObject({ ok: true, seat: 'second' });
    if (!jb.ok || jb.token === undefined) throw new Error('no token for the second seat');
    return { room: created.json.room, a, b, tokenB: jb.token };
  }

  it('creates rooms with unguessable ids and tokens', async () => {
    const one = await createRoom(PORT, { game: 'jungle' });
    const two = await createRoom(PORT, { game: 'jungle' });
    expect(one.json.room).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(one.json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one.json.room).not.toBe(two.json.room);
    expect((await createRoom(PORT, { game: 'chess' })).status).toBe(400);
    expect((await createRoom(PORT, { game: 'banqi', start: 'not a position' })).status).toBe(400);
  });

  it('two clients play Banqi to the end; every frame either receives hides the face-down identities', async () => {
    const { a, b } = await seatedPair('banqi', FAST_PORT);
    let view = await a.until((v) => v.taken.second);
    const clients = { first: a, second: b };
    for (let n = 0; n < 1500 && view.ending === null; n++) {
      const pos = positionOf(view);
      const moves = legalTexts('banqi', pos);
      if (moves.length === 0) break;
      const mover = n % 2 === 0 ? clients.first : clients.second;
      const reply = await mover.act({ type: 'play', text: moves[(n * 7) % moves.length]! });
      expect(reply).toEqual({ ok: true });
      view = await a.until((v) => v.plies.length === n + 1);
      await b.until((v) => v.plies.length === n + 1);
    }
    expect(legalTexts('banqi', positionOf(view))).toEqual([]);
    const faceDown = [...positionOf(view).split(' ')[0]!].filter((c) => c === 'X').length;
    expect(view.plies.filter((p) => p.text.includes('=')).length).toBe(32 - faceDown);
    expect(b.frames.at(-1)).toEqual(a.frames.at(-1));
    for (const c of [a, b]) {
      expect(c.raw.length).toBeGreaterThan(view.plies.length);
      for (const frame of c.raw) expect(hiddenLeaks(frame)).toEqual([]);
    }
    a.close();
    b.close();
  }, 60_000);

  it('refuses acting out of turn, for the other seat, as a visitor, and garbage', async () => {
    const { room, a, b } = await seatedPair('jungle');
    expect(await b.act({ type: 'play', text: 'a7a6' })).toEqual({ ok: false, error: { code: 'not-your-turn' } });
    expect(await a.act({ type: 'play', text: 'a3b4' })).toEqual({
      ok: false,
      error: { code: 'illegal', reason: 'diagonal' },
    });
    // A visitor with a made-up token watches and cannot act for either seat.
    const c = await connect(PORT);
    expect(await c.join(room, 'x'.repeat(43))).toMatchObject({ ok: true, seat: null });
    expect(await c.act({ type: 'play', text: 'a3a4' })).toEqual({ ok: false, error: { code: 'not-a-player' } });
    expect(await c.act({ type: 'resign' })).toEqual({ ok: false, error: { code: 'not-a-player' } });
    for (const garbage of [
      42,
      'a3a4',
      null,
      { type: 'play' },
      { type: 'play', text: 'a3a4', seat: 'first' },
      { type: 'move', text: 'a3a4' },
    ])
      expect(await a.act(garbage)).toEqual({ ok: false, error: { code: 'bad-message' } });
    // Garbage sent without an acknowledgement gets a 'refused' event.
    const refused = new Promise((resolve) => a.socket.once('refused', resolve));
    a.socket.emit('act', { type: 'resign', extra: 1 });
    expect(await refused).toEqual({ code: 'bad-message' });
    expect(await c.join('no-such-room-but-22chr')).toEqual({ ok: false, error: { code: 'room-not-found' } });
    expect(await c.join('short')).toEqual({ ok: false, error: { code: 'bad-message' } });
    // None of it changed the game.
    expect(await a.act({ type: 'play', text: 'a3a4' })).toEqual({ ok: true });
    expect((await b.until((v) => v.plies.length === 1)).plies.map((p) => p.text)).toEqual(['a3a4']);
    for (const x of [a, b, c]) x.close();
  });

  it('returns a reconnecting player to their seat with the token', async () => {
    const { room, a, b, tokenB } = await seatedPair('jungle');
    b.close();
    await a.until((v) => !v.present.second);
    const again = await connect(PORT);
    expect(await again.join(room, tokenB)).toMatchObject({ ok: true, seat: 'second' });
    await a.until((v) => v.present.second);
    a.close();
    again.close();
  });

  it('closes a connection that sends an oversized message and keeps serving others', async () => {
    const big = await connect(PORT);
    const closed = new Promise((resolve) => big.socket.on('disconnect', resolve));
    big.socket.emit('act', { type: 'play', text: 'x'.repeat(LIMITS.maxMessageBytes * 2) });
    await closed;
    const { a, b } = await seatedPair('jungle');
    expect(await a.act({ type: 'play', text: 'a3a4' })).toEqual({ ok: true });
    a.close();
    b.close();
  });

  it('rate-limits a flood, then disconnects it', async () => {
    const { a, b } = await seatedPair('jungle');
    const replies = await Promise.all(
      Array.from({ length: LIMITS.socketBurst + 10 }, () =>
        a.act({ type: 'draw', verb: 'withdraw' }).catch(() => null),
      ),
    );
    expect(replies.filter((r) => r !== null && !r.ok && r.error.code === 'rate-limited').length).toBeGreaterThanOrEqual(
      10,
    );
    const closed = new Promise((resolve) => a.socket.on('disconnect', resolve));
    for (let i = 0; i < LIMITS.floodDisconnect * 2; i++) a.socket.emit('act', 'flood', () => undefined);
    await closed;
    expect(await b.act({ type: 'play', text: 'a7a6' })).toEqual({ ok: false, error: { code: 'not-your-turn' } });
    b.close();
  });

  it('moves each connected player to their new seat after a rematch', async () => {
    const { a, b } = await seatedPair('jungle');
    expect(await a.act({ type: 'resign' })).toEqual({ ok: true });
    expect(await b.act({ type: 'rematch', verb: 'offer' })).toEqual({ ok: true });
    await a.until((v) => v.rematchOffer === 'second');
    expect(await a.act({ type: 'rematch', verb: 'accept' })).toEqual({ ok: true });
    await b.until((v) => v.round === 2);
    // B holds the first seat now: B moves first, A waits, on the same connections.
    expect(await a.act({ type: 'play', text: 'a3a4' })).toEqual({ ok: false, error: { code: 'not-your-turn' } });
    expect(await b.act({ type: 'play', text: 'a3a4' })).toEqual({ ok: true });
    expect(await a.act({ type: 'play', text: 'a7a6' })).toEqual({ ok: true });
    const v = await b.until((x) => x.round === 2 && x.plies.length === 2);
    expect(v.plies.map((p) => p.text)).toEqual(['a3a4', 'a7a6']);
    a.close();
    b.close();
  });

  it('keeps one live connection per seat: a newer one takes over and the older is told why', async () => {
    const { room, a, b, tokenB } = await seatedPair('jungle');
    const closed = new Promise((resolve) => b.socket.once('disconnect', resolve));
    const again = await connect(PORT);
    expect(await again.join(room, tokenB)).toMatchObject({ ok: true, seat: 'second' });
    expect(await closed).toBe('io server disconnect');
    expect(b.goodbye).toBe('replaced');
    expect(await a.act({ type: 'play', text: 'a3a4' })).toEqual({ ok: true });
    expect(await again.act({ type: 'play', text: 'a7a6' })).toEqual({ ok: true });
    await a.until((v) => v.plies.length === 2 && v.present.second);
    a.close();
    again.close();
  });

  it('tells the others only what changed: presence on a join, the ply and clocks on a move', async () => {
    const { room, a, b } = await seatedPair('jungle');
    await a.until((v) => v.present.second);
    const watcher = await connect(PORT);
    expect(await watcher.join(room)).toMatchObject({ ok: true, seat: null });
    expect(await a.act({ type: 'play', text: 'a3a4' })).toEqual({ ok: true });
    await b.until((v) => v.plies.length === 1);
    // Since A joined: a presence for B's join and the update of the move; no whole room.
    const named = (name: string) => a.events.filter((e) => e.name === name).map((e) => e.json);
    expect(named('room')).toEqual([]);
    expect(named('presence').length).toBeGreaterThanOrEqual(2);
    for (const p of named('presence'))
      expect(Object.keys(JSON.parse(p)[0] as object).sort()).toEqual(['present', 'taken']);
    expect(named('update')).toHaveLength(1);
    const [update] = JSON.parse(named('update')[0]!) as unknown[];
    expect(update).toMatchObject({ round: 1, count: 1, ply: { text: 'a3a4' } });
    expect(JSON.stringify(update)).not.toContain('plies');
    for (const x of [a, b, watcher]) x.close();
  });

  it('answers a client that missed a message with the whole room (sync)', async () => {
    const { a, b } = await seatedPair('jungle');
    expect(await a.act({ type: 'play', text: 'a3a4' })).toEqual({ ok: true });
    await b.until((v) => v.plies.length === 1);
    const whole = (await b.socket.timeout(5000).emitWithAck('sync', {})) as { ok: boolean; view: RoomView };
    expect(whole.ok).toBe(true);
    expect(whole.view.plies.map((p) => p.text)).toEqual(['a3a4']);
    expect(await b.socket.timeout(5000).emitWithAck('sync', { extra: 1 })).toEqual({
      ok: false,
      error: { code: 'bad-message' },
    });
    a.close();
    b.close();
  });
});
