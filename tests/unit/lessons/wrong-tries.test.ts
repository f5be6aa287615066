/**
 * Stars that are right (issue 45): a correct step of a multi-step task is never a wrong try. Each attempt goes
 * through the judge and the outcome the islands report (src/lessons/outcome.ts), then into the tab's wrong-try
 * count and the stage's progress line, as on a stage page: a clean run earns 3 stars, one wrong move 2, three 1.
 * Over the whole course: every all-captures task found in any order and every play-out's winning line have no
 * wrong try; a play-out run past its par (`within`, the moves its task allows) without the goal costs exactly one.
 */
import { describe, expect, it } from 'vitest';
import { handleAiRequest } from '../../../src/ai/protocol';
import { progressLine } from '../../../src/lessons/course/progress-line';
import { COURSE_EXERCISES } from '../../../src/lessons/course/exercises';
import { COURSE } from '../../../src/lessons/course/stages';
import type { CourseStage } from '../../../src/lessons/course/types';
import { addWrongTry } from '../../../src/lessons/course/wrong-tries';
import { lessonEngine } from '../../../src/lessons/engines';
import { boardOutcome, judgeAttempt, type BoardExercise } from '../../../src/lessons/judge';
import { isWrongTry, type Outcome } from '../../../src/lessons/outcome';
import { applyDefence, judgePlayOutMove, playOutOutcome } from '../../../src/lessons/playout';
import { markSolved, progressKey } from '../../../src/lessons/progress';
import { findExercise } from '../../../src/lessons/registry';
import type { PlayOutExercise } from '../../../src/lessons/types';
import { memoryStore } from './helpers';

/** The outcome of each move tried on a board task, in order, as BoardExercise reports them. */
function boardRun(ex: BoardExercise, moves: readonly string[]): (Outcome | null)[] {
  const engine = lessonEngine(ex.game)!;
  const p = engine.parse(ex.position);
  if (!p.ok) throw new Error(`${ex.id}: bad position`);
  let found: readonly string[] = [];
  return moves.map((move) => {
    const j = judgeAttempt(engine, ex, { position: p.value, found }, move);
    if (j.verdict === 'progress') found = j.found;
    return boardOutcome(ex, j);
  });
}

/** The outcome of each of the reader's moves in a play-out, answered by its fixed defence, as PlayOutExercise reports them. */
function playOutRun(ex: PlayOutExercise, moves: readonly string[]): Outcome[] {
  const engine = lessonEngine(ex.game)!;
  const p = engine.parse(ex.position);
  if (!p.ok) throw new Error(`${ex.id}: bad position`);
  let pos: unknown = p.value;
  let used = 0;
  return moves.map((move) => {
    const j = judgePlayOutMove(engine, ex, pos, move, used);
    if (j.verdict === 'continue') {
      const reply = handleAiRequest({
        id: 1,
        game: ex.game,
        position: engine.format(j.position),
        timeMs: 1000,
        ...ex.defence,
      });
      pos = applyDefence(engine, j.position, reply.move);
    }
    if (j.verdict !== 'refused') used += 1;
    return playOutOutcome(j);
  });
}

/**
 * A play-out played without reaching the goal: at each move the first legal move (in sorted order) that does not
 * reach it, answered by the fixed defence, until the attempt ends (moves used up, or the game over).
 */
function wastedRun(ex: PlayOutExercise): Outcome[] {
  const engine = lessonEngine(ex.game)!;
  const p = engine.parse(ex.position);
  if (!p.ok) throw new Error(`${ex.id}: bad position`);
  let pos: unknown = p.value;
  const out: Outcome[] = [];
  for (let used = 0; used < ex.within; used++) {
    const j = engine
      .legalMoves(pos)
      .map((m) => judgePlayOutMove(engine, ex, pos, m, used))
      .find((x) => x.verdict !== 'success' && x.verdict !== 'refused');
    if (j === undefined) throw new Error(`${ex.id}: every move reaches the goal`);
    out.push(playOutOutcome(j));
    if (j.verdict !== 'continue') break;
    const reply = handleAiRequest({
      id: 1,
      game: ex.game,
      position: engine.format(j.position),
      timeMs: 1000,
      ...ex.defence,
    });
    pos = applyDefence(engine, j.position, reply.move);
  }
  return out;
}

const courseTasks = [...COURSE.banqi, ...COURSE.jungle].flatMap((s) => s.tasks);

const wrongTries = (outcomes: readonly (Outcome | null)[]): number => outcomes.filter(isWrongTry).length;

function boardTask(id: string): Extract<BoardExercise, { kind: 'all-captures' }> {
  const ex = findExercise(id);
  if (ex?.kind !== 'all-captures') throw new Error(`${id} is no all-captures task`);
  return ex;
}

function playOutTask(id: string): PlayOutExercise {
  const ex = COURSE_EXERCISES.find((e) => e.id === id);
  if (ex?.kind !== 'play-out') throw new Error(`${id} is no play-out task`);
  return ex;
}

