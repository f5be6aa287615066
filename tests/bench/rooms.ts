/**
 * `npm run bench -- rooms`: 200 rooms of two bot clients playing at once against one room server
 * on loopback (in this process, in-memory store). Each bot waits THINK_MS before each action, as a
 * fast human would; every room plays at most PLIES_PER_ROOM actions; the whole run stops after
 * DEADLINE_MS. Prints the move round trip (sending an action -> the mover receiving the room's new
 * state) p50/p99 and the moves lost (acknowledged but missing from the room's final state, or never
 * answered). Figures only, no pass/fail.
 */
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { legalTexts, type RoomGame } from '../../src/server/game-rules';
import type { ActReply, CreateResponse, JoinReply } from '../../src/server/protocol';
import type { RoomView } from '../../src/server/room';
import { startServer } from '../../src/server/server';

const ROOMS = 200;
const PLIES_PER_ROOM = 40;
const THINK_MS = 150;
const DEADLINE_MS = 120_000;
const PORT = Number(process.env.PLYYARD_ROOMS_BENCH_PORT ?? 4416);

interface Bot {
  socket: Socket;
  latest: RoomView | null;
  waiting: ((v: RoomView) => void)[];
}

function bot(url: string): Promise<Bot> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  const b: Bot = { socket, latest: null, waiting: [] };
  socket.on('room', (v: RoomView) => {
    b.latest = v;
    for (const w of b.waiting.splice(0)) w(v);
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

export async function benchRooms(): Promise<void> {
  const server = await startServer({ port: PORT, dist: null, limits: { createPoints: ROOMS * 2, joinPoints: 1e6, connectionsPerAddress: 1e6 } });
  const url = `http://127.0.0.1:${PORT}`;
  const began = performance.now();
  const deadline = began + DEADLINE_MS;
  const rtts: number[] = [];
  let acked = 0;
  let lost = 0;
  let refused = 0;
  let finished = 0;

  async function playRoom(i: number): Promise<void> {
    const game: RoomGame = i % 2 === 0 ? 'banqi' : 'jungle';
    const res = await fetch(`${url}/api/rooms`, { method: 'POST', body: JSON.stringify({ game }) });
    const created = (await res.json()) as CreateResponse;
    const seats = [await bot(url), await bot(url)] as const;
    const j0 = (await seats[0].socket.emitWithAck('join', { room: created.room, token: created.token })) as JoinReply;
    const j1 = (await seats[1].socket.emitWithAck('join', { room: created.room })) as JoinReply;
    if (!j0.ok || !j1.ok) throw new Error('join failed');
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
      rtts.push(performance.now() - t0);
      const other = await viewWith(seats[(n + 1) % 2]!, n + 1, 10_000);
      if (other === null) {
        lost++;
        break;
      }
      view = next;
    }
    // Every acknowledged move must be in the room's final state (reveals carry `=x` there).
    const final = (await seats[0].socket.emitWithAck('join', {
      room: created.room,
      token: created.token,
    })) as JoinReply;
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
  const sorted = rtts.sort((a, b) => a - b);
  console.log(
    `rooms ${finished}/${ROOMS} (two bot clients each, loopback, in-memory store, think ${THINK_MS} ms), ${seconds.toFixed(1)} s`,
  );
  console.log(`moves acknowledged ${acked}, refused ${refused}, lost ${lost}`);
  console.log(
    `move round trip p50 ${pct(sorted, 50).toFixed(1)} ms, p99 ${pct(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
  );
}
