/**
 * `npm run bench -- rooms`: the room server on loopback, in this process, with the in-memory store.
 * Figures only, no pass/fail:
 * 1. Play: 200 rooms of two bot clients at once, half of the rooms over long polling, each bot
 *    waiting THINK_MS before each action as a fast human would, at most PLIES_PER_ROOM actions a
 *    room, the whole run stopped after DEADLINE_MS. Prints the moves lost (acknowledged but missing
 *    from the room's final state, or never answered) and the move round trip (sending an action ->
 *    the mover seeing the room's new state) p50/p99.
 * 2. Memory: 10,000 rooms created over HTTP, then expired (the clock moved past their time to live)
 *    and swept; the heap after a garbage collection at the start, with the rooms, and after.
 * 3. Flood from one address with the default limits: 1,000 connections at once, then joins at 100 a
 *    second for 5 s; how many were refused, and the server's event-loop delay p99 meanwhile.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { io, type Socket } from 'socket.io-client';
import { withPresence, withUpdate } from '../../src/islands/room/view-updates';
import type { GameId } from '../../src/engine/core/game-rules';
import { legalTexts } from '../../src/server/referee';
import { LIMITS } from '../../src/server/limits';
import type { ActReply, CreateResponse, JoinReply, Presence } from '../../src/server/protocol';
import type { RoomUpdate, RoomView } from '../../src/server/room';
import { startServer } from '../../src/server/server';

const ROOMS = 200;
const PLIES_PER_ROOM = 40;
const THINK_MS = 150;
const DEADLINE_MS = 120_000;
const MEMORY_ROOMS = 10_000;
const FLOOD_CONNECTIONS = 1000;
const FLOOD_JOINS_PER_SECOND = 100;
const FLOOD_SECONDS = 5;
const PORT = Number(process.env.PLYYARD_ROOMS_BENCH_PORT ?? 4416);
const URL = `http://127.0.0.1:${PORT}`;
const UNLIMITED = { createPoints: 1e9, joinPoints: 1e9, connectionsPerAddress: 1e9 };

type Transport = 'websocket' | 'polling';

interface Bot {
  socket: Socket;
  latest: RoomView | null;
  waiting: ((v: RoomView) => void)[];
}

function bot(transport: Transport): Promise<Bot> {
  const socket = io(URL, { transports: [transport], reconnection: false, forceNew: true });
  const b: Bot = { socket, latest: null, waiting: [] };
  const see = (v: RoomView): void => {
    b.latest = v;
    for (const w of b.waiting.splice(0)) w(v);
  };
  socket.on('room', see);
  socket.on('update', (u: RoomUpdate) => {
    const next = b.latest === null ? null : withUpdate(b.latest, u);
    if (next !== null) return see(next);
    void socket.emitWithAck('sync', {}).then((r: JoinReply) => {
      if (r.ok) see(r.view);
    });
  });
  socket.on('presence', (p: Presence) => {
    if (b.latest !== null) see(withPresence(b.latest, p));
  });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(b));
    socket.on('connect_error', reject);
  });
}

/** The next view with at least `plies` plies (or an ending), or null after `ms`. */
function viewWith(b: Bot, plies: number, ms: number): Promise<RoomView | null> {
  const done = (v: RoomView | null): boolean => v !== null && (v.plies.length >= plies || v.ending !== null);
  if (done(b.latest)) return Promise.resolve(b.latest);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    const check = (v: RoomView): void => {
      if (done(v)) {
        clearTimeout(timer);
        resolve(v);
      } else b.waiting.push(check);
    };
    b.waiting.push(check);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function create(game: GameId): Promise<CreateResponse> {
  const res = await fetch(`${URL}/api/rooms`, { method: 'POST', body: JSON.stringify({ game }) });
  return (await res.json()) as CreateResponse;
}

async function benchPlay(): Promise<void> {
  const server = await startServer({ port: PORT, dist: null, limits: UNLIMITED });
  const began = performance.now();
  const deadline = began + DEADLINE_MS;
  const rtts: Record<Transport, number[]> = { websocket: [], polling: [] };
  let acked = 0;
  let lost = 0;
  let refused = 0;
  let finished = 0;

  async function playRoom(i: number): Promise<void> {
    const game: GameId = i % 2 === 0 ? 'banqi' : 'jungle';
    const transport: Transport = i % 4 < 2 ? 'websocket' : 'polling';
    const created = await create(game);
    const seats = [await bot(transport), await bot(transport)] as const;
    const j0 = (await seats[0].socket.emitWithAck('join', { room: created.room, token: created.token })) as JoinReply;
    const j1 = (await seats[1].socket.emitWithAck('join', { room: created.room })) as JoinReply;
    if (!j0.ok || !j1.ok) throw new Error('join failed');
    seats[0].latest = j0.view;
    seats[1].latest = j1.view;
    let view: RoomView = j1.view;
    const mine: string[] = [];
    for (let n = 0; n < PLIES_PER_ROOM && view.ending === null && performance.now() < deadline; n++) {
      const moves = legalTexts(game, view.plies.at(-1)?.position ?? view.start);
      if (moves.length === 0) break;
      await sleep(THINK_MS);
      const mover = seats[n % 2]!;
      const text = moves[Math.floor(Math.random() * moves.length)]!;
      const t0 = performance.now();
      const reply = (await mover.socket
        .timeout(10_000)
        .emitWithAck('act', { type: 'play', text })
        .catch((): ActReply => ({ ok: false, error: { code: 'timeout' } }))) as ActReply;
      if (!reply.ok) {
        if (reply.error.code === 'timeout') lost++;
        else refused++;
        break;
      }
      acked++;
      mine.push(text);
      const next = await viewWith(mover, n + 1, 10_000);
      if (next === null) {
        lost++;
        break;
      }
      rtts[transport].push(performance.now() - t0);
      const other = await viewWith(seats[(n + 1) % 2]!, n + 1, 10_000);
      if (other === null) {
        lost++;
        break;
      }
      view = next;
    }
    // Every acknowledged move must be in the room's final state (reveals carry `=x` there).
    const final = (await seats[0].socket.emitWithAck('sync', {})) as JoinReply;
    if (final.ok) {
      const played = final.view.plies.map((p) => p.text.slice(0, 4));
      lost += mine.filter((m, k) => played[k] !== m).length;
    }
    finished++;
    for (const s of seats) s.socket.close();
  }

  await Promise.all(Array.from({ length: ROOMS }, (_, i) => playRoom(i)));
  const seconds = (performance.now() - began) / 1000;
  await server.close();
  console.log(
    `rooms ${finished}/${ROOMS} (two bots each, half over polling, loopback, in-memory store, think ${THINK_MS} ms), ${seconds.toFixed(1)} s`,
  );
  console.log(`moves acknowledged ${acked}, refused ${refused}, lost ${lost}`);
  for (const t of ['websocket', 'polling'] as const) {
    const sorted = rtts[t].sort((a, b) => a - b);
    console.log(
      `move round trip over ${t}: p50 ${pct(sorted, 50).toFixed(1)} ms, p99 ${pct(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms (${sorted.length} moves)`,
    );
  }
}

/** A full garbage collection (the flag set at run time, for this bench only). */
function collect(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const heapMb = (): number => {
  collect();
  return process.memoryUsage().heapUsed / 1e6;
};

async function benchMemory(): Promise<void> {
  let clock = Date.now();
  const server = await startServer({ port: PORT, dist: null, limits: UNLIMITED, now: () => clock });
  const start = heapMb();
  for (let i = 0; i < MEMORY_ROOMS; i += 100)
    await Promise.all(Array.from({ length: 100 }, (_, k) => create((i + k) % 2 === 0 ? 'banqi' : 'jungle')));
  const full = heapMb();
  const held = await server.store.size();
  clock += LIMITS.roomTtlMs + 1;
  (server.store as { sweep?: () => void }).sweep?.();
  const after = heapMb();
  console.log(
    `memory: heap ${start.toFixed(1)} MB at the start, ${full.toFixed(1)} MB with ${held} rooms, ${after.toFixed(1)} MB after they expired and were swept (${await server.store.size()} left; ${(after - start).toFixed(1)} MB above the start)`,
  );
  await server.close();
}

async function benchFlood(): Promise<void> {
  const server = await startServer({ port: PORT, dist: null });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const sockets: Socket[] = [];
  const results = await Promise.all(
    Array.from({ length: FLOOD_CONNECTIONS }, () => {
      const socket = io(URL, { transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      return new Promise<boolean>((resolve) => {
        socket.once('connect', () => resolve(true));
        socket.once('connect_error', () => resolve(false));
      });
    }),
  );
  const connected = results.filter(Boolean).length;
  const room = (await create('jungle')).room;
  const open = sockets.filter((s) => s.connected);
  let joins = 0;
  let joinRefused = 0;
  const replies: Promise<void>[] = [];
  for (let t = 0; t < FLOOD_SECONDS * FLOOD_JOINS_PER_SECOND; t++) {
    const s = open[t % open.length]!;
    joins++;
    replies.push(
      s
        .timeout(5000)
        .emitWithAck('join', { room })
        .then(
          (r: JoinReply) => {
            if (!r.ok) joinRefused++;
          },
          () => void joinRefused++,
        ),
    );
    await sleep(1000 / FLOOD_JOINS_PER_SECOND);
  }
  await Promise.all(replies);
  delay.disable();
  for (const s of sockets) s.close();
  await server.close();
  console.log(
    `flood from one address: ${FLOOD_CONNECTIONS} connections, ${FLOOD_CONNECTIONS - connected} refused (cap ${LIMITS.connectionsPerAddress}); ${joins} joins at ${FLOOD_JOINS_PER_SECOND}/s, ${joinRefused} refused (${LIMITS.joinPoints} per ${LIMITS.joinWindowSeconds} s)`,
  );
  console.log(
    `event-loop delay meanwhile (server and clients share this process): p50 ${(delay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
  );
}

export async function benchRooms(): Promise<void> {
  await benchPlay();
  await benchMemory();
  await benchFlood();
}
