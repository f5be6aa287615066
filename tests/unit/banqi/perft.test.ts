import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { START_POSITION, START_TEXT, legalActions, makeAction, perft } from '../../../src/engine/banqi';
import { randomPosition } from './arbitrary';
import { pos } from './util';

/*
 * A deliberately naive reference for rules.md B1-B9, independent of the engine: its own reading of
 * the notation, a grid of characters copied for every child, and the rules written out plainly.
 */
interface Naive {
  readonly grid: string[]; // 32 chars, index rank0 * 8 + file0: '.', 'X' or a piece letter
  readonly side: string; // 'r', 'b' or '-'
  readonly pool: Record<string, number>;
  readonly clock: number;
}

const ORDER = 'GAERHCS';
const naiveRank = (letter: string): number => 7 - ORDER.indexOf(letter.toUpperCase());
const naiveColour = (letter: string): string => (letter === letter.toUpperCase() ? 'r' : 'b');

function naiveParse(text: string): Naive {
  const [board, side, poolText, clock] = text.split(' ') as [string, string, string, string];
  const grid: string[] = [];
  const ranks = board.split('/').reverse();
  for (const rank of ranks) for (const ch of rank) grid.push(...(/\d/.test(ch) ? '.'.repeat(Number(ch)) : ch));
  const pool: Record<string, number> = {};
  for (const m of poolText.matchAll(/([A-Za-z])(\d+)/g)) pool[m[1]!] = Number(m[2]);
  return { grid, side, pool, clock: Number(clock) };
}

function naivePieces(s: Naive, colour: string): number {
  let n = 0;
  for (const c of s.grid) if (c !== '.' && c !== 'X' && naiveColour(c) === colour) n++;
  for (const [id, k] of Object.entries(s.pool)) if (naiveColour(id) === colour) n += k;
  return n;
}

const naiveOver = (s: Naive): boolean =>
  s.side !== '-' && (s.clock >= 120 || naivePieces(s, 'r') === 0 || naivePieces(s, 'b') === 0);

function naiveCanTake(attacker: string, victim: string): boolean {
  const a = attacker.toUpperCase();
  const v = victim.toUpperCase();
  if (a === 'C') return false;
  if (a === 'G' && v === 'S') return false;
  if (a === 'S' && v === 'G') return true;
  return naiveRank(a) >= naiveRank(v);
}

const name = (i: number): string => 'abcdefgh'[i % 8]! + String(Math.floor(i / 8) + 1);

/** Legal actions as text (`a1a1` reveals, `a1a2` moves). */
function naiveActions(s: Naive): string[] {
  if (naiveOver(s)) return [];
  const out: string[] = [];
  for (let i = 0; i < 32; i++) {
    const p = s.grid[i]!;
    if (p === 'X') out.push(name(i) + name(i));
    if (p === '.' || p === 'X' || naiveColour(p) !== s.side) continue;
    for (const [df, dr] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const at = (k: number): string | undefined => {
        const f = (i % 8) + df * k;
        const r = Math.floor(i / 8) + dr * k;
        return f >= 0 && f < 8 && r >= 0 && r < 4 ? s.grid[r * 8 + f] : undefined;
      };
      const target = at(1);
      if (target === undefined) continue;
      const to = (k: number): string => name(i + (df + dr * 8) * k);
      if (target === '.') out.push(name(i) + to(1));
      else if (target !== 'X' && naiveColour(target) !== s.side && naiveCanTake(p, target)) out.push(name(i) + to(1));
      if (p.toUpperCase() === 'C') {
        let between = 0;
        for (let k = 1; at(k) !== undefined; k++) {
          const c = at(k)!;
          if (c === '.') continue;
          if (between === 1) {
            if (c !== 'X' && naiveColour(c) !== s.side) out.push(name(i) + to(k));
            break;
          }
          between++;
        }
      }
    }
  }
  return out;
}

function naiveChildren(s: Naive): Naive[] {
  const out: Naive[] = [];
  for (const a of naiveActions(s)) {
    const from = a.slice(0, 2);
    const to = a.slice(2);
    const fi = s.grid.findIndex((_, i) => name(i) === from);
    const ti = s.grid.findIndex((_, i) => name(i) === to);
    if (fi === ti) {
      for (const [id, k] of Object.entries(s.pool)) {
        if (k === 0) continue;
        const grid = [...s.grid];
        grid[fi] = id;
        const actor = s.side === '-' ? naiveColour(id) : s.side;
        out.push({ grid, side: actor === 'r' ? 'b' : 'r', pool: { ...s.pool, [id]: k - 1 }, clock: 0 });
      }
    } else {
      const grid = [...s.grid];
      const capture = grid[ti] !== '.';
      grid[ti] = grid[fi]!;
      grid[fi] = '.';
      out.push({ grid, side: s.side === 'r' ? 'b' : 'r', pool: { ...s.pool }, clock: capture ? 0 : s.clock + 1 });
    }
  }
  return out;
}

function naivePerft(s: Naive, depth: number): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const c of naiveChildren(s)) n += naivePerft(c, depth - 1);
  return n;
}

describe('perft (notation.md)', () => {
  it('B1 B2 B3 perft from the start: 448, 192448, 78989568', () => {
    expect(perft(START_POSITION, 0)).toBe(1);
    expect(perft(START_POSITION, 1)).toBe(448);
    expect(perft(START_POSITION, 2)).toBe(192448);
    expect(perft(START_POSITION, 3)).toBe(78989568);
  });

  it('B1 B2 the naive reference agrees at the start', () => {
    expect(naivePerft(naiveParse(START_TEXT), 2)).toBe(192448);
  });

  // Positions reached by random play, plus hand-made ones for cannons, the clock and the end of a game.
  const cases: [string, number][] = [
    ['hX1RXX1r/RaASXSeh/H1saXS1g/XAXEEXXX r G1H1C1S1e1r1c2s2 3 16', 2],
    ['h4X1s/Ca2E2r/HCS1Sae1/s1S1A3 r s1 1 31', 4],
    ['5r1X/1Ae4c/H2E1a2/1Ae1ag2 r s1 0 46', 4],
    ['2a3C1/3GS1SA/1H5s/4A3 r - 117 76', 5],
    ['c1X1C1X1/1X1c3r/C2X1gX1/3R1X1h r A1E1S2e1s1 0 30', 3],
    ['8/8/8/1Rr3C1 b - 0 30', 3],
  ];
  for (const [text, depth] of cases) {
    it(`B3-B8 perft of ${text} to depth ${depth} matches the naive reference`, () => {
      const p = pos(text);
      const s = naiveParse(text);
      for (let d = 1; d <= depth; d++) expect(perft(p, d), `depth ${d}`).toBe(naivePerft(s, d));
    });
  }

  it("B4-B8 on random positions the legal actions are exactly the naive reference's", () => {
    fc.assert(
      fc.property(randomPosition, ({ position, text }) => {
        const mine = legalActions(position).map(makeAction).sort();
        expect(mine).toEqual(naiveActions(naiveParse(text)).sort());
      }),
      { numRuns: 1500 },
    );
  });
});
