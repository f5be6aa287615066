/**
 * Collect tasks (kind 'collect', src/lessons/collect.ts): every stored par proven by this file's own breadth-first
 * search over the engine's legal moves of the task's piece (the opponent passing after each), the module's shortest
 * walk (collectDistance) checked against it, the judging of each step (a move no nearer the marks is a detour, a wrong
 * try), "show answer"'s next step, and what a detour costs a stage's stars (src/lessons/course/stars.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  collectDistance,
  collectOutcome,
  collectStart,
  collectStep,
  judgeCollectMove,
  nextCollectStep,
  passTurn,
  type CollectState,
} from '../../../src/lessons/collect';
import type { LessonEngine } from '../../../src/lessons/engine';
import { lessonEngine } from '../../../src/lessons/engines';
import { triesCost } from '../../../src/lessons/outcome';
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
 * The fewest moves of the task's piece that stand it on every target not yet collected in `from`, searched breadth
 * first over the engine's own legal moves (never the judge's, nor the module's search: its nodes are whole
 * positions, move counters included), or null when no line collects them all within `limit`.
 */
function shortest(
  ex: CollectExercise,
  from?: CollectState<unknown>,
  limit = 30,
): { moves: number; line: string[] } | null {
  const { engine, pos } = setUp(ex);
  const s = from ?? collectStart(ex, pos);
  const all = (1 << ex.targets.length) - 1;
  const got0 = ex.targets.reduce((g, t, i) => (s.collected.includes(t) ? g | (1 << i) : g), 0);
  if (got0 === all) return { moves: 0, line: [] };
  type Node = { pos: unknown; at: string; got: number; line: string[] };
  let frontier: Node[] = [{ pos: s.position, at: s.at, got: got0, line: [] }];
  const seen = new Set([`${engine.format(s.position)}|${got0}`]);
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

/** Plays a line through the judge, from the task's start; returns each judgement and the states on the way. */
function judgeLine(ex: CollectExercise, line: readonly string[]) {
  const { engine, pos } = setUp(ex);
  let state = collectStart(ex, pos);
  const states = [state];
  const judgements = line.map((move) => {
    const j = judgeCollectMove(engine, ex, state, move);
    if (j.verdict === 'step' || j.verdict === 'success') {
      state = j.state;
      states.push(state);
    }
    return j;
  });
  return { verdicts: judgements.map((j) => j.verdict), outcomes: judgements.map(collectOutcome), states };
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
  const { engine, pos } = setUp(ex);
  it("its par is the fewest moves that collect every target (this file's search), and the module's walk agrees", () => {
    expect(best?.moves).toBe(ex.par);
    expect(collectDistance(engine, ex, collectStart(ex, pos))).toBe(ex.par);
  });
  it('the stored solution is par moves long, and the judge solves on its last move, every step progress', () => {
    const line = ex.solution;
    expect(line.length).toBe(ex.par);
    const { verdicts, outcomes } = judgeLine(ex, line);
    expect(verdicts.at(-1)).toBe('success');
    expect(verdicts.slice(0, -1).every((v) => v === 'step')).toBe(true);
    expect(outcomes).toEqual([...Array<string>(ex.par - 1).fill('progress'), 'solved']);
  });
  it("along the solution, each legal move of the piece is progress exactly when this file's search says it is one nearer", () => {
    const { states } = judgeLine(ex, ex.solution);
    let detours = 0;
    for (const state of states.slice(0, -1)) {
      const before = shortest(ex, state)!.moves;
      for (const move of engine
        .legalMoves(state.position)
        .filter((m) => m.startsWith(state.at) && m.slice(2) !== state.at)) {
        const j = judgeCollectMove(engine, ex, state, move);
        if (j.verdict === 'ends-game') continue;
        const after = j.verdict === 'step' || j.verdict === 'success' ? shortest(ex, j.state)?.moves : undefined;
        if (j.verdict === 'detour') {
          detours++;
          expect(j.left, `${move} in ${engine.format(state.position)}`).toBe(before);
          const played = collectStep(engine, state.position, move)!;
          const aside = { ...state, position: played, at: move.slice(2, 4) };
          const collected = ex.targets.includes(aside.at)
            ? [...new Set([...state.collected, aside.at])]
            : state.collected;
          expect(shortest(ex, { ...aside, collected })?.moves, move).not.toBe(before - 1);
        } else {
          expect(j.verdict === 'step' || j.verdict === 'success', `${move}: ${j.verdict}`).toBe(true);
          expect(after, move).toBe(before - 1);
        }
      }
    }
    expect(detours).toBeGreaterThan(0);
  });
  it('"show answer" steps, followed from the start, solve the task in par moves', () => {
    let state = collectStart(ex, pos);
    const verdicts: string[] = [];
    for (let i = 0; i < ex.par + 1; i++) {
      const step = nextCollectStep(engine, ex, state)?.move;
      if (step === undefined) break;
      const j = judgeCollectMove(engine, ex, state, step);
      verdicts.push(j.verdict);
      if (j.verdict !== 'step' && j.verdict !== 'success') break;
      state = j.state;
    }
    expect(verdicts).toEqual([...Array<string>(ex.par - 1).fill('step'), 'success']);
    expect(nextCollectStep(engine, ex, state)).toBeNull();
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
    expect(collectDistance(engine, ex, s0)).toBe(3);
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

describe('the shortest walk and detours, on a row with a known answer', () => {
  // The red horse on d1, marks on c1, e1 and h1, nothing in the way. By hand: c1 first, then along to h1 takes
  // 1 + 5 = 6 moves; e1 first costs 1 + 2 + 5 = 8 (or 1 + 3 + 5 = 9 by h1 then c1).
  const row: CollectExercise = {
    id: 'test-collect-row',
    game: 'banqi',
    rules: ['B4'],
    kind: 'collect',
    position: '7g/8/8/3H4 r - 0 20',
    hints: 0,
    piece: 'd1',
    targets: ['c1', 'e1', 'h1'],
    par: 6,
    solution: ['d1c1', 'c1d1', 'd1e1', 'e1f1', 'f1g1', 'g1h1'],
  };
  const { engine, pos } = setUp(row);
  const s0 = collectStart(row, pos);

  it('the walk is 6 from the start, 4 from d1 once c1 is collected, 0 with every mark collected', () => {
    expect(collectDistance(engine, row, s0)).toBe(6);
    expect(collectDistance(engine, row, { ...s0, collected: ['c1'] })).toBe(4);
    expect(collectDistance(engine, row, { ...s0, collected: ['c1', 'e1', 'h1'] })).toBe(0);
    expect(shortest(row)?.moves).toBe(6);
  });

  it('B4 d1-e1 collects a mark yet leads no nearer (7 from there): a detour, a wrong try, the state unchanged', () => {
    const before = structuredClone({ at: s0.at, collected: s0.collected, used: s0.used });
    const text = engine.format(s0.position);
    const j = judgeCollectMove(engine, row, s0, 'd1e1');
    expect(j).toEqual({ verdict: 'detour', move: 'd1e1', left: 6 });
    expect(collectOutcome(j)).toBe('wrong');
    expect({ at: s0.at, collected: s0.collected, used: s0.used }).toEqual(before);
    expect(engine.format(s0.position)).toBe(text);
    expect(
      collectDistance(engine, row, { ...s0, position: collectStep(engine, pos, 'd1e1')!, at: 'e1', collected: ['e1'] }),
    ).toBe(7);
  });

  it('B4 d1-c1 is the step one nearer: progress, a mark collected; "show answer" names it', () => {
    const j = judgeCollectMove(engine, row, s0, 'd1c1');
    expect(j.verdict === 'step' && j.fresh && j.state.at).toBe('c1');
    expect(collectOutcome(j)).toBe('progress');
    expect(nextCollectStep(engine, row, s0)?.move).toBe('d1c1');
  });

  it('stars: the clean run earns 3; the same run with one detour tried on the way earns 2', () => {
    const cost = (line: readonly string[]): number =>
      judgeLine(row, line)
        .outcomes.map((o) => triesCost(o))
        .reduce((a, b) => a + b, 0);
    expect(starsFor(cost(row.solution))).toBe(3);
    expect(starsFor(cost(['d1e1', ...row.solution]))).toBe(2);
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
