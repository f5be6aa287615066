/** Child processes for the multi-process tests: a throwaway redis-server and room servers. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface Child {
  readonly process: ChildProcess;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL (kill -9): no shutdown at all, as a crash. */
  kill(): Promise<void>;
}

async function waitFor(test: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await test().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not start in ${ms} ms`);
}

function stopper(
  child: ChildProcess,
  signal: NodeJS.Signals,
  cleanup: () => void = () => undefined,
): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(cleanup());
      child.once('exit', () => resolve(cleanup()));
      child.kill(signal);
    });
}

/** A redis-server with no persistence in a temp dir, on `port`. */
export async function startRedis(port: number): Promise<Child> {
  if (!existsSync(REDIS_SERVER))
    throw new Error(`${REDIS_SERVER} is missing: install it (apt-get install -y redis-server) or run .ci/run`);
  const dir = mkdtempSync(join(tmpdir(), 'plyyard-redis-'));
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    {
      stdio: 'ignore',
    },
  );
  const { createClient } = await import('redis');
  await waitFor(async () => {
    const c = createClient({ url: `redis://127.0.0.1:${port}` });
    c.on('error', () => undefined);
    await c.connect();
    await c.quit();
    return true;
  }, 'redis-server');
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  return { process: child, stop: stopper(child, 'SIGTERM', cleanup), kill: stopper(child, 'SIGKILL', cleanup) };
}

/**
 * A room server process on `port`, with rooms in Redis: the compiled server (.server/main.mjs,
 * built by `npm run test:unit` before the tests, as `npm start` runs it), without the site.
 */
export async function startRoomServer(port: number, redisUrl: string): Promise<Child> {
  const server = join(ROOT, '.server', 'main.mjs');
  if (!existsSync(server)) throw new Error(`${server} is missing: run node src/server/build.mjs`);
  const child = spawn(process.execPath, [server], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), REDIS_URL: redisUrl, PLYYARD_NO_SITE: '1' },
    stdio: 'ignore',
  });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200, `room server on ${port}`);
  return { process: child, stop: stopper(child, 'SIGTERM'), kill: stopper(child, 'SIGKILL') };
}
