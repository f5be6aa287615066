/**
 * The judge accepts right attempts and refuses wrong ones with the engine's reason, for every
 * stored board exercise (issue 7), plus the few rules of the judge itself.
 */
import { describe, expect, it } from 'vitest';
import { banqiGame as banqiEngine } from '../../../src/engine/banqi';
import {
  boardOutcome,
  capturesOf,
  judgeAnswer,
  judgeAttempt,
  playsMove,
  type AttemptState,
} from '../../../src/lessons/judge';
import type { Position } from '../../../src/engine/banqi';
import { named, ofKind, position } from './helpers';

const E = banqiEngine;
const fresh = (text: string): AttemptState<Position> => ({ position: position(text), found: [] });

/** Some illegal attempt in a position: a face-down target, an opponent piece, a diagonal... whatever the engine refuses first. */
function someIllegal(pos: Position, except: string): { move: string; reason: string } {
  const squares = 'abcdefgh'.split('').flatMap((f) => [1, 2, 3, 4].map((r) => `${f}${r}`));
  for (const from of squares)
    for (const to of squares) {
      const move = from + to;
      if (move === except || from === to) continue;
      const why = E.explain(pos, move);
      if (why !== 'legal' && why !== 'empty-square') return { move, reason: why };
    }
  throw new Error('no illegal move found');
}

describe('legality exercises', () => {
  for (const ex of ofKind('legality')) {
    it(`${named(ex)}: playing ${ex.move} answers "yes": right and played when legal, wrong and refused when not (${ex.expect})`, () => {
      const j = judgeAttempt(E, ex, fresh(ex.position), ex.move);
      expect(j).toEqual(
        ex.expect === 'legal'
          ? { verdict: 'success', move: ex.move }
          : { verdict: 'refused', move: ex.move, reason: ex.expect, asked: true },
      );
      expect(playsMove(ex, j)).toBe(ex.expect === 'legal');
      expect(boardOutcome(ex, j)).toBe(ex.expect === 'legal' ? 'solved' : 'wrong');
    });

    it(`${named(ex)}: the Yes / No prediction is right only when it agrees with the engine`, () => {
      const legal = ex.expect === 'legal';
      const refusal = legal ? null : ex.expect;
      expect(judgeAnswer(E, ex, position(ex.position), 'yes')).toEqual({ right: legal, refusal });
      expect(judgeAnswer(E, ex, position(ex.position), 'no')).toEqual({ right: !legal, refusal });
    });

    it(`${named(ex)}: another move answers nothing: not the one asked about, or refused, and no wrong try`, () => {
      const pos = position(ex.position);
      const other = E.legalMoves(pos).find((m) => m !== ex.move)!;
      const j = judgeAttempt(E, ex, fresh(ex.position), other);
      expect(j).toEqual({ verdict: 'legal-but-not-goal', move: other, why: 'not-asked' });
      expect(boardOutcome(ex, j)).toBeNull();
      const bad = someIllegal(pos, ex.move);
      const refused = judgeAttempt(E, ex, fresh(ex.position), bad.move);
      expect(refused).toEqual({ verdict: 'refused', move: bad.move, reason: bad.reason });
      expect(boardOutcome(ex, refused)).toBeNull();
    });
  }
});

describe('find-move exercises', () => {
  for (const ex of ofKind('find-move')) {
    it(`${named(ex)}: each solution succeeds and is played; other legal moves are not the solution`, () => {
      for (const m of ex.solutions) {
        const j = judgeAttempt(E, ex, fresh(ex.position), m);
        expect(j).toEqual({ verdict: 'success', move: m });
        expect(playsMove(ex, j)).toBe(true);
      }
      const others = E.legalMoves(position(ex.position)).filter((m) => !ex.solutions.includes(m));
      // Only a reveal task may accept every legal action (the game's first move; nothing left but reveals).
      if (others.length === 0) expect(ex.solutions.every((m) => E.isReveal(m))).toBe(true);
      // A capture that the opponent takes back says so (issue 14); any other move is simply not the goal.
      for (const m of others)
        expect(judgeAttempt(E, ex, fresh(ex.position), m).verdict).toBe(
          ex.outcome === 'safe-capture' && E.isCapture(position(ex.position), m) ? 'recaptured' : 'legal-but-not-goal',
        );
    });

    it(`${named(ex)}: an illegal attempt is refused with the engine's reason`, () => {
      const bad = someIllegal(position(ex.position), '');
      expect(judgeAttempt(E, ex, fresh(ex.position), bad.move)).toEqual({
        verdict: 'refused',
        move: bad.move,
        reason: bad.reason,
      });
    });
  }
});

describe('all-captures exercises', () => {
  for (const ex of ofKind('all-captures')) {
    it(`${named(ex)}: captures count one by one, a repeat is noticed, the last one succeeds`, () => {
      let state = fresh(ex.position);
      ex.captures.forEach((c, i) => {
        const j = judgeAttempt(E, ex, state, c);
        if (i < ex.captures.length - 1) {
          expect(j).toEqual({ verdict: 'progress', move: c, found: [...state.found, c] });
          state = { ...state, found: [...state.found, c] };
          expect(judgeAttempt(E, ex, state, c)).toEqual({ verdict: 'already-found', move: c });
        } else {
          expect(j).toEqual({ verdict: 'success', move: c });
          expect(playsMove(ex, j)).toBe(false);
        }
      });
    });

    it(`${named(ex)}: a legal non-capture is refused as not a capture; an illegal capture with its reason`, () => {
      const pos = position(ex.position);
      const quiet = E.legalMoves(pos).find((m) => !capturesOf(E, pos).includes(m))!;
      expect(judgeAttempt(E, ex, fresh(ex.position), quiet)).toEqual({
        verdict: 'legal-but-not-goal',
        move: quiet,
        why: 'not-capture',
      });
      const bad = someIllegal(pos, '');
      expect(judgeAttempt(E, ex, fresh(ex.position), bad.move)).toEqual({
        verdict: 'refused',
        move: bad.move,
        reason: bad.reason,
      });
    });
  }
});

describe('sandboxes', () => {
  for (const ex of ofKind('sandbox')) {
    it(`${named(ex)}: every legal action is played, an illegal one refused`, () => {
      const pos = position(ex.position);
      for (const m of E.legalMoves(pos)) {
        const j = judgeAttempt(E, ex, fresh(ex.position), m);
        expect(j).toEqual({ verdict: 'played', move: m });
        expect(playsMove(ex, j)).toBe(true);
      }
    });
  }

  it('B5 B6 B4 the illegal-moves board refuses each listed mistake with its own reason', () => {
    const ex = ofKind('sandbox').find((e) => e.id === 'illegal-sandbox')!;
    const why = (m: string) => {
      const j = judgeAttempt(E, ex, fresh(ex.position), m);
      return j.verdict === 'refused' ? j.reason : j.verdict;
    };
    expect(why('d2c3')).toBe('diagonal');
    expect(why('d2b2')).toBe('not-adjacent');
    expect(why('e1f1')).toBe('target-face-down');
    expect(why('d2d3')).toBe('general-cannot-take-soldier');
    expect(why('c4d4')).toBe('rank-too-low');
    expect(why('a1d1')).toBe('cannon-needs-one-screen');
    expect(why('a1a4')).toBe('cannon-needs-one-screen');
    expect(why('d3d2')).toBe('not-your-piece');
    expect(why('e1d1')).toBe('played');
  });
});
