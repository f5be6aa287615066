import { describe, expect, it } from 'vitest';
import { runMatch, type MatchOptions } from '../../../src/cli/match';
import { banqiPieces, junglePieces, leadOf } from '../../../src/cli/match-pieces';
import * as banqi from '../../../src/engine/banqi';
import * as jungle from '../../../src/engine/jungle/index';

const parsed = <T>(r: { ok: true; value: T } | { ok: false }): T => {
  if (!r.ok) throw new Error('test position refused');
  return r.value;
};

describe('pieces left at the end of a match game', () => {
  it('counts Jungle pieces by colour', () => {
    expect(junglePieces(jungle.startPosition())).toEqual({ red: 8, other: 8 });
    const pos = parsed(jungle.parsePosition('7/2d1c2/3w3/3e3/3p3/3T3/2rD3/3C3/7 r 60 70'));
    expect(junglePieces(pos)).toEqual({ red: 3, other: 6 });
  });

  it('counts Banqi pieces face up by their colour and face down by the pool (B9)', () => {
    expect(banqiPieces(banqi.START_POSITION)).toEqual({ red: 16, other: 16 });
    // face up: red A R C S H E, black e c h s s; pool: red A E C S S, black g a a h s s
    const pos = parsed(banqi.parsePosition('1AX2eRX/cX1CS1H1/1XXXXh1X/1EXXXs1s b A1E1C1S2g1a2h1s2 9 29'));
    expect(banqiPieces(pos)).toEqual({ red: 11, other: 11 });
    const fewer = parsed(banqi.parsePosition('1AX2eRX/cX1CS1H1/1XXXXh1X/1EXXX3 b A1E1C1S2g1a2h1s2 0 29'));
    expect(banqiPieces(fewer)).toEqual({ red: 11, other: 9 });
  });

  it('gives the lead of the side that moved first, whichever colour it is', () => {
    expect(leadOf({ red: 5, other: 2 }, true)).toBe(3);
    expect(leadOf({ red: 5, other: 2 }, false)).toBe(-3);
  });
});

describe('match outcomes report captures and the lead of A', () => {
  const outcomes = (o: Omit<MatchOptions, 'onGame'>) => {
    const out: { captures: number; aLead: number; aFirst: boolean }[] = [];
    runMatch({ ...o, onGame: (_, g) => out.push(g) });
    return out;
  };

  it('Jungle: the pieces left (16 - captures) bound the lead and share its parity; the AI as A ends ahead', () => {
    const games = outcomes({
      game: 'jungle',
      a: { kind: 'ai', level: 2, nodes: 2000 },
      b: { kind: 'random' },
      games: 8,
      seed: 5,
      timeMs: 1000,
      openingPlies: 0,
    });
    expect(games).toHaveLength(8);
    for (const g of games) {
      const left = 16 - g.captures;
      expect(Math.abs(g.aLead)).toBeLessThanOrEqual(left);
      expect((left - g.aLead) % 2).toBe(0);
    }
    // the AI takes what random leaves hanging: A ahead as first and as second player
    for (const first of [true, false]) {
      const mine = games.filter((g) => g.aFirst === first);
      expect(mine.filter((g) => g.aLead > 0).length).toBeGreaterThanOrEqual(mine.length - 1);
    }
  });

  it('Banqi: the same bounds with 32 pieces, and greedy A ends ahead', () => {
    const games = outcomes({
      game: 'banqi',
      a: { kind: 'greedy' },
      b: { kind: 'random' },
      games: 6,
      seed: 9,
      timeMs: 1000,
      openingPlies: 0,
    });
    for (const g of games) {
      const left = 32 - g.captures;
      expect(g.captures).toBeGreaterThan(0);
      expect(Math.abs(g.aLead)).toBeLessThanOrEqual(left);
      expect((left - g.aLead) % 2).toBe(0);
    }
    for (const first of [true, false]) {
      const mine = games.filter((g) => g.aFirst === first);
      expect(mine.filter((g) => g.aLead > 0).length).toBeGreaterThanOrEqual(mine.length - 1);
    }
  });
});