describe('wrong tries of multi-step tasks', () => {
  // B4 B5 moves-captures: four captures to find, one at a time.
  const captures = boardTask('moves-captures');

  it('B4 B5 all-captures: every capture found without a mistake counts 0 wrong tries (steps are progress)', () => {
    const run = boardRun(captures, captures.captures);
    expect(run).toEqual(['progress', 'progress', 'progress', 'solved']);
    expect(wrongTries(run)).toBe(0);
  });

  it('B4 B5 all-captures: one capture refused by rank among them counts 1; a capture found again counts none', () => {
    const [a, b, ...rest] = captures.captures;
    const run = boardRun(captures, [a!, 'd2d3', b!, b!, ...rest]);
    expect(run).toEqual(['progress', 'wrong', 'progress', null, 'progress', 'solved']);
    expect(wrongTries(run)).toBe(1);
  });

  // B5 B8 learn-endgame: the Banqi course's last task, two moves against the AI.
  const endgame = playOutTask('learn-endgame');

  it('B5 B8 play-out: the winning line played cleanly counts 0 wrong tries (the first move is progress)', () => {
    const run = playOutRun(endgame, endgame.solution);
    expect(run).toEqual(['progress', 'solved']);
    expect(wrongTries(run)).toBe(0);
  });

  it('B5 B8 play-out: one refused move before the line counts 1', () => {
    const run = playOutRun(endgame, ['a4c4', ...endgame.solution]);
    expect(run).toEqual(['wrong', 'progress', 'solved']);
    expect(wrongTries(run)).toBe(1);
  });
});

describe('a correct step is never a wrong try, in every multi-step task of the course', () => {
  const allCaptures = courseTasks.map((id) => findExercise(id)).filter((ex) => ex?.kind === 'all-captures');
  const playOuts = courseTasks.map((id) => findExercise(id)).filter((ex) => ex?.kind === 'play-out');

  it('the course has multi-step tasks of both kinds', () => {
    expect(allCaptures.length).toBeGreaterThanOrEqual(8);
    expect(playOuts.length).toBeGreaterThanOrEqual(3);
  });

  for (const ex of allCaptures) {
    if (ex?.kind !== 'all-captures') continue;
    it(`${ex.rules.join(' ')} ${ex.id}: its captures found in any order are progress, then solved`, () => {
      const steps = (n: number): Outcome[] => [...Array<Outcome>(n - 1).fill('progress'), 'solved'];
      expect(boardRun(ex, ex.captures)).toEqual(steps(ex.captures.length));
      expect(boardRun(ex, [...ex.captures].reverse())).toEqual(steps(ex.captures.length));
    });
  }

  for (const ex of playOuts) {
    if (ex?.kind !== 'play-out') continue;
    it(`${ex.rules.join(' ')} ${ex.id}: its winning line is progress, then solved`, () => {
      const run = playOutRun(ex, ex.solution);
      expect(run.at(-1)).toBe('solved');
      expect(wrongTries(run)).toBe(0);
      expect(run.slice(0, -1).every((o) => o === 'progress')).toBe(true);
    });

    it(`${ex.rules.join(' ')} ${ex.id}: moves beyond its par (${ex.within}) without the goal end in one wrong try`, () => {
      const run = wastedRun(ex);
      expect(run).not.toContain('solved');
      expect(run.at(-1)).toBe('wrong');
      expect(wrongTries(run)).toBe(1);
    });
  }
});

describe('stars of a stage of multi-step tasks', () => {
  const stage: CourseStage = { game: 'banqi', n: 99, tasks: ['moves-captures', 'learn-endgame'], teaches: [] };
  const strings = (k: string): string | undefined =>
    ({ 'learn.progress': '{{done}}/{{total}}', 'learn.stageDone': '{{stars}} stars' })[k];

  /** Plays the stage as its page does: each outcome a wrong try adds to the tab's count, each task solved is kept. */
  function play(runs: Record<string, readonly (Outcome | null)[]>): string {
    const stores = { browser: memoryStore(), tab: memoryStore() };
    for (const [id, run] of Object.entries(runs)) {
      for (const o of run) if (isWrongTry(o)) addWrongTry(stores.tab, stage.game, stage.n);
      if (run.includes('solved')) markSolved(stores.browser, progressKey(stage.game), id);
    }
    return progressLine(stage, stores, strings, 'en').text;
  }

  const captures = boardTask('moves-captures');
  const endgame = playOutTask('learn-endgame');

  it('a clean run of both earns 3 stars', () => {
    expect(
      play({
        'moves-captures': boardRun(captures, captures.captures),
        'learn-endgame': playOutRun(endgame, endgame.solution),
      }),
    ).toBe('2/2 3 stars');
  });

  it('a play-out that runs past its par before the winning line earns 2', () => {
    expect(
      play({
        'moves-captures': boardRun(captures, captures.captures),
        'learn-endgame': [...wastedRun(endgame), ...playOutRun(endgame, endgame.solution)],
      }),
    ).toBe('2/2 2 stars');
  });

  it('three wrong tries earn 1', () => {
    expect(
      play({
        'moves-captures': boardRun(captures, ['d2d3', 'a3a2', ...captures.captures]),
        'learn-endgame': playOutRun(endgame, ['a4c4', ...endgame.solution]),
      }),
    ).toBe('2/2 1 stars');
  });

  it('one wrong move earns 2', () => {
    expect(
      play({
        'moves-captures': boardRun(captures, ['d2d3', ...captures.captures]),
        'learn-endgame': playOutRun(endgame, endgame.solution),
      }),
    ).toBe('2/2 2 stars');
  });
});
