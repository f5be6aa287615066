/** The compiled room server (`.server/main.mjs`, built with the site), as `npm start` runs it, for browser specs. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Starts the room server on `port` and waits until it answers (about a minute at most). */
export async function startRoomServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['.server/main.mjs'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/pt/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  stopRoomServer(server);
  throw new Error('the room server did not start');
}

/** Stops a server startRoomServer started, with the processes it started. */
export function stopRoomServer(server: ChildProcess | null): void {
  if (server?.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
}
