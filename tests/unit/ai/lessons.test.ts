/** The AI on the positions of the rules guides' exercises (src/lessons), for every game that has them. */
import { describe, expect, it } from 'vitest';
import { bestBanqiAction } from '../../../src/ai/banqi';
import { bestJungleMove } from '../../../src/ai/jungle';
import * as banqi from '../../../src/engine/banqi';
import * as jungle from '../../../src/engine/jungle/index';
import { EXERCISES } from '../../../src/lessons/registry';

const all = [...EXERCISES.banqi, ...EXERCISES.jungle];

/** The AI's answer (move text or null) and the legal moves of an exercise position. */
function answer(game: string, text: string, nodes: number): { move: string | null; legal: string[]; over: boolean } {
  if (game === 'banqi') {
    const p = banqi.parsePosition(text);
    if (!p.ok) throw new Error(`exercise position refused: ${text}`);
    const r = bestBanqiAction(p.value, { level: 4, nodes, seed: 5 });
    return {
      move: r.move === null ? null : banqi.makeAction(r.move),
      legal: banqi.legalActions(p.value).map(banqi.makeAction),
      over: banqi.status(p.value).result !== 'ongoing',
    };
  }
  const p = jungle.parsePosition(text);
  if (!p.ok) throw new Error(`exercise position refused: ${text}`);
  const r = bestJungleMove(p.value, { level: 4, nodes, seed: 5 });
  return {
    move: r.move === null ? null : jungle.makeMove(r.move),
    legal: jungle.legalMoves(p.value).map(jungle.makeMove),
    over: jungle.status(p.value).result !== 'ongoing',
  };
}

describe('AI on lesson positions', () => {
  it('answers every exercise position with a legal move, or none when the game is over', () => {
    expect(all.length).toBeGreaterThan(10);
    for (const ex of all) {
      const a = answer(ex.game, ex.position, 1500);
      if (a.over) expect(a.move, ex.id).toBeNull();
      else expect(a.legal, ex.id).toContain(a.move);
    }
  }, 30_000); // room for a shared, busy machine

  it('finds the lesson solution where the exercise says it wins or captures safely', () => {
    const decisive = all.filter(
      (ex) =>
        ex.kind === 'find-move' &&
        (ex.outcome === 'red-wins' || ex.outcome === 'black-wins' || ex.outcome === 'safe-capture'),
    );
    expect(decisive.length).toBeGreaterThanOrEqual(3);
    for (const ex of decisive) {
      if (ex.kind !== 'find-move') continue;
      expect(ex.solutions, ex.id).toContain(answer(ex.game, ex.position, 20000).move);
    }
  });
});
