/**
 * The server process (compiled to .server/main.mjs by src/server/build.mjs; `npm start` runs it
 * through src/server/start.mjs). Settings from the environment:
 * - PORT (4321), HOST (127.0.0.1);
 * - REDIS_URL: rooms and limits in Redis, shared by every process started with the same URL;
 * - ROOM_TTL_MS: the expiry of an idle room;
 * - ALLOWED_ORIGINS: other sites' origins that may use the rooms (the site's own always may);
 * - TRUST_PROXY: how many reverse proxies in front to trust for X-Forwarded-For/-Host (0);
 * - PLYYARD_NO_SITE=1: rooms only, no dist/ (the multi-process tests);
 * - PLYYARD_DIST: where the built site is (dist/ beside package.json).
 * SIGTERM and SIGINT close it gracefully: no new connections, clients told to reconnect, Redis closed.
 */
import { resolve } from 'node:path';
import { jsonLog } from './log';
import { parseAllowedOrigins } from './origins';
import { startServer } from './server';

const env = process.env;
const wholeNumber = (name: string, fallback: number): number => {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    jsonLog('bad-setting', { name, value: text });
    process.exit(2);
  }
  return n;
};

const ttl = wholeNumber('ROOM_TTL_MS', 0);
const server = await startServer({
  port: wholeNumber('PORT', 4321),
  host: env.HOST ?? '127.0.0.1',
  dist: env.PLYYARD_NO_SITE === '1' ? null : resolve(env.PLYYARD_DIST ?? 'dist'),
  redisUrl: env.REDIS_URL === '' ? undefined : env.REDIS_URL,
  limits: ttl === 0 ? {} : { roomTtlMs: ttl },
  allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
  trustProxy: wholeNumber('TRUST_PROXY', 0),
  log: jsonLog,
});
jsonLog('listening', {
  url: `http://${env.HOST ?? '127.0.0.1'}:${server.port}/`,
  store: env.REDIS_URL ? 'redis' : 'memory',
  pid: process.pid,
});

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  jsonLog('stopping', { signal });
  void server.close().then(
    () => process.exit(0),
    (e: unknown) => {
      jsonLog('error', { in: 'shutdown', error: e });
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
