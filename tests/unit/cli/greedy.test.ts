import { describe, expect, it } from 'vitest';
import { banqiChoice, jungleChoice, type Turn } from '../../../src/cli/players';
import { createRng } from '../../../src/engine/core/rng';
import * as banqi from '../../../src/engine/banqi';
import * as jungle from '../../../src/engine/jungle/index';

const parsed = <T>(r: { ok: true; value: T } | { ok: false }): T => {
  if (!r.ok) throw new Error('test position refused');
  return r.value;
};
const turn = (seed: string): Turn => ({ rng: createRng(seed), seed: 1, timeMs: 10 });

describe('the greedy match player', () => {
  it('B5 takes the most valuable Banqi piece within reach: the horse before the soldier', () => {
    // red chariot b1 beside a black soldier a1 and a black horse b2; c1 is empty
    const pos = parsed(banqi.parsePosition('8/8/1h6/sR6 r - 0 1'));
    expect(banqi.makeAction(banqiChoice({ kind: 'greedy' }, pos, turn('g')))).toBe('b1b2');
  });

  it('J3 takes the strongest Jungle animal within reach: the leopard before the wolf', () => {
    // the lion on d5 jumps either lake: a leopard on a5, a wolf on g5
    const pos = parsed(jungle.parsePosition('7/7/7/7/p2L2w/7/7/7/7 r 0 20'));
    expect(jungle.makeMove(jungleChoice({ kind: 'greedy' }, pos, turn('g')))).toBe('d5a5');
  });

  it('plays as the random player does when nothing can be taken', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const start = jungle.startPosition();
      expect(jungleChoice({ kind: 'greedy' }, start, turn(seed))).toEqual(
        jungleChoice({ kind: 'random' }, start, turn(seed)),
      );
      expect(banqiChoice({ kind: 'greedy' }, banqi.START_POSITION, turn(seed))).toEqual(
        banqiChoice({ kind: 'random' }, banqi.START_POSITION, turn(seed)),
      );
    }
  });
});
