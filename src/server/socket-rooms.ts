/**
 * The room protocol over Socket.IO: 'join', 'act' and 'sync' (./protocol.ts) checked with zod,
 * rate-limited per connection and joins per address, applied through the store with the pure room
 * logic (./room.ts). Every message is hostile until it parses, and an error while handling one is
 * logged and answered, never thrown.
 *
 * A connection holds a seat token's digest, not a seat: each action is judged for the seat that
 * token holds in the room as it is then, so seats follow a rematch. Socket.IO rooms (shared across
 * processes by the Redis adapter): `room:<id>` (everyone there) and `holder:<digest>` (the one
 * connection of a seat token; a newer one replaces it). What is sent: the whole room to a joiner,
 * presence to the others, each action's change (the ply, not the history), the whole room after a
 * rematch and on a client's 'sync'.
 */
import type { Server, Socket } from 'socket.io';
import type { ZodType } from 'zod';
import { addressLimiter, ConnectionCount } from './address-limits';
import { clientAddress } from './client-address';
import { newSeatToken } from './ids';
import { LIMITS, type Limits } from './limits';
import { quietLog, type Log } from './log';
import {
  actSchema,
  joinSchema,
  syncSchema,
  type ActReply,
  type ClientEvents,
  type JoinReply,
  type Presence,
  type Refusal,
  type ServerEvents,
} from './protocol';
import { TokenBucket } from './rate-limit';
import {
  act,
  digest,
  isExpired,
  roomErrorCode,
  seatOfDigest,
  takeSeat,
  updateOf,
  viewOf,
  type Room,
  type RoomError,
  type RoomView,
} from './room';
import type { RoomStore } from './store';
import type { RedisClientType } from 'redis';

interface SocketData {
  address: string;
  room: string | null;
  /** Digest of the seat token this connection holds in its room; null for a visitor. */
  holder: string | null;
}

export type RoomServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;
type RoomSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

const everyone = (id: string): string => `room:${id}`;
const holderChannel = (tokenDigest: string): string => `holder:${tokenDigest}`;

const refusal = (e: RoomError | 'room-not-found'): Refusal =>
  typeof e === 'string' ? { code: e } : { code: roomErrorCode(e), reason: e.reason };

export interface SocketRoomsOptions {
  readonly now?: () => number;
  readonly limits?: Limits;
  readonly log?: Log;
  /** How many reverse proxies to trust for the client's address (X-Forwarded-For); 0: none. */
  readonly trustProxy?: number;
  /** Where per-address limits are counted across processes; null: in this process. */
  readonly redis?: RedisClientType | null;
}

