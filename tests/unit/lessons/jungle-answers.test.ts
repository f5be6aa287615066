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
import { JUNGLE_EXAMPLE_GAME } from '../../../src/lessons/jungle/example-game';
import {
  boardOutcome,
  capturesOf,
  goalOf,
  judgeAnswer,
  judgeAttempt,
  reachesOutcome,
} from '../../../src/lessons/judge';
import { checkPicks, pickSolved } from '../../../src/lessons/pick';
import { applyDefence, judgePlayOutMove, playLine } from '../../../src/lessons/playout';
import type { Exercise, PlayOutExercise } from '../../../src/lessons/types';
import { forcedWithin, named } from './helpers';

/** The guide's exercises and the course's own. */
const EXERCISES: readonly Exercise[] = [...JUNGLE_EXERCISES, ...COURSE_EXERCISES.filter((e) => e.game === 'jungle')];
const ofKind = <K extends Exercise['kind']>(kind: K): Extract<Exercise, { kind: K }>[] =>
  EXERCISES.filter((e): e is Extract<Exercise, { kind: K }> => e.kind === kind);
const sorted = (xs: readonly string[]): string[] => [...xs].sort();
const SQUARES_NAMES = Array.from({ length: SQUARES }, (_, i) => nameOf(i));

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

describe('den-approach (drill 3, issue 46): only the right entrance wins', () => {
  const ex = ofKind('play-out').find((e) => e.id === 'den-approach')!;
  const pos = position(ex.position);

  it('exactly one first move wins: after it, and only after it, the den is forced against any defence', () => {
    const winning = engine.legalMoves(pos).filter((m) => {
      const j = judgePlayOutMove(engine, ex, pos, m, 0);
      if (j.verdict !== 'continue') return j.verdict === 'success';
      const replies = engine.legalMoves(j.position);
      return replies.every((r) => {
        const next = engine.play(j.position, r);
        return next.ok && forced(ex, next.value, ex.within - 1);
      });
    });
    expect(winning).toEqual([ex.solution[0]]);
  });

  it('the other entrance, a trap with a defender beside it, loses the piece to the page’s defence', () => {
    const j = judgePlayOutMove(engine, ex, pos, 'e8e9', 0);
    if (j.verdict !== 'continue') throw new Error(j.verdict);
    const reply = defence(ex)(j.position);
    expect(reply).toBe('f9e9');
    expect(engine.isCapture(j.position, reply!)).toBe(true);
  });
});

describe('the checklist on the first board (board-start, issue 46)', () => {
  const ex = ofKind('sandbox').find((e) => e.id === 'board-start')!;
  const pos = position(ex.position);
  const moves = SQUARES_NAMES.flatMap((a) => SQUARES_NAMES.map((b) => a + b));
  const goals = (p: Position): Set<string> => new Set(moves.map((m) => goalOf(engine, p, m)));

  it('asks for the rat in the water, the lion in the water and the own den', () => {
    expect(ex.goals).toEqual(['swim', 'water-only-for-rats', 'own-den']);
  });

  it('every goal can be ticked from its position, and only a rat move into the water is a swim', () => {
    const can = goals(pos);
    for (const g of ex.goals ?? []) expect(can.has(g), g).toBe(true);
    expect(goalOf(engine, pos, 'g4f4')).toBe('swim');
    expect(goalOf(engine, pos, 'g4g5')).toBe('move');
    expect(goalOf(engine, pos, 'd4c4')).toBe('water-only-for-rats');
    expect(goalOf(engine, pos, 'c1d1')).toBe('own-den');
  });
});

describe('the annotated example game (issue 46)', () => {
  it('has 10 to 15 half-moves from the start, each legal in turn, and the game still going', () => {
    const g = JUNGLE_EXAMPLE_GAME;
    expect(g.moves.length).toBeGreaterThanOrEqual(10);
    expect(g.moves.length).toBeLessThanOrEqual(15);
    let pos = position(g.start);
    for (const m of g.moves) {
      expect(engine.explain(pos, m), m).toBe('legal');
      const next = engine.play(pos, m);
      if (!next.ok) throw new Error(next.error);
      pos = next.value;
    }
    expect(engine.status(pos).result).toBe('ongoing');
  });

  it('after half-moves 9 and 10 the lion’s jump is blocked by its own rat; the last move is that jump', () => {
    const g = JUNGLE_EXAMPLE_GAME;
    let pos = position(g.start);
    for (const m of g.moves.slice(0, 10)) {
      const next = engine.play(pos, m);
      if (!next.ok) throw new Error(next.error);
      pos = next.value;
    }
    expect(engine.explain(pos, 'g4d4')).toBe('jump-blocked-by-rat');
    expect(g.moves.at(-1)).toBe('g4d4');
  });
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
