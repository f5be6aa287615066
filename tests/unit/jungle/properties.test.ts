import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ILLEGAL_REASONS,
  JungleBoard,
  MAX_MOVES,
  POSITION_ERROR_REASONS,
  START_POSITION,
  WATER_SQUARES,
  applyMove,
  explain,
  legalMoves,
  makeMove,
  makePosition,
  parsePosition,
  perft,
  status,
  type Move,
  type Position,
} from '../../../src/engine/jungle/index';
import { layout, refMoves, refParse, refPerft } from './reference';

const LETTERS = ['R', 'C', 'D', 'W', 'P', 'T', 'L', 'E', 'r', 'c', 'd', 'w', 'p', 't', 'l', 'e'];
const pieceCount = (p: Position): number => p.board.filter((x) => x !== null).length;

/** Everything that must hold in one accepted position; returns the legal moves. */
function checkPosition(p: Position): Move[] {
  const problems: string[] = [];
  const text = makePosition(p);
  const again = parsePosition(text);
  if (!again.ok || makePosition(again.value) !== text) problems.push('round trip');
  if (again.ok) expect(again.value).toEqual(p);

  const moves = legalMoves(p);
  const texts = moves.map(makeMove);
  expect(texts).toEqual(refMoves(refParse(text)));
  if ((status(p).result === 'ongoing') !== moves.length > 0) problems.push('status vs moves');

  // explain agrees with the generator on every straight-line target of every piece of the side to move
  const legal = new Set(texts);
  for (let from = 0; from < 63; from++) {
    if (p.board[from]?.colour !== p.turn) continue;
    for (let to = 0; to < 63; to++) {
      if (to % 7 !== from % 7 && Math.floor(to / 7) !== Math.floor(from / 7)) continue;
      const verdict = explain(p, { from, to });
      const move = makeMove({ from, to });
      const ok = legal.has(move) ? verdict === 'legal' : (ILLEGAL_REASONS as readonly string[]).includes(verdict);
      if (!ok) problems.push(`explain ${move}: ${verdict}`);
    }
  }

  // the fast board: same moves, captures-only is the capturing subset, make/unmake restores everything
  const b = JungleBoard.fromPosition(p);
  const buf = new Int32Array(MAX_MOVES * 2);
  const n = b.generate(buf);
  const nc = b.generateCaptures(buf, MAX_MOVES);
  const all = Array.from(buf.subarray(0, n));
  const caps = Array.from(buf.subarray(MAX_MOVES, MAX_MOVES + nc));
  expect(all.map((m) => makeMove({ from: m & 63, to: m >> 6 })).sort()).toEqual(texts);
  expect(caps.sort()).toEqual(all.filter((m) => p.board[m >> 6] !== null).sort());
  const key = `${b.hashLo} ${b.hashHi}`;
  for (const m of all) {
    const move = makeMove({ from: m & 63, to: m >> 6 });
    b.make(m);
    const after = applyMove(p, move);
    if (!after.ok) problems.push(`applyMove ${move}: ${after.error}`);
    else {
      if (makePosition(b.toPosition()) !== makePosition(after.value)) problems.push(`board after ${move}`);
      const fresh = JungleBoard.fromPosition(after.value);
      if (`${b.hashLo} ${b.hashHi}` !== `${fresh.hashLo} ${fresh.hashHi}`) problems.push(`hash after ${move}`);
    }
    b.unmake();
    if (makePosition(b.toPosition()) !== text || `${b.hashLo} ${b.hashHi}` !== key) problems.push(`unmake ${move}`);
  }
  expect(problems, text).toEqual([]);
  return moves;
}

/** Pieces only disappear by capture, one at a time; nothing else changes but the mover. */
function checkConservation(before: Position, m: Move, after: Position): void {
  const mover = before.board[m.from]!;
  const target = before.board[m.to] ?? null;
  expect(after.board[m.to]).toEqual(mover);
  expect(after.board[m.from]).toBeNull();
  const changed = after.board.flatMap((x, s) => (s !== m.from && s !== m.to && x !== before.board[s] ? [s] : []));
  expect(changed).toEqual([]);
  expect(pieceCount(after)).toBe(pieceCount(before) - (target ? 1 : 0));
  if (target) expect(target.colour).not.toBe(mover.colour);
  expect(after.clock).toBe(target ? 0 : before.clock + 1);
}

