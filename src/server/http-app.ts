/**
 * The HTTP side of the server: `POST /api/rooms` creates a room (JSON in, JSON out; the site's own
 * pages and ALLOWED_ORIGINS only; limited per client address), `GET /healthz` says whether the
 * server and its store answer, and everything else is the built site (./static-site.ts). Paths
 * under /socket.io/ belong to Socket.IO, which answers them before this handler is asked. Every
 * response carries the security headers; an error while handling a request is logged and
 * answered 500, and the server goes on.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AddressLimiter } from './address-limits';
import { clientAddress } from './client-address';
import { canonicalStart, startText } from './referee';
import { newRoomId, newSeatToken } from './ids';
import type { Limits } from './limits';
import type { Log } from './log';
import { originAllowed } from './origins';
import { createRequestSchema, type CreateResponse } from './protocol';
import { createRoom } from './room';
import type { RoomStore } from './store';

const CREATE_PATH = '/api/rooms';
const HEALTH_PATH = '/healthz';
const SOCKET_PATH = '/socket.io/';

export interface HttpOptions {
  readonly store: RoomStore;
  /** Serves the built site; null serves only the API (404 elsewhere). */
  readonly site: ((req: IncomingMessage, res: ServerResponse) => void) | null;
  readonly limits: Limits;
  readonly creations: AddressLimiter;
  readonly headers: Readonly<Record<string, string>>;
  readonly allowedOrigins: ReadonlySet<string>;
  readonly trustProxy: number;
  readonly log: Log;
  readonly now?: () => number;
}

function send(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra });
  res.end(JSON.stringify(body));
}

/**
 * The request body as text, or null when it is larger than `max` bytes: then the rest is read and
 * dropped (so the client receives the answer instead of a reset), for a few seconds at most.
 */
function readBody(req: IncomingMessage, max: number): Promise<string | null> {
  return new Promise((resolve) => {
    const tooLarge = (): void => {
      resolve(null);
      req.removeAllListeners('data');
      req.resume();
      setTimeout(() => req.socket.destroy(), 5000).unref();
    };
    if (Number(req.headers['content-length'] ?? 0) > max) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) tooLarge();
      else chunks.push(c);
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

  async function create(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!originAllowed(req.headers, o.allowedOrigins, o.trustProxy > 0)) return send(res, 403, { error: 'origin' });
    const address = clientAddress(req.headers, req.socket.remoteAddress, o.trustProxy);
    if (!(await o.creations.take(address))) return send(res, 429, { error: 'rate-limited' });
    const text = await readBody(req, o.limits.maxBodyBytes);
    if (text === null) return send(res, 413, { error: 'too-large' }, { connection: 'close' });
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
        o.log('room-created', { room: room.id, game, address });
        return send(res, 201, body);
      }
    }
  }

  async function health(res: ServerResponse): Promise<void> {
    await o.store.get('health-check');
    send(res, 200, { ok: true });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path.startsWith(SOCKET_PATH)) return; // Socket.IO's own (it answers before this handler runs)
    for (const [k, v] of Object.entries(o.headers)) res.setHeader(k, v);
    if (path === CREATE_PATH) {
      if (req.method !== 'POST') return send(res, 405, { error: 'bad-message' }, { allow: 'POST' });
      return create(req, res);
    }
    if (path === HEALTH_PATH) return health(res);
    if (o.site === null) return send(res, 404, { error: 'not-found' });
    o.site(req, res);
  }

  return (req, res) => {
    const fail = (e: unknown): void => {
      o.log('error', { in: 'http', url: req.url, error: e });
      if (!res.headersSent) send(res, 500, { error: 'server' });
      else res.destroy();
    };
    try {
      route(req, res).catch(fail);
    } catch (e) {
      fail(e);
    }
  };
}
