/**
 * `npm start` runs this after the build: the site from dist/ and the rooms on PORT (default 4321),
 * HOST (default 127.0.0.1); REDIS_URL puts rooms in Redis; ROOM_TTL_MS sets the expiry of an idle room;
 * PLYYARD_NO_SITE=1 serves only the rooms (tests start server processes without a build).
 */
import { fileURLToPath } from 'node:url';
import { startServer } from './server';

const port = Number(process.env.PORT ?? 4321);
const ttl = process.env.ROOM_TTL_MS === undefined ? undefined : Number(process.env.ROOM_TTL_MS);
const server = await startServer({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  dist: process.env.PLYYARD_NO_SITE === '1' ? null : fileURLToPath(new URL('../../dist', import.meta.url)),
  redisUrl: process.env.REDIS_URL,
  limits: ttl === undefined ? {} : { roomTtlMs: ttl },
});
console.log(
  `Ply Yard: http://${process.env.HOST ?? '127.0.0.1'}:${server.port}/${process.env.REDIS_URL ? ' (rooms in Redis)' : ''}`,
);
const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
