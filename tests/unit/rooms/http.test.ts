/**
 * The server's HTTP side on loopback (ports 4420-4422) over a small built site made for the test:
 * Socket.IO's polling handshake is answered once and the server goes on; compressed and cached
 * files; security headers on every response; the room API only for the site's own pages and the
 * allowed origins; a clean 413; an error in the store is answered and the server keeps serving.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../src/server/inline-scripts';
import { precompress } from '../../../src/server/precompress.mjs';
import { startServer, type RunningServer } from '../../../src/server/server';
import { MemoryStore } from '../../../src/server/memory-store';
import { connect, createRoom } from './client';

const SITE = 4420;
const BARE = 4421;
const BROKEN = 4422;
const INLINE = "document.documentElement.classList.add('js')";
const PAGE = `<!doctype html><html><head><script>${INLINE}</script><script type="application/json">{"a":1}</script></head><body>${'<p>Banqi</p>'.repeat(300)}</body></html>`;
const ASSET = `export const board = ${JSON.stringify('x'.repeat(4000))};`;

let dist: string;
const servers: RunningServer[] = [];

/** A store whose every call fails, as a lost Redis would. */
class BrokenStore extends MemoryStore {
  override async get(): Promise<never> {
    throw new Error('store down');
  }
  override async create(): Promise<never> {
    throw new Error('store down');
  }
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'plyyard-dist-'));
  mkdirSync(join(dist, '_astro'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, '404.html'), '<!doctype html><p>404</p>');
  writeFileSync(join(dist, '_astro', 'app.Ab12Cd34.js'), ASSET);
  precompress(dist);
  const roomy = { createPoints: 1e6, joinPoints: 1e6 };
  servers.push(
    await startServer({ port: SITE, dist, limits: roomy, allowedOrigins: new Set(['https://friend.example']) }),
    await startServer({ port: BARE, dist: null, limits: roomy }),
    await startServer({ port: BROKEN, dist: null, limits: roomy, store: new BrokenStore() }),
  );
});
afterAll(async () => {
  for (const s of servers) await s.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (port: number, path: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}${path}`, { headers });

/** A raw GET (fetch always asks for and decodes compressed bodies): status, headers, body bytes. */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the HTTP side', () => {
  it.each([SITE, BARE])('answers the polling handshake once and keeps serving (port %i)', async (port) => {
    const res = await get(port, '/socket.io/?EIO=4&transport=polling');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^0\{"sid":/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    await new Promise((r) => setTimeout(r, 100));
    expect((await get(port, '/healthz')).status).toBe(200);
    expect((await createRoom(port, { game: 'jungle' })).status).toBe(201);
  });

  it('sends brotli or gzip copies to browsers that accept them, the file itself to others', async () => {
    const br = await rawGet(SITE, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    expect(br.body.length).toBeLessThan(PAGE.length / 5);
    const gz = await rawGet(SITE, '/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(PAGE);
    const plain = await rawGet(SITE, '/', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    expect(br.headers.vary).toBe('Accept-Encoding');
  });

  it('caches hashed assets for a year and makes pages revalidate', async () => {
    const asset = await get(SITE, '/_astro/app.Ab12Cd34.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await get(SITE, '/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get(SITE, '/', { 'if-none-match': etag! })).status).toBe(304);
    expect((await get(SITE, '/no/such/page/')).status).toBe(404);
  });

  it('puts the security headers on every response; the policy allows the site’s own inline scripts only', async () => {
    const [hash] = inlineScriptHashes(PAGE);
    expect(inlineScriptHashes(PAGE)).toHaveLength(1); // the JSON data block does not run
    for (const path of ['/', '/_astro/app.Ab12Cd34.js', '/missing', '/healthz', '/api/rooms']) {
      const res = await get(SITE, path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' '${hash}'`);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('creates rooms for the site’s own pages and the allowed origins only', async () => {
    const own = `http://127.0.0.1:${SITE}`;
    expect((await createRoom(SITE, { game: 'banqi' }, { origin: own })).status).toBe(201);
    expect((await createRoom(SITE, { game: 'banqi' }, { origin: 'https://friend.example' })).status).toBe(201);
    const foreign = await fetch(`http://127.0.0.1:${SITE}/api/rooms`, {
      method: 'POST',
      body: JSON.stringify({ game: 'banqi' }),
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    });
    expect(foreign.status).toBe(403);
  });

  it('refuses a socket from a foreign page, accepts one from the site or an allowed origin', async () => {
    await expect(connect(SITE, { headers: { origin: 'https://evil.example' } })).rejects.toThrow();
    await expect(
      connect(SITE, { transport: 'polling', headers: { origin: 'https://evil.example' } }),
    ).rejects.toThrow();
    for (const origin of [`http://127.0.0.1:${SITE}`, 'https://friend.example']) {
      const c = await connect(SITE, { headers: { origin } });
      const created = await createRoom(SITE, { game: 'jungle' });
      expect(await c.join(created.json.room)).toMatchObject({ ok: true, seat: 'second' });
      c.close();
    }
  });

  it.each([3 * 1024, 1024 * 1024])('answers a %i-byte body with 413, not a reset', async (bytes) => {
    const res = await fetch(`http://127.0.0.1:${SITE}/api/rooms`, {
      method: 'POST',
      body: JSON.stringify({ game: 'banqi', start: 'x'.repeat(bytes) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'too-large' });
    expect((await get(SITE, '/healthz')).status).toBe(200);
  });

  it('logs and answers an error in the store, and keeps serving', async () => {
    expect((await createRoom(BROKEN, { game: 'banqi' })).status).toBe(500);
    expect((await get(BROKEN, '/healthz')).status).toBe(500);
    const c = await connect(BROKEN);
    expect(await c.join('r'.repeat(22))).toEqual({ ok: false, error: { code: 'server' } });
    expect(await c.join('r'.repeat(22))).toEqual({ ok: false, error: { code: 'server' } });
    c.close();
    expect((await get(BROKEN, '/api/rooms')).status).toBe(405);
  });
});
