import { describe, expect, it } from 'vitest';
import { bestJungleMove } from '../../../src/ai/jungle';
import { WIN, WIN_THRESHOLD, type Level } from '../../../src/ai/types';
import {
  START_POSITION,
  explain,
  legalMoves,
  makeMove,
  makePosition,
  status,
  type Position,
} from '../../../src/engine/jungle/index';
import { jungleGamePositions, junglePos, naiveChoices } from './helpers';

const LEVELS: Level[] = [1, 2, 3, 4];
const best = (p: Position, level: Level = 4, nodes = 3000, seed = 1): string | null => {
  const r = bestJungleMove(p, { level, nodes, seed });
  return r.move === null ? null : makeMove(r.move);
};

describe('Jungle AI: always a legal move', () => {
  const samples = jungleGamePositions(1, 8, 5);

  it(
    'J1-J5 every level returns a legal move (or none when the game is over) in positions from random games',
    { timeout: 30_000 },
    () => {
      expect(samples.length).toBeGreaterThan(40);
      let checked = 0;
      let over = 0;
      samples.forEach((position, i) => {
        const level = LEVELS[i % 4]!;
        const r = bestJungleMove(position, { level, nodes: 400, seed: i });
        if (status(position).result !== 'ongoing') {
          expect(r.move, makePosition(position)).toBeNull();
          over++;
          return;
        }
        expect(r.move, makePosition(position)).not.toBeNull();
        expect(legalMoves(position).map(makeMove)).toContain(makeMove(r.move!));
        expect(explain(position, r.move!)).toBe('legal');
        checked++;
      });
      expect(checked).toBeGreaterThan(30);
      expect(over).toBe(8);
    },
  );

  it('J1 a position with one legal move gets it', () => {
    // the red cat cannot take the blue dog (J3): b1 is its only square
    const p = junglePos('7/7/7/7/7/7/7/d6/C6 r 0 5');
    expect(legalMoves(p).map(makeMove)).toEqual(['a1b1']);
    expect(best(p)).toBe('a1b1');
  });

  it('J6 a finished game gives no move and a clear score, without crashing', () => {
    expect(bestJungleMove(junglePos('3L3/7/7/7/7/7/7/7/l6 b 3 20'), { level: 4, nodes: 50, seed: 0 })).toMatchObject({
      move: null,
      score: -WIN,
      depth: 0,
    });
    expect(bestJungleMove(junglePos('l6/7/7/7/7/7/7/7/L6 r 60 70'), { level: 1, nodes: 50, seed: 0 })).toMatchObject({
      move: null,
      score: 0,
    });
  });
});

describe('Jungle AI: the search finds tactics', () => {
  it('J6 enters the den in one rather than taking a piece', () => {
    const r = bestJungleMove(junglePos('l6/3L3/7/7/7/7/c6/T6/7 r 0 10'), { level: 4, nodes: 2000, seed: 1 });
    expect(r.move && makeMove(r.move)).toBe('d8d9');
    expect(r.score).toBeGreaterThan(WIN_THRESHOLD);
  });

  const tactic = (text: string, answer: string): void => {
    expect(naiveChoices('jungle', text)).not.toContain(answer);
    expect(best(junglePos(text))).toBe(answer);
  };

  it('J4 J6 defends the den: takes the lion standing in its trap instead of a wolf elsewhere', () => {
    // the blue lion on d2 enters d1 next move; in the red trap it has strength 0, so the cat takes it
    tactic('7/7/7/w6/T6/7/7/3lC2/7 r 0 10', 'e2d2');
  });

  it('J3 the rat takes the elephant on land', () => {
    tactic('7/7/7/7/7/7/2e4/2R4/6L r 0 10', 'c2c3');
  });

  it('J5 lesson position "the rat stops the jump": with the lake clear the tiger jumps to take the dog', () => {
    // tiger on a land bank, landing square held by a weaker piece: the jump is the capture
    const jumpOpen = junglePos('l6/7/1d5/7/7/7/1T5/7/7 r 0 8');
    expect(best(jumpOpen)).toBe('b3b7');
    // a blue rat in the lake blocks the jump: the AI plays something else, legally
    const blocked = junglePos('l6/7/1d5/7/1r5/7/1T5/7/7 r 0 8');
    expect(legalMoves(blocked).map(makeMove)).not.toContain('b3b7');
    expect(legalMoves(blocked).map(makeMove)).toContain(best(blocked));
  });
});

describe('Jungle AI: levels and determinism', () => {
  const start = junglePos(START_POSITION);

  it('the same position, level, seed and node budget give the same move, score and node count', () => {
    for (const level of LEVELS) {
      const a = bestJungleMove(start, { level, nodes: 5000, seed: 7 });
      const b = bestJungleMove(start, { level, nodes: 5000, seed: 7 });
      expect(b).toEqual(a);
    }
  });

  it('a node budget bounds the search; a larger one searches deeper', () => {
    const small = bestJungleMove(start, { level: 4, nodes: 2000, seed: 1 });
    const large = bestJungleMove(start, { level: 4, nodes: 40000, seed: 1 });
    expect(small.nodes).toBeLessThanOrEqual(2000);
    expect(large.depth).toBeGreaterThan(small.depth);
  });

  it('level 1 varies with the seed, level 3 stops at its depth cap', () => {
    const choices = new Set<string | null>();
    for (let seed = 0; seed < 12; seed++) choices.add(best(start, 1, 400, seed));
    expect(choices.size).toBeGreaterThan(1);
    expect(bestJungleMove(start, { level: 3, nodes: 200000, seed: 1 }).depth).toBeLessThanOrEqual(4);
  });

  it('the principal variation starts with the move and is a legal line', () => {
    const r = bestJungleMove(start, { level: 4, nodes: 20000, seed: 3 });
    expect(r.pv?.[0]).toEqual(r.move);
    expect(r.pv!.length).toBeGreaterThan(1);
  });
});
