/**
 * The messages between a page and the review worker (worker.ts), and the runner the worker drives,
 * pure so that tests run it without a worker.
 *
 * Page -> worker:
 *   { type: 'start', id, record: { game, start, moves }, nodes?, seed? }: reviews the record (a
 *     running review is cancelled first). `nodes` (1000 to MAX_NODES, default REVIEW_NODES) and
 *     `seed` (a whole number, default 0) make it reproducible.
 *   { type: 'cancel', id }: stops review `id` between two positions.
 * Worker -> page:
 *   { type: 'progress', id, percent } (0-100, from 0 on start), then { type: 'result', id, review }
 *   (a GameReview, plain JSON); { type: 'cancelled', id }; { type: 'error', id, error } with error
 *   one of: { code: 'bad-message' } (not an object with a known type and a whole id from 0; id is
 *   then -1 when unreadable), { code: 'bad-record', detail } (the record's shape: the path of the field at
 *   fault), { code: 'bad-nodes' }, { code: 'bad-seed' }, { code: 'not-running' } (a cancel of no
 *   running review), { code: 'refused', reason } (the record does not replay: analyse.ts's ReviewError).
 */
import { z } from 'zod';
import { GAME_IDS } from '../engine/core/game-rules';
import { MAX_REVIEW_MOVES, startReview, type ReviewError, type ReviewJob } from './analyse';
import type { GameReview } from './types';

const MAX_NODES = 5_000_000;
const MIN_NODES = 1000;

const recordSchema = z
  .object({
    game: z.enum(GAME_IDS),
    start: z.string().max(200),
    moves: z.array(z.string().max(8)).max(MAX_REVIEW_MOVES),
  })
  .strip();

export type ReviewRequest =
  | {
      readonly type: 'start';
      readonly id: number;
      readonly record: z.infer<typeof recordSchema>;
      readonly nodes?: number;
      readonly seed?: number;
    }
  | { readonly type: 'cancel'; readonly id: number };

type ReviewProtocolError =
  | { readonly code: 'bad-message' | 'bad-nodes' | 'bad-seed' | 'not-running' }
  | { readonly code: 'bad-record'; readonly detail: string }
  | { readonly code: 'refused'; readonly reason: ReviewError };

export type ReviewResponse =
  | { readonly type: 'progress'; readonly id: number; readonly percent: number }
  | { readonly type: 'result'; readonly id: number; readonly review: GameReview }
  | { readonly type: 'cancelled'; readonly id: number }
  | { readonly type: 'error'; readonly id: number; readonly error: ReviewProtocolError };

const isId = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** A message read: the request, or the error to answer with. */
function readRequest(data: unknown): { ok: true; request: ReviewRequest } | { ok: false; response: ReviewResponse } {
  const fail = (id: number, error: ReviewProtocolError) => ({
    ok: false as const,
    response: { type: 'error' as const, id, error },
  });
  if (typeof data !== 'object' || data === null) return fail(-1, { code: 'bad-message' });
  const m = data as Record<string, unknown>;
  if (!isId(m.id)) return fail(-1, { code: 'bad-message' });
  const id = m.id;
  if (m.type === 'cancel') return { ok: true, request: { type: 'cancel', id } };
  if (m.type !== 'start') return fail(id, { code: 'bad-message' });
  const record = recordSchema.safeParse(m.record);
  if (!record.success) return fail(id, { code: 'bad-record', detail: record.error.issues[0]?.path.join('.') ?? '' });
  const { nodes, seed } = m;
  if (
    nodes !== undefined &&
    !(typeof nodes === 'number' && Number.isInteger(nodes) && nodes >= MIN_NODES && nodes <= MAX_NODES)
  )
    return fail(id, { code: 'bad-nodes' });
  if (seed !== undefined && !(typeof seed === 'number' && Number.isInteger(seed)))
    return fail(id, { code: 'bad-seed' });
  return {
    ok: true,
    request: {
      type: 'start',
      id,
      record: record.data,
      ...(nodes === undefined ? {} : { nodes }),
      ...(seed === undefined ? {} : { seed: seed >>> 0 }),
    },
  };
}

/**
 * Runs reviews one position per turn of the worker's event loop (`schedule`), so a cancel is read
 * between two positions; everything it says goes through `post`.
 */
export class ReviewRunner {
  private current: { readonly id: number; readonly job: ReviewJob } | null = null;

  constructor(
    private readonly post: (message: ReviewResponse) => void,
    private readonly schedule: (task: () => void) => void,
  ) {}

  receive(data: unknown): void {
    const read = readRequest(data);
    if (!read.ok) return this.post(read.response);
    const r = read.request;
    switch (r.type) {
      case 'cancel':
        if (this.current?.id !== r.id) return this.post({ type: 'error', id: r.id, error: { code: 'not-running' } });
        this.current = null;
        return this.post({ type: 'cancelled', id: r.id });
      case 'start': {
        if (this.current !== null) this.post({ type: 'cancelled', id: this.current.id });
        this.current = null;
        const job = startReview(r.record, {
          ...(r.nodes === undefined ? {} : { nodes: r.nodes }),
          ...(r.seed === undefined ? {} : { seed: r.seed }),
        });
        if (!job.ok) return this.post({ type: 'error', id: r.id, error: { code: 'refused', reason: job.error } });
        const run = { id: r.id, job: job.value };
        this.current = run;
        this.post({ type: 'progress', id: r.id, percent: 0 });
        this.schedule(() => this.advance(run));
        return;
      }
    }
  }

  private advance(run: { readonly id: number; readonly job: ReviewJob }): void {
    if (this.current !== run) return;
    const more = run.job.step();
    const { done, total } = run.job;
    if (more) {
      this.post({ type: 'progress', id: run.id, percent: Math.floor((100 * done) / total) });
      this.schedule(() => this.advance(run));
      return;
    }
    this.current = null;
    this.post({ type: 'progress', id: run.id, percent: 100 });
    this.post({ type: 'result', id: run.id, review: run.job.result() });
  }
}
