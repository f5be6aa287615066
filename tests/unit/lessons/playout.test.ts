/**
 * The play-it-out judge (src/lessons/playout.ts) on small hand-made Jungle positions: the goal is
 * reached only by the move that reaches it, the move budget is exact, refusals carry the engine's
 * reason, and a defence reply is applied only when legal.
 */
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../src/engine/jungle';
import { jungleGame as engine } from '../../../src/engine/jungle';
import { applyDefence, judgePlayOutMove, playLine } from '../../../src/lessons/playout';
import type { PlayOutExercise } from '../../../src/lessons/types';

// Red dog on d7, two steps from the blue den d9; blue: rat a9, wolf g7. Red to move.
const NEAR_DEN = 'r6/7/3D2w/7/7/7/7/7/E6 r 0 20';

const exercise = (over: Partial<PlayOutExercise>): PlayOutExercise => ({
  id: 'x',
  game: 'jungle',
  rules: ['J6'],
  kind: 'play-out',
  position: NEAR_DEN,
  hints: 0,
  goal: { kind: 'win', reason: 'den-entered' },
  within: 2,
  par: 2,
  defence: { level: 1, nodes: 100, seed: 1 },
  solution: ['d7d8', 'd8d9'],
  ...over,
});

function pos(text: string): Position {
  const p = engine.parse(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe('judgePlayOutMove', () => {
  it('J6 entering the den on the last allowed move is a success; one move fewer allowed is a failure', () => {
    const ex = exercise({});
    const first = judgePlayOutMove(engine, ex, pos(NEAR_DEN), 'd7d8', 0);
    expect(first.verdict).toBe('continue');
    if (first.verdict !== 'continue') return;
    const replied = applyDefence(engine, first.position, 'g7g6');
    expect(replied).not.toBeNull();
    expect(judgePlayOutMove(engine, ex, replied, 'd8d9', 1).verdict).toBe('success');
    expect(judgePlayOutMove(engine, exercise({ within: 1 }), pos(NEAR_DEN), 'd7d8', 0)).toMatchObject({
      verdict: 'failed',
      why: 'out-of-moves',
    });
  });

  it('J1 an illegal move is refused with the engine’s reason and uses no move', () => {
    expect(judgePlayOutMove(engine, exercise({}), pos(NEAR_DEN), 'd7e8', 0)).toEqual({
      verdict: 'refused',
      move: 'd7e8',
      reason: 'diagonal',
    });
  });

  it('J6 a win for another reason is not the den goal: the attempt ends as game over', () => {
    // Red rat next to the last blue piece, both on land: taking it wins by no-pieces, not by the den.
    const lone = '7/7/7/7/7/7/Rr5/7/E6 r 0 20';
    const ex = exercise({ position: lone, solution: ['a3b3'] });
    expect(judgePlayOutMove(engine, { ...ex, position: lone }, pos(lone), 'a3b3', 0)).toMatchObject({
      verdict: 'failed',
      why: 'game-over',
    });
    expect(
      judgePlayOutMove(engine, { ...ex, position: lone, goal: { kind: 'win' } }, pos(lone), 'a3b3', 0).verdict,
    ).toBe('success');
  });

  it('J3 a capture goal is reached by taking the named piece only', () => {
    // Red lion d5 between a blue wolf d6 and a blue dog d4.
    const text = '7/7/7/3w3/3L3/3d3/7/7/E5r r 0 20';
    const ex = exercise({ position: text, goal: { kind: 'capture', piece: 'w' }, within: 1, solution: ['d5d6'] });
    expect(judgePlayOutMove(engine, ex, pos(text), 'd5d6', 0).verdict).toBe('success');
    expect(judgePlayOutMove(engine, ex, pos(text), 'd5d4', 0)).toMatchObject({ verdict: 'failed' });
  });
});

describe('applyDefence and playLine', () => {
  it('a missing or illegal reply is not applied', () => {
    const after = engine.play(pos(NEAR_DEN), 'd7d8');
    if (!after.ok) throw new Error(after.error);
    expect(applyDefence(engine, after.value, null)).toBeNull();
    expect(applyDefence(engine, after.value, 'g7e7')).toBeNull();
    expect(applyDefence(engine, after.value, 'g7f7')).not.toBeNull();
  });

  it('a line ends in success, in a refusal at the bad move, or short of the goal', () => {
    const ex = exercise({});
    const quiet = (): string => 'a9b9';
    expect(playLine(engine, ex, pos(NEAR_DEN), ['d7d8', 'd8d9'], quiet)).toEqual({ outcome: 'success', used: 2 });
    expect(playLine(engine, ex, pos(NEAR_DEN), ['d7d8', 'd8c7'], quiet)).toEqual({
      outcome: 'refused',
      at: 1,
      reason: 'diagonal',
    });
    expect(playLine(engine, ex, pos(NEAR_DEN), ['d7d8'], quiet)).toEqual({
      outcome: 'failed',
      at: 1,
      why: 'line-ended',
    });
  });
});
