/** `astro preview` of the built site on a spare port, for the browser benches; stop it with `.kill()` (its own pid). */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function startPreview(port: number): Promise<ChildProcess> {
  const server = spawn(
    join(ROOT, 'node_modules/.bin/astro'),
    ['preview', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error('astro preview did not start');
}
