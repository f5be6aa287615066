/** The review's moves in the site's prose (move-words.ts): steps, captures and reveals told apart by the position. */
import { describe, expect, it } from 'vitest';
import { plyWords, proseLine, proseMove } from '../../../src/islands/review/move-words';
import { banqiRules } from '../../../src/play/banqi-rules';
import type { PlyReview } from '../../../src/review/types';

const position = (text: string) => {
  const r = banqiRules.parse(text);
  if (!r.ok) throw new Error(`bad position ${text}`);
  return r.value;
};
/** Red chariots a2 and c4, a black soldier a4 (B4, B5). */
const ENDGAME = position('s1R5/8/R7/8 r - 0 30');
const START = position(banqiRules.startText);

describe('moves in prose', () => {
  it('B4 B5 writes a step with a dash and a capture with a cross, each on the position it is played in', () => {
    expect(proseMove(banqiRules, ENDGAME, 'c4b4')).toBe('c4–b4');
    expect(proseLine(banqiRules, ENDGAME, ['c4b4', 'a4a3', 'a2a3'])).toBe('c4–b4 a4–a3 a2×a3');
  });

  it('B2 writes a reveal by its square, with or without the identity it turned up, and ends a line there', () => {
    expect(proseMove(banqiRules, START, 'c2c2=R')).toBe('c2');
    expect(proseLine(banqiRules, START, ['c2c2', 'd2d2'])).toBe('c2');
  });

  it("gives a reviewed half-move's played move, better move and line", () => {
    const ply = { move: 'c4b4', best: 'c4c3', line: ['c4c3', 'a4b4'] } as unknown as PlyReview;
    expect(plyWords(banqiRules, ENDGAME, ply)).toEqual({ move: 'c4–b4', best: 'c4–c3', line: 'c4–c3 a4–b4' });
  });
});