export function attachRooms(io: RoomServer, store: RoomStore, options: SocketRoomsOptions = {}): void {
  const now = options.now ?? Date.now;
  const limits = options.limits ?? LIMITS;
  const log = options.log ?? quietLog;
  const joins = addressLimiter('join', limits.joinPoints, limits.joinWindowSeconds, options.redis ?? null);
  const connections = new ConnectionCount(limits.connectionsPerAddress);

  async function presence(room: Room): Promise<Presence> {
    const held = async (d: string | null): Promise<boolean> =>
      d !== null && (await io.in(holderChannel(d)).fetchSockets()).length > 0;
    const [first, second] = await Promise.all([held(room.seats.first), held(room.seats.second)]);
    return {
      taken: { first: room.seats.first !== null, second: room.seats.second !== null },
      present: { first, second },
    };
  }

  async function tellPresence(id: string): Promise<void> {
    const room = await store.get(id);
    if (room !== null) io.to(everyone(id)).emit('presence', await presence(room));
  }

  async function wholeView(room: Room): Promise<RoomView> {
    return viewOf(room, (await presence(room)).present, now());
  }

  io.use((socket: RoomSocket, next) => {
    const address = clientAddress(socket.handshake.headers, socket.handshake.address, options.trustProxy ?? 0);
    if (!connections.enter(address)) {
      log('connection-refused', { address, why: 'too-many-connections' });
      return next(new Error('too-many-connections'));
    }
    socket.data.address = address;
    socket.once('disconnect', () => connections.leave(address));
    next();
  });

  io.on('connection', (socket: RoomSocket) => {
    socket.data.room = null;
    socket.data.holder = null;
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
        if (++refusedInARow >= limits.floodDisconnect) {
          log('flood', { address: socket.data.address });
          socket.disconnect(true);
        }
        answer({ ok: false, error: { code } });
        return null;
      };
      if (!bucket.take()) return refuse('rate-limited');
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return refuse('bad-message');
      refusedInARow = 0;
      return parsed.data;
    }

    /** Runs a handler; a failure inside (the store, a broken stored room) is logged and answered, never thrown. */
    const guarded =
      <R extends JoinReply | ActReply>(
        name: string,
        handle: (payload: unknown, answer: (r: R) => void) => Promise<void>,
      ) =>
      (payload: unknown, reply: unknown): void => {
        const answer = answerer<R>(reply);
        try {
          handle(payload, answer).catch(fail);
        } catch (e) {
          fail(e);
        }
        function fail(e: unknown): void {
          log('error', { in: name, room: socket.data.room, error: e });
          answer({ ok: false, error: { code: 'server' } } as R);
        }
      };

    /** Leaves the room this connection was in (its presence is then told to those still there). */
    async function leaveCurrent(): Promise<void> {
      const old = socket.data.room;
      if (old === null) return;
      await socket.leave(everyone(old));
      if (socket.data.holder !== null) await socket.leave(holderChannel(socket.data.holder));
      socket.data.room = null;
      socket.data.holder = null;
      void tellPresence(old).catch((e: unknown) => log('error', { in: 'presence', room: old, error: e }));
    }

    socket.on(
      'join',
      guarded<JoinReply>('join', async (payload, answer) => {
        const got = admit(joinSchema, payload, answer);
        if (got === null) return;
        if (!(await joins.take(socket.data.address))) {
          log('join-refused', { address: socket.data.address, why: 'rate-limited' });
          return answer({ ok: false, error: { code: 'rate-limited' } });
        }
        const { room: id, token } = got;
        let room = await store.get(id);
        if (room === null) {
          const code = (await store.expired(id)) ? 'expired' : 'room-not-found';
          return answer({ ok: false, error: { code } });
        }
        if (isExpired(room, now())) return answer({ ok: false, error: { code: 'expired' } });
        let holder = token === undefined ? null : digest(token);
        let newToken: string | undefined;
        if (seatOfDigest(room, holder) === null) {
          holder = null;
          const fresh = newSeatToken();
          const taken = await store.update(id, (r) => {
            const t = takeSeat(r, fresh, now());
            return t === null ? { ok: false, error: 'room-full' as const } : { ok: true, value: t.room };
          });
          if (taken.ok) {
            room = taken.room;
            holder = digest(fresh);
            newToken = fresh;
          }
        }
        await leaveCurrent();
        if (holder !== null) {
          // One live connection per seat token: an older one (another tab, a dropped line that has
          // not timed out yet) is told why and closed, on whichever process it is.
          // With the Redis adapter this reaches the other processes after a round trip, when this
          // connection may have joined the channel already: it is left out by its own id.
          const others = io.in(holderChannel(holder)).except(socket.id);
          others.emit('goodbye', 'replaced');
          others.disconnectSockets(true);
        }
        socket.data.room = id;
        socket.data.holder = holder;
        await socket.join(holder === null ? [everyone(id)] : [everyone(id), holderChannel(holder)]);
        const seat = seatOfDigest(room, holder);
        const view = await wholeView(room);
        answer(newToken === undefined ? { ok: true, seat, view } : { ok: true, seat, token: newToken, view });
        socket.to(everyone(id)).emit('presence', { taken: view.taken, present: view.present });
        log('join', { room: id, seat, address: socket.data.address });
      }),
    );

    socket.on(
      'act',
      guarded<ActReply>('act', async (payload, answer) => {
        const action = admit(actSchema, payload, answer);
        if (action === null) return;
        const id = socket.data.room;
        if (id === null) return answer({ ok: false, error: { code: 'not-joined' } });
        const holder = socket.data.holder;
        let before: Room | null = null;
        let refused: RoomError | null = null;
        const r = await store.update(id, (room) => {
          before = room;
          const outcome = act(room, seatOfDigest(room, holder), action, now());
          refused = outcome.refusal;
          return outcome.room === room
            ? { ok: false, error: outcome.refusal ?? 'not-a-player' }
            : { ok: true, value: outcome.room };
        });
        const answered = r.ok ? refused : r.error;
        answer(answered === null ? { ok: true } : { ok: false, error: refusal(answered) });
        if (!r.ok || before === null) return;
        const was: Room = before;
        if (r.room.round !== was.round) io.to(everyone(id)).emit('room', await wholeView(r.room));
        else io.to(everyone(id)).emit('update', updateOf(was, r.room, now()));
        log('act', { room: id, type: action.type, ...(answered === null ? {} : { refused: refusal(answered).code }) });
      }),
    );

    socket.on(
      'sync',
      guarded<JoinReply>('sync', async (payload, answer) => {
        if (admit(syncSchema, payload, answer) === null) return;
        const id = socket.data.room;
        if (id === null) return answer({ ok: false, error: { code: 'not-joined' } });
        const room = await store.get(id);
        if (room === null) return answer({ ok: false, error: { code: 'room-not-found' } });
        answer({ ok: true, seat: seatOfDigest(room, socket.data.holder), view: await wholeView(room) });
      }),
    );

    socket.on('disconnect', () => {
      const id = socket.data.room;
      if (id !== null && socket.data.holder !== null)
        void tellPresence(id).catch((e: unknown) => log('error', { in: 'presence', room: id, error: e }));
    });
  });
}
