/**
 * One server on one port: the built site, POST /api/rooms, GET /healthz and the room protocol over
 * Socket.IO (WebSocket, or long polling where a proxy blocks WebSockets). With a Redis URL, rooms
 * and the per-address limits live in Redis and the Socket.IO Redis adapter lets processes share
 * rooms, so a player's client can reconnect to any process.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import { addressLimiter } from './address-limits';
import { httpApp } from './http-app';
import { siteScriptHashes } from './inline-scripts';
import { LIMITS, type Limits } from './limits';
import { quietLog, type Log } from './log';
import { MemoryStore } from './memory-store';
import { originAllowed } from './origins';
import { RedisStore } from './redis-store';
import { securityHeaders } from './security-headers';
import { attachRooms, type RoomServer } from './socket-rooms';
import { staticSite } from './static-site';
import type { RoomStore } from './store';

export interface ServerOptions {
  readonly port: number;
  readonly host?: string;
  /** The built site; null serves only the API and the protocol. */
  readonly dist: string | null;
  readonly redisUrl?: string;
  /** Changes to the default limits (time to live, rate limits; tests and the load bench change them). */
  readonly limits?: Partial<Limits>;
  /** Origins allowed besides the site's own (ALLOWED_ORIGINS). */
  readonly allowedOrigins?: ReadonlySet<string>;
  /** Reverse proxies to trust for the client's address and host (TRUST_PROXY); 0 by default. */
  readonly trustProxy?: number;
  readonly log?: Log;
  readonly now?: () => number;
  /** A store of the caller's (tests); otherwise memory, or Redis with `redisUrl`. */
  readonly store?: RoomStore;
}

export interface RunningServer {
  readonly port: number;
  readonly store: RoomStore;
  /** Stops accepting, tells every client to reconnect (elsewhere or later), closes Redis. */
  close(): Promise<void>;
}

export async function startServer(o: ServerOptions): Promise<RunningServer> {
  const now = o.now ?? Date.now;
  const log = o.log ?? quietLog;
  const limits: Limits = { ...LIMITS, ...o.limits };
  const allowedOrigins = o.allowedOrigins ?? new Set<string>();
  const trustProxy = o.trustProxy ?? 0;
  const closers: (() => Promise<unknown>)[] = [];
  let store: RoomStore;
  let redis: RedisStore['redis'] | null = null;
  let adapter: Parameters<RoomServer['adapter']>[0] | undefined;
  if (o.redisUrl !== undefined) {
    const redisStore = await RedisStore.connect(o.redisUrl, now);
    store = redisStore;
    redis = redisStore.redis;
    const pub = redisStore.redis.duplicate();
    const sub = pub.duplicate();
    for (const c of [pub, sub]) c.on('error', (e: unknown) => log('error', { in: 'redis-adapter', error: e }));
    await Promise.all([pub.connect(), sub.connect()]);
    adapter = createAdapter(pub, sub);
    closers.push(
      () => pub.quit(),
      () => sub.quit(),
    );
  } else store = o.store ?? new MemoryStore(now, limits.sweepEveryMs);

  const siteHeaders = securityHeaders(o.dist === null ? [] : siteScriptHashes(o.dist));
  // The HTTP handler is in place before Socket.IO attaches, so that Socket.IO answers its own
  // paths and hands every other request to it (one answer per request).
  const http: HttpServer = createServer(
    httpApp({
      store,
      site: o.dist === null ? null : staticSite(o.dist),
      limits,
      creations: addressLimiter('create', limits.createPoints, limits.createWindowSeconds, redis),
      headers: siteHeaders,
      allowedOrigins,
      trustProxy,
      log,
      now,
    }),
  );
  const io: RoomServer = new Server(http, {
    maxHttpBufferSize: limits.maxMessageBytes,
    serveClient: false,
    allowRequest: (req, answer) => answer(null, originAllowed(req.headers, allowedOrigins, trustProxy > 0)),
    ...(adapter === undefined ? {} : { adapter }),
  });
  // Socket.IO's own HTTP answers (the polling transport) carry the same headers as every other response.
  io.engine.on('headers', (headers: Record<string, string>) => Object.assign(headers, siteHeaders));
  attachRooms(io, store, { now, limits, log, trustProxy, redis });
  await new Promise<void>((resolve) => http.listen(o.port, o.host ?? '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    store,
    async close() {
      // Closing the transports (not disconnecting the sockets) makes the clients reconnect by themselves.
      io.local.emit('goodbye', 'restart');
      await new Promise<void>((resolve) => io.close(() => resolve()));
      for (const c of closers) await c().catch(() => undefined);
      await store.close();
    },
  };
}
