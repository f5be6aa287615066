/**
 * The HTTP side of the server: POST /api/rooms creates a room (JSON in, JSON out, rate-limited per
 * address), everything else is the built site from dist/ (sirv), with dist/404.html for unknown paths.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { canonicalStart, startText } from './game-rules';
import { newRoomId, newSeatToken } from './ids';
import type { Limits } from './limits';
import { createRequestSchema, type CreateResponse } from './protocol';
import { KeyedLimiter } from './rate-limit';
import { createRoom } from './room';
import type { RoomStore } from './store';

const CREATE_PATH = '/api/rooms';

export interface HttpOptions {
  readonly store: RoomStore;
  /** The built site; null serves only the API. */
  readonly dist: string | null;
  readonly limits: Limits;
  readonly now?: () => number;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

/** The request body as text, or null when it is larger than `max` bytes. */
function readBody(req: IncomingMessage, max: number): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) {
        resolve(null);
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function httpApp(o: HttpOptions): RequestListener {
  const now = o.now ?? Date.now;
  const limiter = new KeyedLimiter(o.limits.createBurst, o.limits.createPerSecond, now);
  const assets = o.dist === null ? null : sirv(o.dist, { etag: true, dev: false });
  const notFound = o.dist === null ? '' : readFileSync(join(o.dist, '404.html'), 'utf8');

  async function create(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!limiter.take(req.socket.remoteAddress ?? '')) return send(res, 429, { error: 'rate-limited' });
    const text = await readBody(req, o.limits.maxBodyBytes);
    if (text === null) return send(res, 413, { error: 'bad-message' });
    const parsed = createRequestSchema.safeParse(parseJson(text));
    if (!parsed.success) return send(res, 400, { error: 'bad-message' });
    const { game, start, clock } = parsed.data;
    const startPosition = start === undefined ? startText(game) : canonicalStart(game, start);
    if (startPosition === null) return send(res, 400, { error: 'bad-position' });
    const token = newSeatToken();
    const timeControl =
      clock === undefined ? null : { initialMs: clock.minutes * 60_000, incrementMs: clock.increment * 1000 };
    for (;;) {
      const room = createRoom({
        id: newRoomId(),
        game,
        start: startPosition,
        creatorToken: token,
        timeControl,
        now: now(),
        ttlMs: o.limits.roomTtlMs,
      });
      if (await o.store.create(room)) {
        const body: CreateResponse = { room: room.id, token, seat: 'first' };
        return send(res, 201, body);
      }
    }
  }

  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === CREATE_PATH) {
      if (req.method !== 'POST') return send(res, 405, { error: 'bad-message' });
      create(req, res).catch(() => send(res, 500, { error: 'server' }));
      return;
    }
    if (assets === null) return send(res, 404, { error: 'not-found' });
    assets(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(notFound);
    });
  };
}
