/**
 * Issue 17, Jungle: root moves after the first are searched with a null window on the score to beat
 * (`nullWindowRoot`), and in full only when they beat it. At a fixed depth that must give the same
 * move and score as full windows, in clearly fewer nodes.
 */
import { describe, expect, it } from 'vitest';
import { bestJungleMove } from '../../../src/ai/jungle';
import { DEFAULT_JUNGLE_CONFIG } from '../../../src/ai/jungle/search';
import { makeMove } from '../../../src/engine/jungle/index';
import { junglePos } from './helpers';

const DEPTH = 8;
const atDepth = (text: string, nullWindowRoot: boolean) => {
  const config = { ...DEFAULT_JUNGLE_CONFIG, nullWindowRoot };
  const r = bestJungleMove(junglePos(text), { level: 4, nodes: 50_000_000, seed: 1 }, { config, maxDepth: DEPTH });
  return { move: r.move === null ? null : makeMove(r.move), score: r.score, depth: r.depth, nodes: r.nodes };
};

describe('Jungle AI: null windows for the later root moves', () => {
  // positions after 8, 16 and 24 plies of the AI bench's seeded random game
  const POSITIONS = [
    '7/l1d3t/r1p1wce/7/7/5R1/E1W1P2/T4D1/1C4L r 8 5',
    'l6/r1d4/2p1wct/6e/7/4R2/E1W1P2/T1C2D1/5L1 r 16 9',
    'l6/2d4/r2p1ct/3w2e/7/5R1/E1W4/2C1PD1/1T3L1 r 24 13',
  ];

  it(
    'keeps the move and score of full windows at a fixed depth, in at most 85% of the nodes',
    { timeout: 60_000 },
    () => {
      let full = 0;
      let narrow = 0;
      for (const text of POSITIONS) {
        const a = atDepth(text, false);
        const b = atDepth(text, true);
        expect(b.depth, text).toBe(DEPTH);
        expect({ move: b.move, score: b.score }, text).toEqual({ move: a.move, score: a.score });
        full += a.nodes;
        narrow += b.nodes;
      }
      expect(narrow).toBeLessThan(0.85 * full);
    },
  );
});