describe('Jungle properties (fast-check)', () => {
  it('random play from the start: pieces conserved, round trips, engine = reference = explain = fast board', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 100 }), (choices) => {
        const start = parsePosition(START_POSITION);
        if (!start.ok) throw new Error('start');
        let p = start.value;
        for (const c of choices) {
          const moves = checkPosition(p);
          if (moves.length === 0) break;
          const m = moves[c % moves.length]!;
          const next = applyMove(p, m);
          expect(next.ok).toBe(true);
          if (!next.ok) break;
          checkConservation(p, m, next.value);
          p = next.value;
        }
      }),
      { numRuns: 12 },
    );
  });

  it('random placements: accepted positions obey every check, refused ones give a listed reason', () => {
    // Mostly valid by construction (non-rats on land squares), so that most samples test the rules;
    // collisions, a piece in its own den, both dens taken or a den entered by the side to move get refused.
    const land = Array.from({ length: 63 }, (_, s) => s).filter((s) => !WATER_SQUARES.includes(s));
    const placement = fc.record({
      squares: fc.array(fc.option(fc.nat(), { nil: undefined, freq: 3 }), { minLength: 16, maxLength: 16 }),
      red: fc.boolean(),
      clock: fc.integer({ min: 0, max: 60 }),
    });
    let accepted = 0;
    fc.assert(
      fc.property(placement, ({ squares, red, clock }) => {
        const pieces: Record<string, string> = {};
        squares.forEach((n, i) => {
          if (n === undefined) return;
          const rat = LETTERS[i] === 'R' || LETTERS[i] === 'r';
          const s = rat ? n % 63 : land[n % land.length]!;
          pieces['abcdefg'[s % 7]! + String(Math.floor(s / 7) + 1)] = LETTERS[i]!;
        });
        const text = layout(pieces, red ? 'r' : 'b', clock, 1 + clock);
        const r = parsePosition(text);
        if (!r.ok) {
          expect(POSITION_ERROR_REASONS).toContain(r.error.reason);
          return;
        }
        accepted++;
        checkPosition(r.value);
        expect(perft(r.value, 2)).toBe(refPerft(refParse(text), 2));
      }),
      { numRuns: 150 },
    );
    expect(accepted).toBeGreaterThan(75);
  });

  it('parsePosition never throws, and accepted text is canonical (make(parse(t)) = t)', () => {
    const alphabet = fc.constantFrom(...'rcdwptleRCDWPTLE0123456789/ b-x'.split(''));
    const mutated = fc.tuple(fc.nat(), fc.nat(), alphabet).map(([i, j, ch]) => {
      const t = START_POSITION;
      const a = i % t.length;
      return j % 2 === 0 ? t.slice(0, a) + ch + t.slice(a + 1) : t.slice(0, a) + t.slice(a + 1);
    });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 40 }), mutated), (text) => {
        const r = parsePosition(text);
        if (r.ok) expect(makePosition(r.value)).toBe(text);
        else expect(POSITION_ERROR_REASONS).toContain(r.error.reason);
      }),
      { numRuns: 1000 },
    );
  });

  it('explain and applyMove never throw on any move object or text', () => {
    const start = parsePosition(START_POSITION);
    if (!start.ok) throw new Error('start');
    const anyNumber = fc.oneof(fc.integer({ min: -5, max: 70 }), fc.double());
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.record({ from: anyNumber, to: anyNumber })), (move) => {
        const verdict = explain(start.value, move);
        expect(['legal', ...ILLEGAL_REASONS]).toContain(verdict);
        const r = applyMove(start.value, move);
        expect(r.ok).toBe(verdict === 'legal');
      }),
      { numRuns: 500 },
    );
  });
});
