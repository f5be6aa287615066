/**
 * The engine agrees with every stored answer (issue 7): legality verdicts, find-move solutions,
 * capture sets, pool counts and odds, reveal odds and risk bands. Nothing here restates an answer:
 * each test recomputes it from the engine and compares with the data.
 */
import { describe, expect, it } from 'vitest';
import { IDENTITIES, applyAction, publicView, reveal, status } from '../../../src/engine/banqi';
import { banqiGame as banqiEngine } from '../../../src/engine/banqi';
import { poolChances, poolText, revealOdds } from '../../../src/lessons/banqi/hidden';
import { formatFraction, valueOf } from '../../../src/lessons/fraction';
import { capturesOf, reachesOutcome } from '../../../src/lessons/judge';
import { EXERCISES, named, ofKind, position, square } from './helpers';

const sorted = (xs: readonly string[]): string[] => [...xs].sort();

describe('every exercise starts from a game in progress', () => {
  for (const ex of EXERCISES) {
    it(`${named(ex)}: the position is ongoing and has legal actions`, () => {
      const pos = position(ex.position);
      expect(status(pos).result).toBe('ongoing');
      expect(banqiEngine.legalMoves(pos).length).toBeGreaterThan(0);
    });
  }
});

describe('legality exercises: the engine explains the asked move as stored', () => {
  for (const ex of ofKind('legality')) {
    it(`${named(ex)}: ${ex.move} is ${ex.expect}`, () => {
      const pos = position(ex.position);
      expect(banqiEngine.explain(pos, ex.move)).toBe(ex.expect);
      expect(banqiEngine.legalMoves(pos).includes(ex.move)).toBe(ex.expect === 'legal');
    });
  }
});

describe('find-move exercises: the solutions are legal and, with an outcome, exactly the moves that reach it', () => {
  for (const ex of ofKind('find-move')) {
    it(`${named(ex)}: ${ex.solutions.join(' ')}${ex.outcome ? ` (${ex.outcome})` : ''}`, () => {
      const pos = position(ex.position);
      const legal = banqiEngine.legalMoves(pos);
      for (const m of ex.solutions) expect(legal).toContain(m);
      if (ex.outcome !== undefined) {
        const outcome = ex.outcome;
        const reaching = legal.filter((m) => !banqiEngine.isReveal(m) && reachesOutcome(banqiEngine, pos, m, outcome));
        expect(reaching).toEqual(sorted(ex.solutions));
      }
    });
  }

  // Without an outcome, a find-move asks for one of three things, and its solutions are checked for each.
  for (const ex of ofKind('find-move').filter((e) => e.outcome === undefined)) {
    const pos = position(ex.position);
    const legal = banqiEngine.legalMoves(pos);
    const circled = (ex.marks ?? []).flatMap((m) => (m.kind === 'circle' ? [m.square] : []));
    if (ex.solutions.every((m) => banqiEngine.isReveal(m)))
      it(`${named(ex)}: a reveal task, whose solutions are every legal reveal`, () => {
        expect(sorted(ex.solutions)).toEqual(legal.filter((m) => banqiEngine.isReveal(m)));
      });
    else if (ex.solutions.every((m) => banqiEngine.isCapture(pos, m)))
      it(`${named(ex)}: a capture task, whose solutions are among the legal captures`, () => {
        for (const m of ex.solutions) expect(capturesOf(banqiEngine, pos)).toContain(m);
      });
    else
      it(`${named(ex)}: a move task, whose solutions are every legal move onto its circled squares, or every move if none`, () => {
        const moves = legal.filter((m) => !banqiEngine.isReveal(m));
        const asked = circled.length === 0 ? moves : moves.filter((m) => circled.includes(m.slice(2, 4)));
        expect(sorted(ex.solutions)).toEqual(asked);
      });
  }
});

describe('all-captures exercises: the stored set is exactly the legal captures', () => {
  for (const ex of ofKind('all-captures')) {
    it(`${named(ex)}: ${ex.captures.join(' ')}`, () => {
      expect(capturesOf(banqiEngine, position(ex.position))).toEqual(sorted(ex.captures));
    });
  }
});

describe('identity counters: the stored pool is the public pool, and the odds are count / face-down pieces', () => {
  for (const ex of ofKind('identity-counter')) {
    it(`${named(ex)}: pool ${ex.pool}`, () => {
      const pos = position(ex.position);
      const view = publicView(pos);
      expect(poolText(view.pool)).toBe(ex.pool);
      const chances = poolChances(pos);
      expect(chances.reduce((n, c) => n + c.count, 0)).toBe(view.hidden);
      for (const c of chances) expect(valueOf(c.chance)).toBeCloseTo(view.probability[c.identity], 12);
      for (const id of IDENTITIES.filter((i) => view.pool[i] === 0))
        expect(chances.map((c) => c.identity)).not.toContain(id);
    });
  }
});

describe('reveal reviews: stored odds and risk band match the odds computed from the pool', () => {
  for (const ex of ofKind('reveal-review')) {
    it(`${named(ex)}: reveal ${ex.square}, risk ${ex.risk}`, () => {
      const pos = position(ex.position);
      const odds = revealOdds(pos, square(ex.square));
      if (!odds.ok) throw new Error(odds.error);
      expect({
        'enemy-captures': formatFraction(odds.value.outcomes['enemy-captures']),
        'own-attacked': formatFraction(odds.value.outcomes['own-attacked']),
        quiet: formatFraction(odds.value.outcomes.quiet),
      }).toEqual(ex.odds);
      expect(odds.value.band).toBe(ex.risk);
      expect(odds.value.cases.reduce((n, c) => n + c.count, 0)).toBe(publicView(pos).hidden);
    });

    it(`${named(ex)}: the actual reveal is a possible identity, and its outcome is one the odds list`, () => {
      const pos = position(ex.position);
      const odds = revealOdds(pos, square(ex.square));
      if (!odds.ok) throw new Error(odds.error);
      const actual = odds.value.cases.find((c) => c.identity === ex.actualReveal);
      expect(actual).toBeDefined();
      expect(applyAction(pos, reveal(square(ex.square)), actual!.identity).ok).toBe(true);
    });
  }
});
