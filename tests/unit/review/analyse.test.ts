/**
 * The review of constructed games whose mistake is known, and the Banqi review's honesty (B9): it
 * judges a reveal by the pool's odds, never by the identity that turned up.
 */
import { describe, expect, it } from 'vitest';
import * as banqi from '../../../src/engine/banqi';
import * as banqiReferee from '../../../src/engine/banqi/referee-entry';
import { createRng } from '../../../src/engine/core/rng';
import { reviewRecord } from '../../../src/review/analyse';
import type { GameReview, ReviewRecord } from '../../../src/review/types';

const NODES = 40_000;

function review(record: ReviewRecord, nodes = NODES): GameReview {
  const r = reviewRecord(record, { nodes });
  if (!r.ok) throw new Error(`record refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

describe('marks of constructed games', () => {
  it('B5 a chariot moved next to an enemy elephant is a blunder that hangs it', () => {
    const start = '8/4e3/3R4/C6h r - 0 10';
    const bad = review({ game: 'banqi', start, moves: ['d2d3'] }).plies[0]!;
    expect(bad.mark).toBe('blunder');
    expect(bad.reason).toEqual({ kind: 'hangs', piece: 'R', square: 'd3', by: 'e', from: 'e3' });
    expect(bad.best).not.toBe('d2d3');
    const safe = review({ game: 'banqi', start, moves: ['d2c2'] }).plies[0]!;
    expect(['best', 'good']).toContain(safe.mark);
    expect(safe.reason).toBeNull();
  });

  it('J5 leaving a lion on the trap next to the den is a blunder that opens the den', () => {
    const start = '6r/7/7/7/E6/7/7/2Dl3/7 r 0 20';
    const r = review({ game: 'jungle', start, moves: ['a5a6', 'd2d1'] });
    const bad = r.plies[0]!;
    expect(bad.mark).toBe('blunder');
    expect(bad.reason).toEqual({ kind: 'den-open', by: 'l', from: 'd2', square: 'd1' });
    expect(bad.best).toBe('c2d2');
    expect(r.summary.first.counts.blunder).toBe(1);
    expect(r.summary.first.biggestSwing).toEqual({ ply: 0, loss: bad.loss });
    const good = review({ game: 'jungle', start, moves: ['c2d2'] }).plies[0]!;
    expect(good.mark).toBe('best');
  });

  // a1 is next to a black soldier, which takes a red general (B5): 1 draw in 7 is the general
  const REVEAL_START = 'XXXXXX2/3e4/7H/Xs5R r G1A1E1a1h1c1s1 0 10';

  it('B9 a sound reveal that turns up the general next to the soldier is unlucky, not a mistake', () => {
    const p = review({ game: 'banqi', start: REVEAL_START, moves: ['a1a1=G'] }).plies[0]!;
    expect(p.mark).toBe('unlucky');
    expect(p.loss).toBeLessThan(10);
    expect(p.before - p.actual!).toBeGreaterThanOrEqual(20);
    expect(p.reason).toMatchObject({ kind: 'unlucky', square: 'a1', piece: 'G' });
    expect(p.odds!.risk).toBeGreaterThan(0);
    expect(p.odds!.piece).toBe('G');
  });

  it('B9 the same reveal is judged alike whatever turned up; only the outcome differs', () => {
    const lucky = review({ game: 'banqi', start: REVEAL_START, moves: ['a1a1=A'] }).plies[0]!;
    const unlucky = review({ game: 'banqi', start: REVEAL_START, moves: ['a1a1=G'] }).plies[0]!;
    const judged = ({ before, after, loss, best, line, odds, depth }: typeof lucky) => ({
      before,
      after,
      loss,
      best,
      line,
      odds,
      depth,
    });
    expect(judged(lucky)).toEqual(judged(unlucky));
    expect(['best', 'good']).toContain(lucky.mark);
    expect(lucky.actual).not.toBe(unlucky.actual);
  });
});

/** A game of random actions dealt from `seed`, with the deal. */
function randomGame(seed: string, plies: number): { moves: string[]; deal: banqiReferee.Deal } {
  const deal = banqiReferee.dealFromRng(banqi.START_POSITION, createRng(`${seed}:deal`));
  const referee = new banqiReferee.Referee(banqi.START_POSITION, { type: 'deal', deal });
  const rng = createRng(`${seed}:moves`);
  const moves: string[] = [];
  while (moves.length < plies && banqi.status(referee.position).result === 'ongoing') {
    const legal = banqi.legalActions(referee.position);
    const played = referee.play(legal[rng.nextInt(legal.length)]!);
    if (!played.ok) throw new Error(played.error);
    moves.push(banqi.makeAction(played.value));
  }
  return { moves, deal };
}

/** Another deal: the squares revealed in `moves` keep their identity, the others are shuffled among themselves. */
function redeal(deal: banqiReferee.Deal, moves: readonly string[], seed: string): banqiReferee.Deal {
  const revealed = new Set(moves.filter((m) => m.includes('=')).map((m) => banqi.squareOf(m.slice(0, 2))!));
  const hidden = [...deal.keys()].filter((sq) => !revealed.has(sq));
  const identities = hidden.map((sq) => deal.get(sq)!);
  const rng = createRng(seed);
  for (let i = identities.length - 1; i > 0; i--) {
    const j = rng.nextInt(i + 1);
    [identities[i], identities[j]] = [identities[j]!, identities[i]!];
  }
  const out = new Map(deal);
  hidden.forEach((sq, i) => out.set(sq, identities[i]!));
  return out;
}

describe('B9 the Banqi review sees only public facts', () => {
  it('gives the same review when the face-down pieces are redealt consistently with every public fact', () => {
    const { moves, deal } = randomGame('review-honesty', 16);
    const other = redeal(deal, moves, 'review-honesty:redeal');
    expect([...other.values()]).not.toEqual([...deal.values()]); // some unrevealed identity moved
    const referee = new banqiReferee.Referee(banqi.START_POSITION, { type: 'deal', deal: other });
    const replayed = moves.map((m) => {
      const played = referee.play(m.split('=')[0]!);
      if (!played.ok) throw new Error(played.error);
      return banqi.makeAction(played.value);
    });
    expect(replayed).toEqual(moves);
    const a = review({ game: 'banqi', start: banqi.START_TEXT, moves }, 10_000);
    const b = review({ game: 'banqi', start: banqi.START_TEXT, moves: replayed }, 10_000);
    expect(b.plies.map((p) => p.mark)).toEqual(a.plies.map((p) => p.mark));
    expect(b).toEqual(a);
  });

  it('judges every move up to a reveal alike whichever identity of the pool that reveal turns up', () => {
    const { moves } = randomGame('review-counterfactual', 16);
    const k = moves.findLastIndex((m) => m.includes('='));
    const before = moves.slice(0, k);
    let pos = banqi.START_POSITION;
    for (const m of before) {
      const next = banqi.banqiGame.play(pos, m);
      if (!next.ok) throw new Error(next.error);
      pos = next.value;
    }
    const square = moves[k]!.slice(0, 4);
    const turnedUp = moves[k]!.split('=')[1];
    const other = banqi.IDENTITIES.find((id) => pos.pool[id] > 0 && id !== turnedUp)!;
    const a = review({ game: 'banqi', start: banqi.START_TEXT, moves: moves.slice(0, k + 1) }, 10_000);
    const b = review({ game: 'banqi', start: banqi.START_TEXT, moves: [...before, `${square}=${other}`] }, 10_000);
    const judged = (r: GameReview) =>
      r.plies.map(({ before, after, loss, best, line, odds, ply }) => ({ before, after, loss, best, line, odds, ply }));
    expect(judged(b)).toEqual(judged(a));
    expect(b.plies.slice(0, k).map((p) => p.mark)).toEqual(a.plies.slice(0, k).map((p) => p.mark));
  });

  it('refuses a record whose reveal lacks its identity, with the ply', () => {
    const r = reviewRecord({ game: 'banqi', start: banqi.START_TEXT, moves: ['a1a1'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'bad-move', ply: 0 });
    const s = reviewRecord({ game: 'jungle', start: 'nonsense', moves: [] });
    expect(!s.ok && s.error.code).toBe('bad-start');
  });
});
