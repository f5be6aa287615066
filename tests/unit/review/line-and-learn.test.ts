/** The engine's line on the review board (line-view.ts) and which moves "learn from your mistakes" asks about. */
import { describe, expect, it } from 'vitest';
import { lineSteps } from '../../../src/islands/review/line-view';
import { mistakesOf } from '../../../src/islands/review/useLearn';
import { banqiRules } from '../../../src/play/banqi-rules';
import { jungleRules } from '../../../src/play/jungle-rules';
import type { Mark } from '../../../src/board/types';
import type { GameReview, PlyReview } from '../../../src/review/types';

const parse = <P>(rules: { parse(t: string): { ok: true; value: P } | { ok: false } }, text: string): P => {
  const r = rules.parse(text);
  if (!r.ok) throw new Error(`bad position ${text}`);
  return r.value;
};

describe("the engine's line, step by step", () => {
  const before = parse(jungleRules, '6r/7/7/7/E6/7/7/2Dl3/7 r 0 20');

  it('J5 starts before the move with the played move and the better one, then plays the line', () => {
    const steps = lineSteps(jungleRules, before, 'a5a6', ['c2d2', 'g9g8', 'a5a6']);
    expect(steps).toHaveLength(4);
    expect(steps[0]!.position).toBe(before);
    expect(steps[0]!.marks).toEqual([
      { kind: 'arrow', from: 'a5', to: 'a6', tone: 'bad' },
      { kind: 'arrow', from: 'c2', to: 'd2', tone: 'good' },
    ]);
    expect(jungleRules.contentAt(steps[1]!.position, 'd2')).toBe('D');
    expect(steps[1]!.last).toEqual({ from: 'c2', to: 'd2' });
    expect(steps[1]!.marks).toEqual([{ kind: 'arrow', from: 'g9', to: 'g8', tone: 'info' }]);
    expect(jungleRules.contentAt(steps[3]!.position, 'a6')).toBe('E');
    expect(steps[3]!.marks).toEqual([]);
  });

  it("shows one arrow when the move played was the engine's, and stops at a move that does not play", () => {
    const steps = lineSteps(jungleRules, before, 'c2d2', ['c2d2', 'c2c9']);
    expect(steps[0]!.marks).toEqual([{ kind: 'arrow', from: 'c2', to: 'd2', tone: 'good' }]);
    expect(steps).toHaveLength(2);
  });

  it('B9 a Banqi line ends at a reveal, drawn as a ring and never played', () => {
    const pos = parse(banqiRules, 'XXXXXX2/3e4/7H/Xs5R r G1A1E1a1h1c1s1 0 10');
    const steps = lineSteps(banqiRules, pos, 'h1h2', ['h1g1', 'b1c1', 'a1a1', 'g1f1']);
    expect(steps).toHaveLength(3);
    expect(steps[2]!.marks).toEqual<Mark[]>([{ kind: 'circle', square: 'a1', tone: 'info' }]);
    expect(banqiRules.contentAt(steps[2]!.position, 'a1')).toBe('X');
    // A reveal played as the engine's own (its identity aside) is one ring, not two.
    const same = lineSteps(banqiRules, pos, 'a1a1=G', ['a1a1']);
    expect(same[0]!.marks).toEqual<Mark[]>([{ kind: 'circle', square: 'a1', tone: 'good' }]);
  });
});

describe('the mistakes to learn from', () => {
  const ply = (i: number, mark: PlyReview['mark']): PlyReview =>
    ({ ply: i, seat: i % 2 === 0 ? 'first' : 'second', move: 'a1a2', mark }) as PlyReview;
  const review = {
    plies: [
      ply(0, 'blunder'),
      ply(1, 'mistake'),
      ply(2, 'inaccuracy'),
      ply(3, 'blunder'),
      ply(4, 'unlucky'),
      ply(5, 'good'),
    ],
  } as unknown as GameReview;

  it("takes the reader's mistakes and blunders only, of both sides when the seat is unknown", () => {
    expect(mistakesOf(review, 'first').map((p) => p.ply)).toEqual([0]);
    expect(mistakesOf(review, 'second').map((p) => p.ply)).toEqual([1, 3]);
    expect(mistakesOf(review, null).map((p) => p.ply)).toEqual([0, 1, 3]);
  });
});
