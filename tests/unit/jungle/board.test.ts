import { describe, expect, it } from 'vitest';
import {
  JungleBoard,
  MAX_MOVES,
  START_POSITION,
  boardStatus,
  decodeMove,
  encodeMove,
  makeMove,
  moveFrom,
  moveTo,
  squareOf,
} from '../../../src/engine/jungle/index';
import { play, pos, setup } from './helpers';

const sq = (name: string): number => squareOf(name)!;
const enc = (text: string): number => encodeMove(sq(text.slice(0, 2)), sq(text.slice(2)));

describe('JungleBoard (fast board for search)', () => {
  it('encodes moves as from | to << 6', () => {
    const m = enc('g9g8');
    expect([moveFrom(m), moveTo(m)]).toEqual([sq('g9'), sq('g8')]);
    expect(decodeMove(m)).toEqual({ from: sq('g9'), to: sq('g8') });
    expect(makeMove(decodeMove(m))).toBe('g9g8');
  });

  it('gives the same Zobrist key to a position reached by two move orders, a different one otherwise', () => {
    const a = JungleBoard.fromPosition(pos(START_POSITION));
    const b = JungleBoard.fromPosition(pos(START_POSITION));
    for (const m of ['b2b3', 'a7a6', 'f2f3', 'g9g8']) a.make(enc(m));
    for (const m of ['f2f3', 'g9g8', 'b2b3', 'a7a6']) b.make(enc(m));
    expect([a.hashLo, a.hashHi]).toEqual([b.hashLo, b.hashHi]);
    const fresh = JungleBoard.fromPosition(play(pos(START_POSITION), 'b2b3', 'a7a6', 'f2f3', 'g9g8'));
    expect([a.hashLo, a.hashHi]).toEqual([fresh.hashLo, fresh.hashHi]);
    const start = JungleBoard.fromPosition(pos(START_POSITION));
    const blueToMove = JungleBoard.fromPosition({ ...pos(START_POSITION), turn: 'blue' });
    expect([start.hashLo, start.hashHi]).not.toEqual([blueToMove.hashLo, blueToMove.hashHi]);
    expect([start.hashLo, start.hashHi]).not.toEqual([a.hashLo, a.hashHi]);
  });

  it('generates captures only, for quiescence', () => {
    // red lion d3 can take the cat on d4, not the elephant on c3; the red rat b4 (water) can take the rat b5
    const b = JungleBoard.fromPosition(setup({ d3: 'L', d4: 'c', c3: 'e', b4: 'R', b5: 'r', a4: 'd' }));
    const buf = new Int32Array(MAX_MOVES);
    const n = b.generateCaptures(buf);
    expect(Array.from(buf.subarray(0, n), (m) => makeMove(decodeMove(m))).sort()).toEqual(['b4b5', 'd3d4']);
  });

  it('make/unmake restores cells, clock, move number and key; the undo stack grows past 256 plies', () => {
    const b = JungleBoard.fromPosition(setup({ d4: 'L', a9: 'c', a1: 'E' }, 'r', 0, 5));
    const before = b.toPosition();
    const key = [b.hashLo, b.hashHi];
    // makeMove does not check legality, so shuttle two pieces for 600 plies (past the clock limit)
    for (let i = 0; i < 300; i++) {
      b.make(i % 2 === 0 ? enc('d4d3') : enc('d3d4'));
      b.make(i % 2 === 0 ? enc('a9a8') : enc('a8a9'));
    }
    expect(b.depth).toBe(600);
    expect(b.moveNumber).toBe(305);
    expect(b.clock).toBe(600);
    expect([b.hashLo, b.hashHi]).toEqual(key);
    for (let i = 0; i < 600; i++) b.unmake();
    expect(b.toPosition()).toEqual(before);
    expect([b.hashLo, b.hashHi]).toEqual(key);
    expect(() => b.unmake()).toThrow();
  });

  it('a finished board generates nothing: den entered, clock at 60', () => {
    const buf = new Int32Array(MAX_MOVES);
    const den = JungleBoard.fromPosition(setup({ d9: 'C', a9: 'l' }, 'b'));
    expect(den.denEntered()).toBe(true);
    expect(den.generate(buf)).toBe(0);
    expect(boardStatus(den)).toEqual({ result: 'red-wins', reason: 'den-entered' });
    const clock = JungleBoard.fromPosition(setup({ d4: 'L', a9: 'c' }, 'r', 60, 31));
    expect(clock.decidedWithoutMoves()).toBe(true);
    expect(clock.generate(buf)).toBe(0);
    const live = JungleBoard.fromPosition(setup({ d4: 'L', a9: 'c' }, 'r', 59, 31));
    expect(live.decidedWithoutMoves()).toBe(false);
    expect(live.countMoves()).toBe(4);
  });

  it('tracks piece squares and captured pieces through make/unmake', () => {
    const b = JungleBoard.fromPosition(setup({ d3: 'L', d4: 'c', a9: 'e' }));
    expect(b.pieceSquare(7)).toBe(sq('d3'));
    expect(b.pieceSquare(-2)).toBe(sq('d4'));
    b.make(enc('d3d4'));
    expect(b.pieceSquare(7)).toBe(sq('d4'));
    expect(b.pieceSquare(-2)).toBe(-1);
    expect(b.clock).toBe(0);
    b.unmake();
    expect(b.pieceSquare(-2)).toBe(sq('d4'));
    expect(b.clone().toPosition()).toEqual(b.toPosition());
  });

  it('a null move (search only) hands the move over, runs the clock, and unmakeNull restores all', () => {
    const b = JungleBoard.fromPosition(pos(START_POSITION));
    b.make(enc('b2b3'));
    const before = { side: b.side, clock: b.clock, lo: b.hashLo, hi: b.hashHi, move: b.moveNumber };
    b.makeNull();
    expect([b.side, b.clock]).toEqual([-before.side, before.clock + 1]);
    expect([b.hashLo, b.hashHi]).not.toEqual([before.lo, before.hi]);
    // the key after a pass is the key of the same pieces with the other side to move
    const other = JungleBoard.fromPosition({ ...b.toPosition(), clock: 0 });
    expect([b.hashLo, b.hashHi]).toEqual([other.hashLo, other.hashHi]);
    b.make(enc('a7a6'));
    b.unmake();
    b.unmakeNull();
    expect({ side: b.side, clock: b.clock, lo: b.hashLo, hi: b.hashHi, move: b.moveNumber }).toEqual(before);
    b.unmake();
    expect(b.toPosition()).toEqual(pos(START_POSITION));
  });

  it('hasMove agrees with countMoves', () => {
    const cases = [
      START_POSITION,
      '7/7/7/7/7/7/7/d6/C6 r 0 5', // one move
      '7/7/7/7/7/7/7/d6/Cw5 r 0 5', // the cat is walled in by a dog and a wolf it cannot take
      '3L3/7/7/7/7/7/7/7/l6 b 3 20', // den entered
    ];
    for (const text of cases) {
      const b = JungleBoard.fromPosition(pos(text));
      expect(b.hasMove(), text).toBe(b.countMoves() > 0);
    }
    expect(JungleBoard.fromPosition(pos(cases[2]!)).hasMove()).toBe(false);
    expect(JungleBoard.fromPosition(pos(cases[1]!)).hasMove()).toBe(true);
  });
});
