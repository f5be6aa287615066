/**
 * Collect tasks (kind 'collect', src/lessons/collect.ts): every stored par proven by a breadth-first search over the
 * engine's legal moves of the task's piece (the opponent passing after each), the judging of each step, and the
 * stars a solve beyond par costs (src/lessons/outcome.ts triesCost, src/lessons/course/stars.ts).
 */
import { describe, expect, it } from 'vitest';
import { collectOutcome, collectStart, collectStep, judgeCollectMove, passTurn } from '../../../src/lessons/collect';
import type { LessonEngine } from '../../../src/lessons/engine';
import { lessonEngine } from '../../../src/lessons/engines';
import { triesCost } from '../../../src/lessons/outcome';
import { movesOverPar } from '../../../src/lessons/playout';
import { exerciseProblems } from '../../../src/lessons/schema';
import type { CollectExercise } from '../../../src/lessons/types';
import { starsFor } from '../../../src/lessons/course/stars';
import { ALL_EXERCISES } from './helpers';

const COLLECTS = ALL_EXERCISES.filter((e): e is CollectExercise => e.kind === 'collect');

function setUp(ex: CollectExercise): { engine: LessonEngine<unknown>; pos: unknown } {
  const engine = lessonEngine(ex.game) as LessonEngine<unknown>;
  const pos = engine.parse(ex.position);
  if (!pos.ok) throw new Error(`${ex.id}: position refused`);
  return { engine, pos: pos.value };
}

/**
 * The fewest moves of the task's piece that stand it on every target, searched breadth first over the engine's
 * own legal moves (never the judge's), or null when no line collects them all within `limit`.
 */
function shortest(ex: CollectExercise, limit = 30): { moves: number; line: string[] } | null {
  const { engine, pos } = setUp(ex);
  const all = (1 << ex.targets.length) - 1;
  type Node = { pos: unknown; at: string; got: number; line: string[] };
  let frontier: Node[] = [{ pos, at: ex.piece, got: 0, line: [] }];
  const seen = new Set([`${engine.format(pos)}|0`]);
  for (let depth = 1; depth <= limit && frontier.length > 0; depth++) {
    const next: Node[] = [];
    for (const n of frontier) {
      for (const move of engine.legalMoves(n.pos).filter((m) => m.startsWith(n.at) && m.slice(2) !== n.at)) {
        const played = engine.play(n.pos, move);
        if (!played.ok || engine.status(played.value).result !== 'ongoing') continue;
        const back = passTurn(engine, played.value);
        if (back === null) continue;
        const to = move.slice(2, 4);
        const i = ex.targets.indexOf(to);
        const got = i < 0 ? n.got : n.got | (1 << i);
        const line = [...n.line, move];
        if (got === all) return { moves: depth, line };
        const key = `${engine.format(back)}|${got}`;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ pos: back, at: to, got, line });
      }
    }
    frontier = next;
  }
  return null;
}

/** Plays a line through the judge, from the task's start; returns each verdict. */
function judgeLine(ex: CollectExercise, line: readonly string[]): string[] {
  const { engine, pos } = setUp(ex);
  let state = collectStart(ex, pos);
  return line.map((move) => {
    const j = judgeCollectMove(engine, ex, state, move);
    if (j.verdict === 'step' || j.verdict === 'success') state = j.state;
    return j.verdict;
  });
}

describe('collect tasks: the course has them where movement is taught', () => {
  it('at least 2 in Banqi and 3 in Jungle, each valid by the schema', () => {
    expect(COLLECTS.filter((e) => e.game === 'banqi').length).toBeGreaterThanOrEqual(2);
    expect(COLLECTS.filter((e) => e.game === 'jungle').length).toBeGreaterThanOrEqual(3);
    for (const ex of COLLECTS) expect(exerciseProblems(ex), ex.id).toEqual([]);
  });
});

describe.each(COLLECTS.map((ex) => [`${ex.rules.join(' ')} ${ex.id}`, ex] as const))('%s', (_name, ex) => {
  const best = shortest(ex);
  it('its par is the fewest moves that collect every target (breadth-first search over the legal moves)', () => {
    expect(best?.moves).toBe(ex.par);
  });
  it('the stored solution is par moves long, and the judge solves on its last move, with nothing over par', () => {
    const line = ex.solution;
    expect(line.length).toBe(ex.par);
    const verdicts = judgeLine(ex, line);
    expect(verdicts.at(-1)).toBe('success');
    expect(verdicts.slice(0, -1).every((v) => v === 'step')).toBe(true);
    expect(movesOverPar(ex, line.length)).toBe(0);
  });
});

