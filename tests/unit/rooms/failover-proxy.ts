/**
 * A reverse proxy for the multi-process tests, at the TCP level on loopback: each new connection
 * goes to the first server process that accepts it, so when one process dies its clients'
 * reconnections reach another, as behind an operator's proxy with health checks.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface FailoverProxy {
  readonly port: number;
  close(): Promise<void>;
}

function firstAlive(ports: readonly number[], i = 0): Promise<Socket | null> {
  if (i >= ports.length) return Promise.resolve(null);
  return new Promise((resolve) => {
    const upstream = connect(ports[i]!, '127.0.0.1');
    upstream.once('connect', () => resolve(upstream));
    upstream.once('error', () => resolve(firstAlive(ports, i + 1)));
  });
}

export async function startFailoverProxy(port: number, backends: readonly number[]): Promise<FailoverProxy> {
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    client.pause();
    open.add(client);
    client.once('close', () => open.delete(client));
    void firstAlive(backends).then((upstream) => {
      if (upstream === null) return client.destroy();
      open.add(upstream);
      upstream.once('close', () => (open.delete(upstream), client.destroy()));
      client.once('close', () => upstream.destroy());
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.pipe(upstream).pipe(client);
      client.resume();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
