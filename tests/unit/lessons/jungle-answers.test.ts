/**
 * The engine agrees with every stored Jungle answer (issue 12): legality verdicts, find-move
 * solutions, capture sets, and for the play-it-out exercises, that the goal is forced within the
 * allowed moves against any defence and that the stored line reaches it against the page's defence
 * (the same AI request handler the worker runs). Nothing here restates an answer: each test
 * recomputes it from the engine.
 */
import { describe, expect, it } from 'vitest';
import { handleAiRequest } from '../../../src/ai/protocol';
import { SQUARES, nameOf, parsePosition, terrainAt, type Position, type TerrainKind } from '../../../src/engine/jungle';
import { jungleGame as engine } from '../../../src/engine/jungle';
import { COURSE_EXERCISES } from '../../../src/lessons/course/exercises';
import { JUNGLE_EXERCISES } from '../../../src/lessons/jungle/exercises';
import { boardOutcome, capturesOf, judgeAnswer, judgeAttempt, reachesOutcome } from '../../../src/lessons/judge';
import { checkPicks, pickSolved } from '../../../src/lessons/pick';
import { applyDefence, judgePlayOutMove, playLine } from '../../../src/lessons/playout';
import type { Exercise, PlayOutExercise } from '../../../src/lessons/types';
import { forcedWithin, named } from './helpers';

/** The guide's exercises and the course's own. */
const EXERCISES: readonly Exercise[] = [...JUNGLE_EXERCISES, ...COURSE_EXERCISES.filter((e) => e.game === 'jungle')];
const ofKind = <K extends Exercise['kind']>(kind: K): Extract<Exercise, { kind: K }>[] =>
  EXERCISES.filter((e): e is Extract<Exercise, { kind: K }> => e.kind === kind);
const sorted = (xs: readonly string[]): string[] => [...xs].sort();

function position(text: string): Position {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(`test position refused (${p.error.field}/${p.error.reason}): ${text}`);
  return p.value;
}

/** The page's defence: the AI worker's own handler, with the exercise's node budget and seed. */
function defence(ex: PlayOutExercise): (pos: Position) => string | null {
  return (pos) =>
    handleAiRequest({ id: 1, game: 'jungle', position: engine.format(pos), timeMs: 1000, ...ex.defence }).move;
}

const forced = (ex: PlayOutExercise, pos: Position, n: number): boolean => forcedWithin(engine, ex, pos, n);

describe('every Jungle exercise starts from a game in progress', () => {
  for (const ex of EXERCISES) {
    it(`${named(ex)}: the position is ongoing and has legal moves`, () => {
      const pos = position(ex.position);
      expect(engine.status(pos).result).toBe('ongoing');
      expect(engine.legalMoves(pos).length).toBeGreaterThan(0);
    });
  }
});

describe('legality exercises: the engine explains the asked move as stored', () => {
  for (const ex of ofKind('legality')) {
    it(`${named(ex)}: ${ex.move} is ${ex.expect}`, () => {
      const pos = position(ex.position);
      expect(engine.explain(pos, ex.move)).toBe(ex.expect);
      expect(engine.legalMoves(pos).includes(ex.move)).toBe(ex.expect === 'legal');
    });
  }
});

describe('J1 J5 "can the lion jump onto its own dog?" (jump-land-own): the tap answer is judged as the move', () => {
  const ex = ofKind('legality').find((e) => e.id === 'jump-land-own')!;
  it('playing a5–d5 onto the own dog says "yes": refused by the engine, a wrong try; "no" is right', () => {
    const pos = position(ex.position);
    const j = judgeAttempt(engine, ex, { position: pos, found: [] }, 'a5d5');
    expect(j).toEqual({ verdict: 'refused', move: 'a5d5', reason: 'own-piece-on-target', asked: true });
    expect(boardOutcome(ex, j)).toBe('wrong');
    expect(judgeAnswer(engine, ex, pos, 'no')).toEqual({ right: true, refusal: 'own-piece-on-target' });
  });
});

