/**
 * Every play-out exercise's par (src/lessons/types.ts) proven by the engine: an exhaustive search over every
 * defence finds a way to the goal in `par` of the reader's moves and none in fewer, so par is the shortest
 * winning line whatever the defence plays; the stored solution, against the exercise's own defence, is within it.
 * The stars' rule for moves beyond par (src/lessons/playout.ts movesOverPar, src/lessons/outcome.ts triesCost).
 */
import { describe, expect, it } from 'vitest';
import { lessonEngine } from '../../../src/lessons/engines';
import type { LessonEngine } from '../../../src/lessons/engine';
import { triesCost } from '../../../src/lessons/outcome';
import { judgePlayOutMove, movesOverPar } from '../../../src/lessons/playout';
import type { PlayOutExercise } from '../../../src/lessons/types';
import { starsFor } from '../../../src/lessons/course/stars';
import { ALL_EXERCISES } from './helpers';

const PLAY_OUTS = ALL_EXERCISES.filter((e): e is PlayOutExercise => e.kind === 'play-out');

/** Whether the reader, to move at `pos`, reaches the goal within `k` moves against every defence. */
function forced<P>(engine: LessonEngine<P>, ex: PlayOutExercise, pos: P, k: number): boolean {
  const judged = { ...ex, within: k };
  return engine.legalMoves(pos).some((move) => {
    const j = judgePlayOutMove(engine, judged, pos, move, 0);
    if (j.verdict === 'success') return true;
    if (j.verdict !== 'continue') return false;
    const replies = engine.legalMoves(j.position);
    return (
      replies.length > 0 &&
      replies.every((reply) => {
        const after = engine.play(j.position, reply);
        return after.ok && engine.status(after.value).result === 'ongoing' && forced(engine, ex, after.value, k - 1);
      })
    );
  });
}

function start(ex: PlayOutExercise): { engine: LessonEngine<unknown>; pos: unknown } {
  const engine = lessonEngine(ex.game);
  if (engine === undefined) throw new Error(`no engine for ${ex.game}`);
  const pos = engine.parse(ex.position);
  if (!pos.ok) throw new Error(`${ex.id}: position refused`);
  return { engine, pos: pos.value };
}

describe('play-out par', () => {
  it('there are play-outs to prove', () => expect(PLAY_OUTS.length).toBeGreaterThan(0));

  for (const ex of PLAY_OUTS)
    it(`${ex.rules.join(' ')} ${ex.id}: the goal is forced in ${ex.par} moves and in no fewer`, () => {
      const { engine, pos } = start(ex);
      expect(forced(engine, ex, pos, ex.par)).toBe(true);
      if (ex.par > 1) expect(forced(engine, ex, pos, ex.par - 1)).toBe(false);
      expect(ex.par).toBeLessThanOrEqual(ex.within);
      expect(ex.solution.length).toBeLessThanOrEqual(ex.par);
    });
});

describe('moves beyond par cost stars', () => {
  it('a solve in par moves or fewer costs nothing; each extra move costs one wrong try', () => {
    const ex = { par: 2 };
    expect(movesOverPar(ex, 1)).toBe(0);
    expect(movesOverPar(ex, 2)).toBe(0);
    expect(movesOverPar(ex, 3)).toBe(1);
    expect(triesCost('solved', movesOverPar(ex, 2))).toBe(0);
    expect(starsFor(triesCost('solved', movesOverPar(ex, 3)))).toBe(2);
  });

  it('a wrong try costs one, a correct step nothing, whatever the moves', () => {
    expect(triesCost('wrong')).toBe(1);
    expect(triesCost('progress', 2)).toBe(0);
    expect(triesCost(undefined)).toBe(0);
    expect(triesCost('solved')).toBe(0);
  });
});
