/**
 * A test client of the room protocol: create by HTTP, join and act by Socket.IO over either
 * transport, the room kept as the room page keeps it (whole views, then updates and presence),
 * every packet kept.
 */
import { io, type Socket } from 'socket.io-client';
import { parsePosition } from '../../../src/engine/banqi';
import { withPresence, withUpdate } from '../../../src/islands/room/view-updates';
import type { ActReply, CreateResponse, Goodbye, JoinReply, Presence } from '../../../src/server/protocol';
import type { RoomUpdate, RoomView } from '../../../src/server/room';

export type Transport = 'websocket' | 'polling';
export const TRANSPORTS: readonly Transport[] = ['websocket', 'polling'];

export interface TestClient {
  readonly socket: Socket;
  /** The room as this client knows it after each message, in order. */
  readonly frames: RoomView[];
  /** Every raw packet received (events and acknowledgements), as JSON text. */
  readonly raw: string[];
  /** Every event received: its name and its arguments as JSON text. */
  readonly events: { readonly name: string; readonly json: string }[];
  /** Why the server said goodbye, if it did. */
  goodbye: Goodbye | null;
  join(room: string, token?: string): Promise<JoinReply>;
  act(payload: unknown): Promise<ActReply>;
  /** Resolves with the first view (already received or to come) that satisfies `test`. */
  until(test: (v: RoomView) => boolean, ms?: number): Promise<RoomView>;
  close(): void;
}

export interface ConnectOptions {
  readonly transport?: Transport;
  readonly headers?: Record<string, string>;
  /** Reconnect after a lost connection (and join again with the last room and token). */
  readonly reconnect?: boolean;
}

export async function createRoom(
  port: number,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: CreateResponse }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/rooms`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers,
  });
  return { status: res.status, json: (await res.json()) as CreateResponse };
}

export function connect(port: number, o: ConnectOptions = {}): Promise<TestClient> {
  const socket = io(`http://127.0.0.1:${port}`, {
    transports: [o.transport ?? 'websocket'],
    reconnection: o.reconnect ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    forceNew: true,
    extraHeaders: o.headers,
  });
  const frames: RoomView[] = [];
  const raw: string[] = [];
  const events: { name: string; json: string }[] = [];
  const waiters: { test: (v: RoomView) => boolean; resolve: (v: RoomView) => void }[] = [];
  let joined: { room: string; token?: string } | null = null;
  const see = (view: RoomView): void => {
    frames.push(view);
    for (const w of [...waiters])
      if (w.test(view)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(view);
      }
  };
  const sync = async (): Promise<void> => {
    const r = (await socket.timeout(5000).emitWithAck('sync', {})) as JoinReply;
    if (r.ok) see(r.view);
  };
  socket.onAny((name: string, ...args) => {
    const json = JSON.stringify(args);
    events.push({ name, json });
    raw.push(json);
  });
  socket.on('room', (view: RoomView) => see(view));
  socket.on('update', (u: RoomUpdate) => {
    const last = frames.at(-1);
    const next = last === undefined ? null : withUpdate(last, u);
    if (next === null) void sync();
    else see(next);
  });
  socket.on('presence', (p: Presence) => {
    const last = frames.at(-1);
    if (last !== undefined) see(withPresence(last, p));
  });
  socket.on('goodbye', (why: Goodbye) => {
    client.goodbye = why;
  });
  const client: TestClient = {
    socket,
    frames,
    raw,
    events,
    goodbye: null,
    async join(room, token) {
      const r = (await socket
        .timeout(5000)
        .emitWithAck('join', token === undefined ? { room } : { room, token })) as JoinReply;
      raw.push(JSON.stringify(r));
      if (r.ok) {
        joined = { room, token: r.token ?? token };
        see(r.view);
      }
      return r;
    },
    async act(payload) {
      const r = (await socket.timeout(5000).emitWithAck('act', payload)) as ActReply;
      raw.push(JSON.stringify(r));
      return r;
    },
    until(test, ms = 5000) {
      const seen = frames.find(test);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such room view in time')), ms);
        waiters.push({ test, resolve: (v) => (clearTimeout(timer), resolve(v)) });
      });
    },
    close: () => void socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', reject);
    // After a reconnection, join again (as the room page does).
    socket.io.on('reconnect', () => {
      if (joined !== null) void client.join(joined.room, joined.token);
    });
  });
}

/**
 * Banqi: checks that a received frame names no face-down identity. Every position in it parses (a
 * face-down square is `X`, the pool only counts), and every identity it names belongs to a reveal
 * of a square that is face up or empty by then, i.e. already public. Returns the offending text.
 */
export function hiddenLeaks(frameJson: string): string[] {
  const leaks: string[] = [];
  const positions = [...frameJson.matchAll(/"(?:start|position)":"([^"]+)"/g)].map((m) => m[1]!);
  const last = positions.at(-1);
  const board = last === undefined ? null : parsePosition(last);
  for (const p of positions) if (!parsePosition(p).ok) leaks.push(`unparsable position ${p}`);
  const named = [...frameJson.matchAll(/([a-h][1-4])\1=([GAERHCSgaerhcs])/g)];
  for (const m of named) {
    const file = m[1]!.charCodeAt(0) - 97;
    const rank = Number(m[1]![1]) - 1;
    if (board?.ok && board.value.cells[rank * 8 + file] === 'X') leaks.push(`${m[0]} while ${m[1]} is face down`);
  }
  // Nothing else in a frame may carry an identity: only these keys exist.
  const keys = new Set([...frameJson.matchAll(/"([A-Za-z]+)":/g)].map((m) => m[1]!));
  const allowed = new Set([
    'ok',
    'seat',
    'token',
    'view',
    'error',
    'code',
    'reason',
    'id',
    'game',
    'start',
    'plies',
    'ply',
    'count',
    'text',
    'position',
    'ending',
    'kind',
    'drawOffer',
    'rematchOffer',
    'clock',
    'initialMs',
    'incrementMs',
    'left',
    'first',
    'second',
    'since',
    'round',
    'taken',
    'present',
    'expires',
    'now',
  ]);
  for (const k of keys) if (!allowed.has(k)) leaks.push(`unexpected field ${k}`);
  return leaks;
}
