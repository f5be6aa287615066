/**
 * The second look (src/review/second-look.ts): which first probes are looked at again, and two Jungle
 * positions from the review bench's games where the shipped budget alone misses a blunder that a review
 * at 5x the budget finds (`npm run bench -- review --game jungle`), each caught by its own trigger.
 */
import { describe, expect, it } from 'vitest';
import { WIN } from '../../../src/ai/types';
import { startReview, type ReviewOptions } from '../../../src/review/analyse';
import { judgeMove } from '../../../src/review/judge-move';
import type { Probe } from '../../../src/review/probe';
import { secondLookReason } from '../../../src/review/second-look';
import type { ReviewRecord } from '../../../src/review/types';

const probe = (bestScore: number, playedScore: number): Probe => ({
  best: 'a1a2',
  bestScore,
  playedScore,
  depth: 6,
  line: [],
  reply: [],
});

describe('which first probes want a second look', () => {
  it('a move played that loses less than an inaccuracy stands', () => {
    expect(secondLookReason('jungle', probe(0, 0))).toBeNull();
    // Jungle's scale is 1000: 300 units below the best is about 7.4 points of winning chance
    expect(secondLookReason('jungle', probe(0, -300))).toBeNull();
    // Banqi's scale is 180: 60 units is about 8.3 points
    expect(secondLookReason('banqi', probe(100, 40))).toBeNull();
  });

  it('a move played that loses an inaccuracy or more is looked at again', () => {
    // 450 units below an even position: about 11 points
    expect(secondLookReason('jungle', probe(0, -450))).toBe('marked');
    expect(secondLookReason('banqi', probe(0, -WIN))).toBe('marked');
  });

  it('a move played that scores above the best, or a best that scores a found loss, is looked at again', () => {
    expect(secondLookReason('jungle', probe(0, 1))).toBe('unstable');
    expect(secondLookReason('jungle', probe(-WIN + 16, -WIN + 16))).toBe('lost');
    expect(secondLookReason('banqi', probe(-WIN + 16, 0))).toBe('lost');
  });
});

function firstPly(record: ReviewRecord, options: ReviewOptions = {}) {
  const job = startReview(record, options);
  if (!job.ok) throw new Error(`record refused: ${JSON.stringify(job.error)}`);
  while (job.value.step());
  return { ply: job.value.result().plies[0]!, looks: { ...job.value.secondLooks } };
}

/** J4: after c2c1 blue's elephant on d6 walks down; at 200,000 nodes c2c1 scores above the engine's best. */
const UNSTABLE = '2d4/7/2lwtc1/T2PR2/7/2r4/7/2CEL2/5e1 r 15 42';
/** J5: at 200,000 nodes the engine's best scores a found loss: an iteration cut short after its first move. */
const CUT_SHORT = '7/2p4/1d1wte1/7/3LR2/E6/2lP3/1CTD3/7 r 0 30';

describe('J the second look finds blunders the shipped budget alone misses', () => {
  it('c2c1 scored above the best at the shipped budget: a blunder once looked at again', () => {
    const record: ReviewRecord = { game: 'jungle', start: UNSTABLE, moves: ['c2c1'] };
    const once = firstPly(record, { secondLook: false });
    expect(once.ply.mark).not.toBe('blunder');
    const twice = firstPly(record);
    expect(twice.looks).toEqual({ marked: 0, unstable: 1, lost: 0 });
    expect(twice.ply.mark).toBe('blunder');
    expect(twice.ply.best).not.toBe('c2c1');
    // "learn from your mistakes" judges a tried move with the same second look
    const judged = judgeMove('jungle', UNSTABLE, 'c2c1');
    expect(judged.ok && judged.value.accepted).toBe(false);
  });

  it('c2c1 where the best looked lost at the shipped budget: a blunder once looked at again', () => {
    const record: ReviewRecord = { game: 'jungle', start: CUT_SHORT, moves: ['c2c1'] };
    const once = firstPly(record, { secondLook: false });
    expect(once.ply.before).toBe(0);
    expect(once.ply.mark).not.toBe('blunder');
    const twice = firstPly(record);
    expect(twice.looks).toEqual({ marked: 0, unstable: 0, lost: 1 });
    expect(twice.ply.before).toBeGreaterThan(20);
    expect(twice.ply.mark).toBe('blunder');
  });

  it("the engine's own move is probed once", () => {
    const { ply, looks } = firstPly({ game: 'jungle', start: UNSTABLE, moves: ['c2c3'] });
    expect(ply.mark).toBe('best');
    expect(looks).toEqual({ marked: 0, unstable: 0, lost: 0 });
  });
});
