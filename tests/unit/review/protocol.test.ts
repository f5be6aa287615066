/** The review worker's messages (src/review/protocol.ts), run without a worker. */
import { describe, expect, it } from 'vitest';
import { ReviewRunner, type ReviewResponse } from '../../../src/review/protocol';

/** A runner whose scheduled steps run only when the test says so. */
function harness() {
  const posted: ReviewResponse[] = [];
  const queue: (() => void)[] = [];
  const runner = new ReviewRunner(
    (m) => posted.push(m),
    (task) => queue.push(task),
  );
  const drain = () => {
    while (queue.length > 0) queue.shift()!();
  };
  return { posted, queue, runner, drain };
}

const JUNGLE = { game: 'jungle', start: 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1', moves: ['a3a4', 'g7g6'] };

describe('review worker protocol', () => {
  it('rejects garbage with a typed error, never throws', () => {
    const { posted, runner, queue } = harness();
    const garbage: unknown[] = [
      null,
      42,
      'start',
      { type: 'start' },
      { type: 'start', id: -1, record: JUNGLE },
      { type: 'start', id: 1.5, record: JUNGLE },
      { type: 'review', id: 1 },
    ];
    for (const g of garbage) runner.receive(g);
    expect(posted.map((p) => p.type === 'error' && p.error.code)).toEqual(Array(garbage.length).fill('bad-message'));
    posted.length = 0;
    runner.receive({ type: 'start', id: 2, record: { ...JUNGLE, game: 'chess' } });
    runner.receive({ type: 'start', id: 3, record: { ...JUNGLE, moves: 'a3a4' } });
    runner.receive({ type: 'start', id: 4, record: JUNGLE, nodes: 10 });
    runner.receive({ type: 'start', id: 5, record: JUNGLE, seed: 'x' });
    runner.receive({ type: 'start', id: 6, record: { ...JUNGLE, moves: ['a3a5'] } });
    runner.receive({ type: 'cancel', id: 7 });
    expect(posted).toEqual([
      { type: 'error', id: 2, error: { code: 'bad-record', detail: 'game' } },
      { type: 'error', id: 3, error: { code: 'bad-record', detail: 'moves' } },
      { type: 'error', id: 4, error: { code: 'bad-nodes' } },
      { type: 'error', id: 5, error: { code: 'bad-seed' } },
      {
        type: 'error',
        id: 6,
        error: { code: 'refused', reason: { code: 'bad-move', ply: 0, detail: expect.any(String) } },
      },
      { type: 'error', id: 7, error: { code: 'not-running' } },
    ]);
    expect(queue).toHaveLength(0);
  });

  it('reports progress from 0 to 100, then a JSON-safe review', () => {
    const { posted, runner, drain } = harness();
    runner.receive({ type: 'start', id: 9, record: JUNGLE, nodes: 2000 });
    drain();
    const progress = posted.filter((p) => p.type === 'progress').map((p) => (p.type === 'progress' ? p.percent : -1));
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const last = posted.at(-1)!;
    expect(last.type).toBe('result');
    if (last.type !== 'result') return;
    expect(last.review.plies).toHaveLength(2);
    expect(JSON.parse(JSON.stringify(last.review))).toEqual(last.review);
  });

  it('stops a cancelled review between two positions and sends no result', () => {
    const { posted, runner, queue } = harness();
    runner.receive({ type: 'start', id: 11, record: JUNGLE, nodes: 2000 });
    queue.shift()!();
    runner.receive({ type: 'cancel', id: 11 });
    while (queue.length > 0) queue.shift()!();
    expect(posted.at(-1)).toEqual({ type: 'cancelled', id: 11 });
    expect(posted.some((p) => p.type === 'result')).toBe(false);
  });
});
