import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/core/rng';
import {
  FULL_SET,
  IDENTITIES,
  KINDS,
  START_POSITION,
  START_TEXT,
  applyAction,
  drawFromPool,
  explain,
  identityOf,
  makePosition,
  parseAction,
  publicView,
  reveal,
  status,
  type Action,
  legalActions,
  type Kind,
  type Position,
} from '../../../src/engine/banqi';
import { Referee, dealFromRng } from '../../../src/engine/banqi/referee-entry';
import { moves, movesFrom, pos, sq } from './util';

function act(p: Position, text: string): Position {
  const a = parseAction(text);
  if (!a.ok) throw new Error(`bad test action ${text}`);
  const next = applyAction(p, a.value);
  if (!next.ok) throw new Error(`test action ${text} refused: ${next.error}`);
  return next.value;
}

describe('B1 setup', () => {
  it('B1 the start has all 32 pieces face down and the full set in the pool', () => {
    const start = pos(START_TEXT);
    expect(start.cells.every((c) => c === 'X')).toBe(true);
    expect(start.pool).toEqual(FULL_SET);
    expect(start.turn).toBe('unassigned');
    expect(Object.values(publicView(start).captured).every((n) => n === 0)).toBe(true);
    expect(makePosition(START_POSITION)).toBe(START_TEXT);
  });

  it('B1 a deal puts the full set on the 32 squares, one piece per square', () => {
    const deal = dealFromRng(START_POSITION, createRng(7));
    expect(deal.size).toBe(32);
    const counts: Record<string, number> = {};
    for (const id of deal.values()) counts[id] = (counts[id] ?? 0) + 1;
    expect(counts).toEqual(FULL_SET);
  });

  it('B1 deals are uniform: every order of a small pool appears as often as the others (chi-square)', () => {
    // Five distinct identities face down: 120 possible deals, each expected 100 times in 12,000.
    const small = pos('7g/8/8/XXXXXR2 r A1E1H1h1c1 0 30');
    const rng = createRng('b1-chi-square');
    const seen = new Map<string, number>();
    const deals = 12_000;
    for (let i = 0; i < deals; i++) {
      const key = [...dealFromRng(small, rng)].map(([square, id]) => `${square}${id}`).join(' ');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(120);
    const expected = deals / 120;
    let chi = 0;
    for (const n of seen.values()) chi += (n - expected) ** 2 / expected;
    // 119 degrees of freedom: the 0.999 quantile is about 172.
    expect(chi).toBeLessThan(172);
  });

  it('B1 B9 a reveal drawn from the pool follows the pool counts', () => {
    const rng = createRng('draws');
    const draws = 32000;
    const seen: Record<string, number> = {};
    for (let i = 0; i < draws; i++) {
      const id = drawFromPool(START_POSITION, rng)!;
      seen[id] = (seen[id] ?? 0) + 1;
    }
    for (const id of IDENTITIES) {
      const p = FULL_SET[id] / 32;
      const sd = Math.sqrt(draws * p * (1 - p));
      expect(Math.abs((seen[id] ?? 0) - draws * p)).toBeLessThan(5 * sd);
    }
  });
});

describe('B2 colours', () => {
  it('B2 before the first reveal the only actions are the 32 reveals', () => {
    const all = moves(START_POSITION);
    expect(all).toHaveLength(32);
    expect(all.every((m) => m.slice(0, 2) === m.slice(2, 4))).toBe(true);
    expect(explain(START_POSITION, 'a1a2')).toBe('face-down-piece');
    expect(status(START_POSITION)).toEqual({ result: 'ongoing', reason: 'none' });
  });

  it('B2 a red first reveal makes the first player red, so black moves next', () => {
    const p = act(START_POSITION, 'c3c3=H');
    expect(p.turn).toBe('black');
    expect(p.cells[sq('c3')]).toBe('H');
    expect(p.pool.H).toBe(1);
  });

  it('B2 a black first reveal makes the first player black, so red moves next', () => {
    const p = act(START_POSITION, 'c3c3=h');
    expect(p.turn).toBe('red');
    expect(p.cells[sq('c3')]).toBe('h');
  });

  it("B2 after the first reveal the second player may move none of the first player's pieces", () => {
    const p = act(START_POSITION, 'c3c3=R');
    expect(p.turn).toBe('black');
    expect(explain(p, 'c3c4')).toBe('not-your-piece');
    const q = act(act(p, 'a1a1=s'), 'a2a2=S');
    expect(explain(q, 'a1b1')).toBe('target-face-down');
    expect(explain(q, 'a2a1')).toBe('not-your-piece');
  });

  it('B2 (decision) the move number grows after each action by black, the first reveal included', () => {
    const redFirst = act(START_POSITION, 'a1a1=G');
    expect(redFirst.moveNumber).toBe(1);
    expect(act(redFirst, 'b1b1=g').moveNumber).toBe(2);
    const blackFirst = act(START_POSITION, 'a1a1=g');
    expect(blackFirst.moveNumber).toBe(2);
    expect(act(blackFirst, 'b1b1=G').moveNumber).toBe(2);
  });
});

describe('B3 one action per turn', () => {
  const p = pos('7g/8/X1X5/2R5 r A1s1 0 10');

  it('B3 the side to move may reveal a face-down piece of either colour, then the other side moves', () => {
    const red = applyAction(p, reveal(sq('a2'), 'A'));
    const black = applyAction(p, reveal(sq('a2'), 's'));
    expect(red.ok && red.value.turn).toBe('black');
    expect(black.ok && black.value.turn).toBe('black');
    expect(black.ok && black.value.cells[sq('a2')]).toBe('s');
  });

  it('B3 a face-up piece moves, a face-down one must be revealed instead', () => {
    expect(explain(p, 'c1d1')).toBe('legal');
    expect(explain(p, 'a2a3')).toBe('face-down-piece');
    expect(act(p, 'c1d1').turn).toBe('black');
  });

  it('B3 opponent pieces are never moved, empty squares and face-up pieces are not revealed', () => {
    expect(explain(p, 'h4h3')).toBe('not-your-piece');
    expect(explain(p, 'd1d1')).toBe('empty-square');
    expect(explain(p, 'c1c1')).toBe('not-face-down');
    expect(explain(p, 'd1d2')).toBe('empty-square');
  });

  it('B3 a reveal can only show an identity from the pool', () => {
    expect(explain(p, 'a2a2=G')).toBe('not-in-pool');
    expect(applyAction(p, reveal(sq('a2'), 'G'))).toEqual({ ok: false, error: 'not-in-pool' });
    expect(applyAction(p, reveal(sq('a2')))).toEqual({ ok: false, error: 'identity-needed' });
  });
});

describe('B4 ordinary move', () => {
  it('B4 one square horizontally or vertically onto an empty square', () => {
    expect(movesFrom('7g/8/2R5/8 r - 0 10', 'c2')).toEqual(['c2b2', 'c2c1', 'c2c3', 'c2d2']);
    expect(movesFrom('7g/8/8/R7 r - 0 10', 'a1')).toEqual(['a1a2', 'a1b1']);
    const after = act(pos('7g/8/2R5/8 r - 3 10'), 'c2c3');
    expect(makePosition(after)).toBe('7g/2R5/8/8 b - 4 10');
  });

  it('B4 never diagonally, never two squares, never off a straight line', () => {
    const p = pos('7g/8/2R5/8 r - 0 10');
    expect(explain(p, 'c2d3')).toBe('diagonal');
    expect(explain(p, 'c2a4')).toBe('diagonal');
    expect(explain(p, 'c2c4')).toBe('not-adjacent');
    expect(explain(p, 'c2e2')).toBe('not-adjacent');
    expect(explain(p, 'c2d4')).toBe('not-adjacent');
  });

  it('B4 B7 never onto a face-down piece', () => {
    const p = pos('7g/8/2RX4/8 r G1 0 10');
    expect(explain(p, 'c2d2')).toBe('target-face-down');
    expect(movesFrom(p, 'c2')).toEqual(['c2b2', 'c2c1', 'c2c3']);
  });

  it('B4 never onto an own piece', () => {
    const p = pos('7g/8/2RH4/8 r - 0 10');
    expect(explain(p, 'c2d2')).toBe('own-piece-on-target');
    expect(movesFrom(p, 'c2')).toEqual(['c2b2', 'c2c1', 'c2c3']);
  });
});

describe('B5 capture by rank', () => {
  // Attacker (red, rows) takes victim (black, columns G A E R H C S) by a step: rules.md B5.
  const table: Record<Exclude<Kind, 'C'>, string> = {
    G: '1111110',
    A: '0111111',
    E: '0011111',
    R: '0001111',
    H: '0000111',
    S: '1000001',
  };
  for (const [attacker, row] of Object.entries(table) as [Exclude<Kind, 'C'>, string][]) {
    it(`B5 ${attacker} captures exactly what its rank allows`, () => {
      KINDS.forEach((victim, i) => {
        const red = pos(`8/8/8/${attacker}${identityOf('black', victim)}6 r - 0 10`);
        const black = pos(`8/8/8/${identityOf('black', attacker)}${victim}6 b - 0 10`);
        const expected = row[i] === '1';
        expect(moves(red).includes('a1b1'), `${attacker} takes ${victim}`).toBe(expected);
        expect(moves(black).includes('a1b1'), `black ${attacker} takes ${victim}`).toBe(expected);
      });
    });
  }

  it('B5 equal ranks capture each other', () => {
    expect(explain(pos('7g/8/8/Rr6 r - 0 10'), 'a1b1')).toBe('legal');
    expect(explain(pos('7G/8/8/Ss6 b - 0 10'), 'b1a1')).toBe('legal');
  });

  it('B5 the soldier captures the general; the general never captures the soldier', () => {
    expect(explain(pos('8/8/8/Sg6 r - 0 10'), 'a1b1')).toBe('legal');
    expect(explain(pos('7g/8/8/Gs6 r - 0 10'), 'a1b1')).toBe('general-cannot-take-soldier');
    expect(explain(pos('7g/8/8/Gs6 b - 0 10'), 'b1a1')).toBe('legal');
  });

  it('B5 a lower rank cannot capture a higher one', () => {
    expect(explain(pos('7g/8/8/Hr6 r - 0 10'), 'a1b1')).toBe('rank-too-low');
    expect(explain(pos('7g/8/8/Sh6 r - 0 10'), 'a1b1')).toBe('rank-too-low');
  });

  it('B5 a capture removes the taken piece and resets the clock', () => {
    const p = act(pos('7g/8/8/Rh6 r - 17 10'), 'a1b1');
    expect(makePosition(p)).toBe('7g/8/8/1R6 b - 0 10');
    expect(publicView(p).captured.h).toBe(2);
  });
});

describe('B6 cannon', () => {
  it('B6 with zero pieces between there is no capture, and no capture by a step', () => {
    expect(explain(pos('7g/8/8/C3r3 r - 0 10'), 'a1e1')).toBe('cannon-needs-one-screen');
    expect(explain(pos('7g/8/8/Cr6 r - 0 10'), 'a1b1')).toBe('cannon-cannot-capture-by-step');
    expect(movesFrom('7g/8/8/Cr6 r - 0 10', 'a1')).toEqual(['a1a2']);
    expect(movesFrom('7g/8/8/Cs6 r - 0 10', 'a1')).toEqual(['a1a2']);
  });

  it('B6 B7 with exactly one screen it captures: own, enemy or face-down screen, at any distance', () => {
    expect(movesFrom('7g/8/8/C1H1r3 r - 0 10', 'a1')).toEqual(['a1a2', 'a1b1', 'a1e1']);
    expect(explain(pos('7g/8/8/C1h1r3 r - 0 10'), 'a1e1')).toBe('legal');
    expect(explain(pos('7g/8/8/C1X1r3 r S1 0 10'), 'a1e1')).toBe('legal');
    expect(explain(pos('7g/8/8/CX5r r S1 0 10'), 'a1h1')).toBe('legal');
    expect(explain(pos('r7/8/X7/C6g r R1 0 10'), 'a1a4')).toBe('legal');
    expect(explain(pos('7G/8/8/c1X1R3 b S1 0 10'), 'a1e1')).toBe('legal');
  });

  it('B6 with two or more pieces between there is no capture', () => {
    expect(explain(pos('7g/8/8/CHX1r3 r S1 0 10'), 'a1e1')).toBe('cannon-needs-one-screen');
    expect(explain(pos('7g/8/8/C1h1r1r1 r - 0 10'), 'a1g1')).toBe('cannon-needs-one-screen');
    expect(movesFrom('7g/8/8/C1h1r1r1 r - 0 10', 'a1')).toEqual(['a1a2', 'a1b1', 'a1e1']);
  });

  it('B6 it captures any rank, general and cannon included', () => {
    expect(explain(pos('8/8/8/C1H1g3 r - 0 10'), 'a1e1')).toBe('legal');
    expect(explain(pos('7g/8/8/C1H1c3 r - 0 10'), 'a1e1')).toBe('legal');
    expect(explain(pos('7g/8/8/C1H1a3 r - 0 10'), 'a1e1')).toBe('legal');
  });

  it('B6 a face-down piece or an own piece is never a target', () => {
    expect(explain(pos('7g/8/8/C1H1X3 r s1 0 10'), 'a1e1')).toBe('target-face-down');
    expect(explain(pos('7g/8/8/C1h1R3 r - 0 10'), 'a1e1')).toBe('own-piece-on-target');
  });

  it('B6 its ordinary move is one step onto an empty square; it never jumps onto an empty square', () => {
    const p = pos('7g/8/8/C1H5 r - 0 10');
    expect(explain(p, 'a1b1')).toBe('legal');
    expect(explain(p, 'a1d1')).toBe('cannon-jump-needs-capture');
    expect(explain(p, 'a1c1')).toBe('own-piece-on-target');
  });
});

describe('B7 face-down pieces', () => {
  it("B7 a face-down piece blocks every ordinary move onto it, even the general's", () => {
    const p = pos('7g/8/8/GX6 r s1 0 10');
    expect(explain(p, 'a1b1')).toBe('target-face-down');
    expect(movesFrom(p, 'a1')).toEqual(['a1a2']);
  });

  it('B7 a face-down piece is not moved and its identity is not in the position', () => {
    const p = pos('7g/8/8/GX6 r s1 0 10');
    expect(explain(p, 'b1c1')).toBe('face-down-piece');
    expect(p.cells[sq('b1')]).toBe('X');
  });
});

describe('B8 end', () => {
  it('B8 a side with no pieces left loses, and nothing more is legal', () => {
    const p = pos('8/8/8/R7 b - 0 20');
    expect(status(p)).toEqual({ result: 'red-wins', reason: 'no-pieces' });
    expect(moves(p)).toEqual([]);
    expect(explain(p, 'a1a2')).toBe('game-over');
  });

  it('B8 face-down pieces count: a side whose only pieces are face down is still in play', () => {
    expect(status(pos('8/8/X7/R7 b g1 0 20'))).toEqual({ result: 'ongoing', reason: 'none' });
    expect(moves('8/8/X7/R7 b g1 0 20')).toEqual(['a2a2']);
    expect(status(pos('8/8/X7/R7 b R1 0 20'))).toEqual({ result: 'red-wins', reason: 'no-pieces' });
    expect(moves('8/8/X7/R7 b R1 0 20')).toEqual([]);
    expect(status(pos('X7/8/8/r7 r S1 0 20'))).toEqual({ result: 'ongoing', reason: 'none' });
  });

  it('B8 capturing the last piece wins', () => {
    const p = act(pos('8/8/8/Rr6 r - 5 20'), 'a1b1');
    expect(status(p)).toEqual({ result: 'red-wins', reason: 'no-pieces' });
    const q = act(pos('8/8/2X5/Rr6 b G1 5 20'), 'b1a1');
    expect(status(q)).toEqual({ result: 'ongoing', reason: 'none' });
  });

  it('B8 a side to move with no legal action loses', () => {
    expect(status(pos('8/8/R7/sR6 b - 3 20'))).toEqual({ result: 'red-wins', reason: 'no-legal-action' });
    expect(status(pos('8/8/S7/gS6 b - 3 20'))).toEqual({ result: 'red-wins', reason: 'no-legal-action' });
    expect(status(pos('8/8/r7/Sr6 r - 3 20'))).toEqual({ result: 'black-wins', reason: 'no-legal-action' });
  });

  it('B8 a side that can still reveal has a legal action', () => {
    const p = pos('7X/8/R7/sR6 b H1 3 20');
    expect(status(p)).toEqual({ result: 'ongoing', reason: 'none' });
    expect(moves(p)).toEqual(['h4h4']);
    expect(explain(pos('7X/8/S7/gS6 b H1 3 20'), 'a1a2')).toBe('general-cannot-take-soldier');
  });

  it('B8 draw at exactly 120 half-moves without capture or reveal', () => {
    const p = pos('7g/8/8/R7 r - 119 40');
    expect(status(p)).toEqual({ result: 'ongoing', reason: 'none' });
    const q = act(p, 'a1a2');
    expect(q.clock).toBe(120);
    expect(status(q)).toEqual({ result: 'draw', reason: 'no-progress' });
    expect(moves(q)).toEqual([]);
    expect(explain(q, 'h4h3')).toBe('game-over');
    expect(status(pos('7g/8/8/R7 r - 120 40'))).toEqual({ result: 'draw', reason: 'no-progress' });
  });

  it('B8 (decision) when several endings apply: no-pieces, then no-progress, then no-legal-action', () => {
    expect(status(pos('X7/8/8/R7 b R1 120 40'))).toEqual({ result: 'red-wins', reason: 'no-pieces' });
    expect(status(pos('8/8/R7/sR6 b - 120 20'))).toEqual({ result: 'draw', reason: 'no-progress' });
  });

  it('B8 a quiet move adds one to the clock; a capture or a reveal resets it', () => {
    expect(act(pos('7g/8/8/R7 r - 7 40'), 'a1a2').clock).toBe(8);
    const captured = act(pos('7g/8/8/Rr6 r - 119 40'), 'a1b1');
    expect(captured.clock).toBe(0);
    expect(status(captured).result).toBe('ongoing');
    const revealed = act(pos('7g/8/8/R6X r S1 119 40'), 'h1h1=S');
    expect(revealed.clock).toBe(0);
    expect(status(revealed).result).toBe('ongoing');
  });
});

describe('B9 public information', () => {
  it('B9 the public view gives the pool, the chance of each identity for a hidden square, and the captured pieces', () => {
    const view = publicView(pos('XX6/8/8/R6X r G1s2 0 10'));
    expect(view.hidden).toBe(3);
    expect(view.pool.G).toBe(1);
    expect(view.pool.s).toBe(2);
    expect(view.probability.G).toBeCloseTo(1 / 3, 12);
    expect(view.probability.s).toBeCloseTo(2 / 3, 12);
    expect(view.probability.A).toBe(0);
    expect(view.captured.R).toBe(1);
    expect(view.captured.G).toBe(0);
    expect(view.captured.s).toBe(3);
    expect(Object.values(view.captured).reduce((a, b) => a + b, 0)).toBe(32 - 1 - 3);
  });

  it('B9 a position holds no hidden identity: deals that agree only on the revealed squares give identical positions', () => {
    const rng = createRng('b9-redeal');
    for (let game = 0; game < 8; game++) {
      const dealA = dealFromRng(START_POSITION, rng);
      const refereeA = new Referee(START_POSITION, { type: 'deal', deal: dealA });
      const history: Action[] = [];
      for (let ply = 0; ply < 16; ply++) {
        const actions = legalActions(refereeA.position);
        if (actions.length === 0) break;
        const a = actions[rng.nextInt(actions.length)]!;
        const played = refereeA.play(a);
        if (!played.ok) throw new Error(played.error);
        history.push(a);
      }
      // Deal B: the same identities on every square revealed in the game, the others shuffled.
      const revealed = new Set(history.flatMap((a) => (a.type === 'reveal' ? [a.square] : [])));
      const hidden = [...dealA.keys()].filter((square) => !revealed.has(square));
      const rest = dealFromRng(refereeA.position, rng);
      const dealB = new Map(dealA);
      for (const square of hidden) dealB.set(square, rest.get(square)!);
      expect(hidden.some((square) => dealB.get(square) !== dealA.get(square))).toBe(true);
      const refereeB = new Referee(START_POSITION, { type: 'deal', deal: dealB });
      const replayA = new Referee(START_POSITION, { type: 'deal', deal: dealA });
      for (const a of history) {
        expect(replayA.play(a).ok && refereeB.play(a).ok).toBe(true);
        // Everything reachable from the two positions, own properties enumerable or not, is the same.
        expect(reachable(refereeB.position)).toEqual(reachable(replayA.position));
      }
    }
  });
});

/** Every value reachable from a value (own properties, enumerable or not, symbols, Map and Set contents). */
function reachable(value: unknown, seen = new Set<unknown>()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[seen]';
  seen.add(value);
  if (value instanceof Map || value instanceof Set) return [...value].map((v) => reachable(v, seen));
  const out: Record<string, unknown> = {};
  for (const key of Reflect.ownKeys(value))
    out[String(key)] = reachable((value as Record<PropertyKey, unknown>)[key], seen);
  return out;
}

/*
 * B9 by type (checked by `tsc --noEmit`, which covers tests/): a Position offers no deal and cannot
 * be forged by hand, so code that decides moves from a Position cannot reach a hidden identity.
 */
export function b9TypeChecks(p: Position): void {
  // @ts-expect-error a position holds no deal
  void p.deal;
  // @ts-expect-error only the parser, validatePosition and the engine make positions
  const forged: Position = { cells: [], turn: 'red', pool: FULL_SET, clock: 0, moveNumber: 1 };
  void forged;
}