describe('judging a collect move', () => {
  const ex: CollectExercise = {
    id: 'test-collect',
    game: 'banqi',
    rules: ['B4', 'B7'],
    kind: 'collect',
    // The red horse on b2; face-down pieces on b3 and d2; the black general far away.
    position: '7g/1X6/1H1X4/8 r A1e1 0 20',
    hints: 0,
    piece: 'b2',
    targets: ['a2', 'b1'],
    par: 3,
    solution: ['b2a2', 'a2a1', 'a1b1'],
  };
  const { engine, pos } = setUp(ex);
  const s0 = collectStart(ex, pos);

  it("B7 a step onto a face-down piece is refused with the engine's reason, and is a wrong try", () => {
    const j = judgeCollectMove(engine, ex, s0, 'b2b3');
    expect(j).toEqual({ verdict: 'refused', move: 'b2b3', reason: engine.explain(pos, 'b2b3') });
    expect(engine.explain(pos, 'b2b3')).not.toBe('legal');
    expect(collectOutcome(j)).toBe('wrong');
  });

  it('B4 a diagonal step is refused; a move of another piece or a reveal is no attempt', () => {
    expect(judgeCollectMove(engine, ex, s0, 'b2a1').verdict).toBe('refused');
    const other = judgeCollectMove(engine, ex, s0, 'b3b3');
    expect(other.verdict).toBe('other-piece');
    expect(collectOutcome(other)).toBeNull();
  });

  it('a target reached is collected once, the turn comes back to the reader, and the last one solves', () => {
    const j1 = judgeCollectMove(engine, ex, s0, 'b2a2');
    if (j1.verdict !== 'step') throw new Error(`expected a step, got ${j1.verdict}`);
    expect(j1.fresh).toBe(true);
    expect(j1.state.collected).toEqual(['a2']);
    expect(engine.turn(j1.state.position)).toBe('red');
    expect(collectOutcome(j1)).toBe('progress');
    const j2 = judgeCollectMove(engine, ex, j1.state, 'a2b2');
    if (j2.verdict !== 'step') throw new Error(`expected a step, got ${j2.verdict}`);
    expect(j2.fresh).toBe(false);
    const j3 = judgeCollectMove(engine, ex, j2.state, 'b2b1');
    expect(j3.verdict).toBe('success');
    expect(j3.verdict === 'success' && j3.state.used).toBe(3);
  });

  it('the search finds the same par the data says for this position', () => {
    expect(shortest(ex)?.moves).toBe(3);
  });

  it('a move that would end the game (the last enemy piece taken) is refused as the end of the game', () => {
    const end: CollectExercise = {
      ...ex,
      position: '8/8/1Hh5/8 r - 0 20',
      targets: ['a1'],
      par: 2,
      solution: ['b2b1', 'b1a1'],
    };
    const e = setUp(end);
    expect(collectStep(e.engine, e.pos, 'b2c2')).toBeNull();
    const j = judgeCollectMove(e.engine, end, collectStart(end, e.pos), 'b2c2');
    expect(j.verdict).toBe('ends-game');
    expect(collectOutcome(j)).toBe('wrong');
  });
});

describe('stars of a collect solve beyond par', () => {
  it('each move over par costs one wrong try: par gives 3 stars, one or two extra give 2, three give 1', () => {
    const par = { par: 4 };
    expect(starsFor(triesCost('solved', movesOverPar(par, 4)))).toBe(3);
    expect(starsFor(triesCost('solved', movesOverPar(par, 5)))).toBe(2);
    expect(starsFor(triesCost('solved', movesOverPar(par, 6)))).toBe(2);
    expect(starsFor(triesCost('solved', movesOverPar(par, 7)))).toBe(1);
  });
});

describe('the schema of a collect task', () => {
  const good = COLLECTS[0]!;
  it("refuses a piece that is not the side to move's, a target twice, a target off the board, par below the targets", () => {
    expect(exerciseProblems({ ...good, piece: 'a1' }).some((p) => p.includes('no piece'))).toBe(true);
    expect(exerciseProblems({ ...good, targets: [good.targets[0], good.targets[0]] }).join()).toContain('twice');
    expect(exerciseProblems({ ...good, targets: ['h9'] }).length).toBeGreaterThan(0);
    expect(exerciseProblems({ ...good, par: good.targets.length - 1 }).length).toBeGreaterThan(0);
    expect(exerciseProblems({ ...good, targets: [] }).length).toBeGreaterThan(0);
    expect(exerciseProblems({ ...good, solution: good.solution.slice(1) }).join()).toContain('solution');
  });
});
