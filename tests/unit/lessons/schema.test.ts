/** The exercise schema: every stored exercise passes; broken ones are refused with a readable reason. */
import { describe, expect, it } from 'vitest';
import { exerciseListProblems, exerciseProblems } from '../../../src/lessons/schema';
import { EXERCISE_KINDS } from '../../../src/lessons/types';
import { ALL_EXERCISES } from './helpers';

const CANNON = 'X2X2X1/8/C3h3/1X4X1 r R1S1a1e1s1 3 12';
const legality = {
  id: 'x',
  rules: ['B6'],
  game: 'banqi',
  kind: 'legality',
  position: CANNON,
  hints: 1,
  move: 'a2e2',
  expect: 'cannon-needs-one-screen',
};

describe('the stored exercises', () => {
  it('all pass the schema, engine checks included, with unique ids', () => {
    expect(exerciseListProblems(ALL_EXERCISES)).toEqual([]);
  });

  it('cover every exercise kind', () => {
    expect([...new Set(ALL_EXERCISES.map((e) => e.kind))].sort()).toEqual([...EXERCISE_KINDS].sort());
  });
});

describe('the schema refuses', () => {
  it('a valid exercise passes (control)', () => {
    expect(exerciseProblems(legality)).toEqual([]);
  });

  it('a position the engine does not parse', () => {
    expect(exerciseProblems({ ...legality, position: 'X2X2X1/8/C3h3/1X4X1 r R1S1 3 12' })).toEqual([
      'position does not parse (pool:pool-mismatch)',
    ]);
  });

  it('a move that is no move, and an off-board one', () => {
    expect(exerciseProblems({ ...legality, move: 'a2' })[0]).toMatch(/^move:/);
    expect(exerciseProblems({ ...legality, move: 'a2a9' })).toEqual(['move a2a9 is not a move (off-board)']);
  });

  it('an expected verdict that is no refusal code', () => {
    expect(exerciseProblems({ ...legality, expect: 'too-far' })).toEqual(["expect 'too-far' is no refusal code"]);
  });

  it('a reveal among find-move solutions, unless all are reveals and no outcome is named (a reveal task)', () => {
    const { move: _move, expect: _expect, ...rest } = legality;
    const ex = { ...rest, kind: 'find-move', solutions: ['a4a4'] };
    expect(exerciseProblems({ ...ex, outcome: 'draw' })).toEqual([
      'solution a4a4 is a reveal (its result is not known in advance)',
    ]);
    expect(exerciseProblems({ ...ex, solutions: ['a4a4', 'a2a1'] })).toEqual([
      'solution a4a4 is a reveal (its result is not known in advance)',
    ]);
    expect(exerciseProblems(ex)).toEqual([]);
  });

  it('unknown fields, a bad id, missing rules and too many hints', () => {
    expect(exerciseProblems({ ...legality, colour: 'red' }).length).toBeGreaterThan(0);
    expect(exerciseProblems({ ...legality, id: 'Cannon Zero' }).length).toBeGreaterThan(0);
    expect(exerciseProblems({ ...legality, rules: [] }).length).toBeGreaterThan(0);
    expect(exerciseProblems({ ...legality, hints: 4 }).length).toBeGreaterThan(0);
  });

  it('a mark off the board', () => {
    expect(exerciseProblems({ ...legality, marks: [{ kind: 'circle', square: 'h5' }] })).toEqual([
      'mark square h5 is off the board',
    ]);
  });

  it('a reveal review on a face-up square, with an identity the pool cannot give, or odds not in lowest terms', () => {
    const review = {
      id: 'r',
      rules: ['B9'],
      game: 'banqi',
      kind: 'reveal-review',
      position: CANNON,
      hints: 0,
      square: 'a4',
      actualReveal: 'R',
      risk: 'low',
      odds: { 'enemy-captures': '0/1', 'own-attacked': '0/1', quiet: '1/1' },
    };
    expect(exerciseProblems(review)).toEqual([]);
    expect(exerciseProblems({ ...review, square: 'a2' })).toEqual(['square a2 is not face down']);
    expect(exerciseProblems({ ...review, actualReveal: 'G' })).toEqual(["actual reveal 'G' is not in the pool"]);
    expect(exerciseProblems({ ...review, odds: { ...review.odds, quiet: '2/2' } }).length).toBe(1);
  });

  it('a Banqi position given to a Jungle exercise (the position does not parse for that game)', () => {
    expect(exerciseProblems({ ...legality, game: 'jungle' })).toEqual(['position does not parse (fields:field-count)']);
  });

  it('duplicate ids in a list', () => {
    expect(exerciseListProblems([legality, legality])).toEqual(['x: duplicate id']);
  });
});
