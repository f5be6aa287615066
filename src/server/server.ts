/**
 * One server on one port: the built site, POST /api/rooms and the room protocol over Socket.IO.
 * With a Redis URL, rooms live in Redis and the Socket.IO Redis adapter lets processes share them.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { httpApp } from './http-app';
import { LIMITS, type Limits } from './limits';
import { MemoryStore } from './memory-store';
import { RedisStore } from './redis-store';
import { attachRooms, type RoomServer } from './socket-rooms';
import type { RoomStore } from './store';

export interface ServerOptions {
  readonly port: number;
  readonly host?: string;
  /** The built site; null serves only the API and the protocol. */
  readonly dist: string | null;
  readonly redisUrl?: string;
  /** Changes to the default limits (time to live, rate limits; tests and the load bench change them). */
  readonly limits?: Partial<Limits>;
  readonly now?: () => number;
}

export interface RunningServer {
  readonly port: number;
  readonly store: RoomStore;
  close(): Promise<void>;
}

export async function startServer(o: ServerOptions): Promise<RunningServer> {
  const now = o.now ?? Date.now;
  const limits: Limits = { ...LIMITS, ...o.limits };
  const closers: (() => Promise<unknown>)[] = [];
  let store: RoomStore;
  const http: HttpServer = createServer();
  const io: RoomServer = new Server(http, { maxHttpBufferSize: limits.maxMessageBytes, serveClient: false });
  if (o.redisUrl !== undefined) {
    store = await RedisStore.connect(o.redisUrl, now);
    const pub = createClient({ url: o.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (e: unknown) => console.error('redis adapter:', e));
    sub.on('error', (e: unknown) => console.error('redis adapter:', e));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    closers.push(
      () => pub.quit(),
      () => sub.quit(),
    );
  } else store = new MemoryStore(now);
  http.on('request', httpApp({ store, dist: o.dist, limits, now }));
  attachRooms(io, store, { now, limits });
  await new Promise<void>((resolve) => http.listen(o.port, o.host ?? '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    store,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      for (const c of closers) await c().catch(() => undefined);
      await store.close();
    },
  };
}
