/**
 * The room protocol over Socket.IO: 'join' and 'act' (./protocol.ts) checked with zod, rate-limited
 * per connection, applied through the store with the pure room logic (./room.ts), and every change
 * broadcast to the room. Socket.IO rooms `room:<id>` (everyone there) and `room:<id>:<seat>` (the
 * seat's connections) work across processes with the Redis adapter, which also gives presence.
 */
import type { Server, Socket } from 'socket.io';
import type { ZodType } from 'zod';
import { LIMITS, type Limits } from './limits';
import { newSeatToken } from './ids';
import {
  actSchema,
  joinSchema,
  type ActReply,
  type ClientEvents,
  type JoinReply,
  type Refusal,
  type ServerEvents,
} from './protocol';
import { TokenBucket } from './rate-limit';
import { act, isExpired, roomErrorCode, seatOf, takeSeat, viewOf, type Room, type RoomError, type Seat } from './room';
import type { RoomStore } from './store';

interface SocketData {
  room: string | null;
  seat: Seat | null;
}

export type RoomServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;
type RoomSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

const everyone = (id: string): string => `room:${id}`;
const seatChannel = (id: string, seat: Seat): string => `room:${id}:${seat}`;

const refusal = (e: RoomError | 'room-not-found'): Refusal =>
  typeof e === 'string' ? { code: e } : { code: roomErrorCode(e), reason: e.reason };

export interface SocketRoomsOptions {
  readonly now?: () => number;
  readonly limits?: Limits;
}

export function attachRooms(io: RoomServer, store: RoomStore, options: SocketRoomsOptions = {}): void {
  const now = options.now ?? Date.now;
  const limits = options.limits ?? LIMITS;

  async function present(id: string): Promise<Record<Seat, boolean>> {
    const [first, second] = await Promise.all([
      io.in(seatChannel(id, 'first')).fetchSockets(),
      io.in(seatChannel(id, 'second')).fetchSockets(),
    ]);
    return { first: first.length > 0, second: second.length > 0 };
  }

  async function broadcast(room: Room): Promise<void> {
    io.to(everyone(room.id)).emit('room', viewOf(room, await present(room.id), now()));
  }

  async function broadcastId(id: string): Promise<void> {
    const room = await store.get(id);
    if (room !== null) await broadcast(room);
  }

  io.on('connection', (socket: RoomSocket) => {
    socket.data.room = null;
    socket.data.seat = null;
    const bucket = new TokenBucket(limits.socketBurst, limits.socketPerSecond, now);
    let refusedInARow = 0;

    /**
     * How to answer a message: its acknowledgement callback, or (when the client sent none) a
     * 'refused' event for a refusal and nothing for a success.
     */
    function answerer<R extends JoinReply | ActReply>(reply: unknown): (r: R) => void {
      if (typeof reply === 'function') return reply as (r: R) => void;
      return (r) => {
        if (!r.ok) socket.emit('refused', r.error);
      };
    }

    /** The payload parsed and within the rate limit, or null after telling the client why not. */
    function admit<T>(
      schema: ZodType<T>,
      payload: unknown,
      answer: (r: { ok: false; error: Refusal }) => void,
    ): T | null {
      const refuse = (code: string): null => {
        if (++refusedInARow >= limits.floodDisconnect) socket.disconnect(true);
        answer({ ok: false, error: { code } });
        return null;
      };
      if (!bucket.take()) return refuse('rate-limited');
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return refuse('bad-message');
      refusedInARow = 0;
      return parsed.data;
    }

    /** Runs a handler; a failure inside (the store, a broken stored room) is answered, never thrown. */
    const guarded =
      <R extends JoinReply | ActReply>(handle: (payload: unknown, answer: (r: R) => void) => Promise<void>) =>
      (payload: unknown, reply: unknown): void => {
        const answer = answerer<R>(reply);
        handle(payload, answer).catch((e: unknown) => {
          console.error('room handler:', e);
          answer({ ok: false, error: { code: 'server' } } as R);
        });
      };

    socket.on(
      'join',
      guarded<JoinReply>(async (payload, answer) => {
        const got = admit(joinSchema, payload, answer);
        if (got === null) return;
        const { room: id, token } = got;
        const room = await store.get(id);
        if (room === null) return answer({ ok: false, error: { code: 'room-not-found' } });
        if (isExpired(room, now())) return answer({ ok: false, error: { code: 'expired' } });
        let seat = seatOf(room, token);
        let newToken: string | undefined;
        if (seat === null) {
          const fresh = newSeatToken();
          const taken = await store.update(id, (r) => {
            const t = takeSeat(r, fresh, now());
            return t === null ? { ok: false, error: 'room-full' as const } : { ok: true, value: t.room };
          });
          if (taken.ok) {
            seat = seatOf(taken.room, fresh);
            newToken = fresh;
          }
        }
        if (socket.data.room !== null) {
          const old = socket.data.room;
          await socket.leave(everyone(old));
          if (socket.data.seat !== null) await socket.leave(seatChannel(old, socket.data.seat));
          if (old !== id) void broadcastId(old);
        }
        socket.data.room = id;
        socket.data.seat = seat;
        await socket.join(seat === null ? [everyone(id)] : [everyone(id), seatChannel(id, seat)]);
        const current = (await store.get(id)) ?? room;
        const view = viewOf(current, await present(id), now());
        answer(newToken === undefined ? { ok: true, seat, view } : { ok: true, seat, token: newToken, view });
        socket.to(everyone(id)).emit('room', view);
      }),
    );

    socket.on(
      'act',
      guarded<ActReply>(async (payload, answer) => {
        const action = admit(actSchema, payload, answer);
        if (action === null) return;
        const id = socket.data.room;
        if (id === null) return answer({ ok: false, error: { code: 'not-joined' } });
        const seat = socket.data.seat;
        const r = await store.update(id, (room) => act(room, seat, action, now()));
        if (!r.ok) return answer({ ok: false, error: refusal(r.error) });
        answer({ ok: true });
        await broadcast(r.room);
      }),
    );

    socket.on('disconnect', () => {
      const id = socket.data.room;
      if (id !== null && socket.data.seat !== null) void broadcastId(id).catch(() => undefined);
    });
  });
}