describe('find-move exercises: the solutions are exactly the legal moves that reach the stored outcome', () => {
  for (const ex of ofKind('find-move')) {
    it(`${named(ex)}: ${ex.solutions.join(' ')} (${ex.outcome ?? 'no outcome'})`, () => {
      const pos = position(ex.position);
      const outcome = ex.outcome;
      expect(outcome, 'every Jungle find-move names its outcome').toBeDefined();
      if (outcome === undefined) return;
      const reaching = engine.legalMoves(pos).filter((m) => reachesOutcome(engine, pos, m, outcome));
      expect(reaching).toEqual(sorted(ex.solutions));
    });
  }
});

describe('all-captures exercises: the stored set is exactly the legal captures', () => {
  for (const ex of ofKind('all-captures')) {
    it(`${named(ex)}: ${ex.captures.join(' ')}`, () => {
      expect(capturesOf(engine, position(ex.position))).toEqual(sorted(ex.captures));
    });
  }
});

describe('play-it-out exercises', () => {
  for (const ex of ofKind('play-out')) {
    it(`${named(ex)}: the goal is forced within ${ex.within} moves against any defence, and not in one`, () => {
      const pos = position(ex.position);
      expect(forced(ex, pos, ex.within)).toBe(true);
      expect(forced(ex, pos, 1)).toBe(false);
    });

    it(`${named(ex)}: the stored line ${ex.solution.join(' ')} reaches the goal against the page's defence`, () => {
      expect(playLine(engine, ex, position(ex.position), ex.solution, defence(ex))).toEqual({
        outcome: 'success',
        used: ex.solution.length,
      });
    });

    it(`${named(ex)}: the defence is reproducible (same reply twice) and a wasted first move fails`, () => {
      const pos = position(ex.position);
      const first = engine.play(pos, ex.solution[0]!);
      if (!first.ok) throw new Error(first.error);
      expect(defence(ex)(first.value)).toBe(defence(ex)(first.value));
      // A first move after which, with the page's reply, the goal is no longer forced in the moves left.
      const wasted = engine.legalMoves(pos).find((m) => {
        const j = judgePlayOutMove(engine, ex, pos, m, 0);
        if (j.verdict !== 'continue') return false;
        const next = applyDefence(engine, j.position, defence(ex)(j.position));
        return next !== null && !forced(ex, next, ex.within - 1);
      });
      expect(wasted).toBeDefined();
      const line = [wasted!, ...ex.solution].slice(0, ex.within);
      expect(playLine(engine, ex, pos, line, defence(ex)).outcome).not.toBe('success');
    });
  }
});

describe('square pickers: the stored set is every square of the terrain the task names, as the engine sees it', () => {
  // The terrain each picker's task asks for (its text says it in every locale).
  const ASKS: Readonly<Record<string, TerrainKind>> = {
    'pick-water': 'water',
    'pick-traps': 'trap',
    'pick-dens': 'den',
  };
  const pickers = ofKind('pick-squares');

  it('every picker names its terrain here', () => {
    expect(pickers.map((e) => e.id).sort()).toEqual(Object.keys(ASKS).sort());
  });

  for (const ex of pickers) {
    it(`${named(ex)}: ${ex.squares.join(' ')}`, () => {
      const kind = ASKS[ex.id];
      const engineSquares = Array.from({ length: SQUARES }, (_, sq) => sq)
        .filter((sq) => terrainAt(sq).kind === kind)
        .map(nameOf);
      expect(sorted(ex.squares)).toEqual(sorted(engineSquares));
      expect(pickSolved(checkPicks(ex.squares, [...ex.squares].reverse()))).toBe(true);
      expect(checkPicks(ex.squares, [...ex.squares.slice(1), 'a1'])).toEqual({
        missing: [ex.squares[0]],
        extra: ['a1'],
      });
    });
  }
});
