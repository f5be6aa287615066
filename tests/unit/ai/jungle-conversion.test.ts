/**
 * Issue 17, Jungle: the knowledge and search features that help the AI convert a better position.
 * Each test uses a crafted position where the feature must change the decision, and checks with the
 * feature switched off (a bench knob) that the position really needs it.
 */
import { describe, expect, it } from 'vitest';
import { bestJungleMove, type JungleTuning } from '../../../src/ai/jungle';
import { DEFAULT_JUNGLE_CONFIG, type JungleSearchConfig } from '../../../src/ai/jungle/search';
import { WIN, WIN_THRESHOLD } from '../../../src/ai/types';
import { makeMove, type Position } from '../../../src/engine/jungle/index';
import { junglePos } from './helpers';

const choose = (p: Position, tuning: JungleTuning, nodes = 2_000_000) => {
  const r = bestJungleMove(p, { level: 4, nodes, seed: 1 }, tuning);
  return { move: r.move === null ? null : makeMove(r.move), score: r.score };
};
const withConfig = (change: Partial<JungleSearchConfig>, maxDepth?: number): JungleTuning => ({
  config: { ...DEFAULT_JUNGLE_CONFIG, ...change },
  ...(maxDepth === undefined ? {} : { maxDepth }),
});

describe('Jungle AI: den strikes (J4, J6)', () => {
  // the red dog on b9 stands beside c9, a trap by blue's den that no blue piece guards: if red gets
  // the move it steps in (nothing can take it there) and enters d9 next; only c7c8 guards c9
  const guard = junglePos('1D5/7/2c4/6l/7/7/7/7/6T b 0 20');

  it('J6 at one ply the defender already guards the open trap', () => {
    expect(choose(guard, { maxDepth: 1 }).move).toBe('c7c8');
    // without the den-strike pattern one ply does not see it
    expect(choose(guard, withConfig({ denStrike: false }, 1)).move).not.toBe('c7c8');
  });

  it('J6 the attacker beside an open trap sees the win in three plies', () => {
    const attack = junglePos('1D5/7/2c4/6l/7/7/7/7/6T r 0 20');
    const r = choose(attack, { maxDepth: 1 });
    expect(r.move).toBe('b9c9');
    expect(r.score).toBe(WIN - 3);
  });
});

describe('Jungle AI: null-move pruning keeps the den wins', () => {
  // positions from level-4 games where the search without null moves proves a den win in 5 to 9
  // plies at depth 6 (text, plies to the win)
  const WINS: readonly [string, number][] = [
    ['d6/7/5ce/7/7/2rp3/2l1t2/3LR2/5D1 b 5 29', 7],
    ['d6/7/5ce/7/7/2rp3/2l4/4L2/5D1 b 0 30', 5],
    ['4wce/2d4/3L3/5R1/2rp3/3W3/3E3/2C4/7 r 1 34', 7],
    ['4wce/3d3/2L4/5R1/2rp3/3W3/3E3/2C4/7 r 3 35', 5],
    ['5ce/3dw2/3L3/5R1/3r3/3p3/3E3/2C4/7 r 4 38', 7],
    ['5c1/3dw1e/3L3/7/3r1R1/3p3/3E3/2C4/7 r 6 39', 7],
    ['5c1/4w2/3d1e1/3L3/2rER2/7/7/2C4/7 r 5 43', 9],
    ['7/5c1/4w2/3e3/7/1r5/3C3/7/7 b 3 54', 9],
    ['7/5c1/4w2/7/3e3/1r5/7/3C3/7 b 9 57', 7],
    ['7/2l1c2/1L2w1e/2r4/7/3W2R/1ET2t1/1C2P1D/7 b 10 22', 7],
    ['1d5/2lw1c1/1rp2T1/7/7/4R2/EC1e3/2W4/6L b 5 26', 7],
    ['1d5/2lw1c1/1r1p1T1/7/7/4R2/1Ce4/E1W3L/7 b 9 28', 5],
    ['2l4/d2pc2/3T2e/7/7/3t3/7/1CW1L2/7 r 1 39', 9],
  ];

  it('J6 with null moves the search finds every win as fast as without', { timeout: 60_000 }, () => {
    for (const [text, plies] of WINS) {
      const p = junglePos(text);
      const plain = choose(p, withConfig({ nullMove: false }, 6));
      expect(WIN - plain.score, text).toBe(plies);
      const r = choose(p, { maxDepth: 6 });
      expect(r.score, text).toBeGreaterThanOrEqual(WIN_THRESHOLD);
      expect(WIN - r.score, text).toBe(plies);
    }
  });
});
