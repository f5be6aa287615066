/**
 * Issue 17, Jungle: the knowledge and search features that help the AI convert a better position.
 * Each test uses a crafted position where the feature must change the decision, and checks with the
 * feature switched off (a bench knob) that the position really needs it.
 */
import { describe, expect, it } from 'vitest';
import { bestJungleMove, type JungleTuning } from '../../../src/ai/jungle';
import { DEFAULT_JUNGLE_CONFIG, type JungleSearchConfig } from '../../../src/ai/jungle/search';
import { WIN, WIN_THRESHOLD } from '../../../src/ai/types';
import { LAUNCH_SIDE } from '../../../src/ai/jungle/den';
import { denDistance } from '../../../src/ai/jungle/tables';
import { SQUARES, makeMove, nameOf, type Position } from '../../../src/engine/jungle/index';
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

describe('Jungle AI: den-threat extension', () => {
  it('J6 a move next to the den is looked at one ply deeper: the defence is found two plies sooner', () => {
    // blue's dog on c2 and lion on b2 stand by red's den: red's lion may jump the lake and take the
    // wolf on c7, but then c2d2 (red must take the dog in its trap with e2d2) and b2c2 break in; the
    // tiger taking the dog (c1c2) holds (a self-play position; the launch-square extension is off)
    const p = junglePos('7/2c1t2/2w2R1/3e3/7/3W3/2L4/1ld1D2/2T4 r 0 47');
    const denOnly = (on: boolean, depth: number) => withConfig({ denExtension: on, launchExtension: false }, depth);
    expect(choose(p, denOnly(true, 3)).move).toBe('c1c2');
    expect(choose(p, denOnly(false, 3)).move).toBe('c3c7');
    expect(choose(p, denOnly(false, 5)).move).toBe('c1c2');
  });
});

describe('Jungle AI: launch-square extension', () => {
  it('J6 a move onto a square two moves from the den is looked at one ply deeper: the den attack is found two plies sooner', () => {
    // the red lion on e8 stands beside d8 (guarded by the blue cat on c8) and e9 (guarded by the tiger
    // on f9); d6d7 brings the leopard beside d8 too: if the blue elephant takes it, the red elephant
    // takes the cat, d8's only guard, and the lion goes in; red enters the den in seven plies
    const p = junglePos('5t1/1Ec1L2/2e4/3P3/7/1r5/3D3/C6/7 r 11 60');
    const r = choose(p, { maxDepth: 3 });
    expect(r.move).toBe('d6d7');
    expect(r.score).toBeGreaterThanOrEqual(WIN_THRESHOLD);
    expect(choose(p, withConfig({ launchExtension: false }, 3)).move).not.toBe('d6d7');
    expect(choose(p, withConfig({ launchExtension: false }, 5)).move).toBe('d6d7');
  });

  it('J1 J5 the launch squares are the squares two moves from the enemy den, for every animal of both sides', () => {
    const named = (side: number): string[] =>
      [...LAUNCH_SIDE.keys()].filter((sq) => LAUNCH_SIDE[sq] === side).map((sq) => nameOf(sq));
    expect(named(1).sort()).toEqual(['b9', 'c8', 'd7', 'e8', 'f9']);
    expect(named(-1).sort()).toEqual(['b1', 'c2', 'd3', 'e2', 'f1']);
    for (let kind = 1; kind <= 8; kind++)
      for (const side of [1, -1])
        for (let sq = 0; sq < SQUARES; sq++)
          expect(denDistance(side * kind, sq) === 2, `${side * kind} on ${nameOf(sq)}`).toBe(LAUNCH_SIDE[sq] === side);
  });
});

describe('Jungle AI: conversion knowledge in the evaluation', () => {
  const withWeights = (change: Partial<JungleSearchConfig['weights']>, maxDepth: number): JungleTuning =>
    withConfig({ weights: { ...DEFAULT_JUNGLE_CONFIG.weights, ...change } }, maxDepth);

  it('J4 J6 the tiger steps beside an open trap by the den, so the defence must answer', () => {
    // c7c8 puts the red tiger beside c9 (open: no blue piece on b9 or c8) and d8 (guarded by e8)
    const p = junglePos('l5t/4wc1/2T3e/3p3/7/7/E2WPDR/1C5/6L r 3 12');
    expect(choose(p, { maxDepth: 1 }).move).toBe('c7c8');
    expect(choose(p, withWeights({ denThreat: 0, denFork: 0 }, 1)).move).not.toBe('c7c8');
  });

  it('J4 two moves from the den is worth no more than its advance while the traps there are guarded', () => {
    // c7c8 puts the red elephant two moves from d9, beside c9 (guarded by the dog on b9) and d8
    // (guarded by the cat on e8): it could step into neither; taking the wolf on b7 is better
    const p = junglePos('ld4t/4c2/1wE4/7/3e3/7/7/7/T5L r 0 20');
    expect(choose(p, { maxDepth: 1 }).move).toBe('c7b7');
  });

  it('J3 a side well ahead trades wolves (the lead counts more on an emptier board)', () => {
    // red (lion and elephant up) may take the blue wolf d5, the blue leopard d6 takes back
    const p = junglePos('7/7/7/3p3/3w3/3W3/7/7/L5E r 0 30');
    expect(choose(p, { maxDepth: 2 }).move).toBe('d4d5');
    expect(choose(p, withWeights({ tradeDown: 0 }, 2)).move).not.toBe('d4d5');
  });
});

describe('Jungle AI: null-move pruning keeps the den wins', () => {
  // positions from level-4 games where the search without null moves proves a den win at depth 7
  // (text, plies to the win), chosen where the null move is tried; in the first one a null move
  // with a blue tiger on d3, next to red's den, hid red's win
  const WINS: readonly [string, number][] = [
    ['ld5/3w3/r5e/3P3/7/7/3t2R/ECW2D1/1T5 r 12 16', 11],
    ['5c1/4w2/3d1e1/3L3/2rER2/7/7/2C4/7 r 5 43', 9],
    ['1d5/2lw1c1/r1p1T2/7/7/4R2/EC1e3/2W4/6L b 3 25', 11],
    ['5c1/7/6t/3e3/5R1/3P3/3W3/2l2D1/1C5 b 3 41', 11],
    ['2l4/5c1/2Ee3/7/7/3tR2/3W3/1C1TD2/7 r 0 39', 11],
    ['7/7/4wce/l2T3/7/E2W3/2t1P2/4D2/1C3LR r 15 20', 11],
    ['1d5/6c/1rl1t2/3wR2/7/3E3/3P3/1C1W1e1/4L2 b 3 30', 11],
    ['1d5/4c2/6t/1r1L3/5Re/7/3E3/2W4/1C3D1 r 27 32', 9],
    ['7/2l1c2/r1T1e2/7/E6/7/3t1LR/C3D2/7 b 11 21', 11],
    ['7/3p3/2d2c1/3E3/7/4r2/7/2DC3/7 r 29 75', 9],
  ];

  it('J6 with null moves the search finds every win as fast as without', { timeout: 120_000 }, () => {
    for (const [text, plies] of WINS) {
      const p = junglePos(text);
      const plain = choose(p, withConfig({ nullMove: false }, 7), 10_000_000);
      expect(WIN - plain.score, text).toBe(plies);
      const r = choose(p, { maxDepth: 7 }, 10_000_000);
      expect(r.score, text).toBeGreaterThanOrEqual(WIN_THRESHOLD);
      expect(WIN - r.score, text).toBe(plies);
    }
  });
});
