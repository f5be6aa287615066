import { describe, expect, it } from 'vitest';
import {
  START_POSITION,
  applyMove,
  captureVerdict,
  explain,
  legalMoves,
  squareOf,
  status,
} from '../../../src/engine/jungle/index';
import { movesFrom, play, pos, setup } from './helpers';

const sq = (name: string): number => squareOf(name)!;

describe('J1 move', () => {
  it('J1 a piece steps one square horizontally or vertically onto empty land', () => {
    const p = setup({ d5: 'W', a9: 'e' });
    expect(movesFrom(p, 'd5')).toEqual(['d5d4', 'd5d6']); // c5 and e5 are water
    const q = setup({ d3: 'W', a9: 'e' });
    expect(movesFrom(q, 'd3')).toEqual(['d3c3', 'd3d2', 'd3d4', 'd3e3']);
    for (const m of ['d3c3', 'd3d2', 'd3d4', 'd3e3']) expect(explain(q, m)).toBe('legal');
  });

  it('J1 never diagonally, never more than one square', () => {
    const p = setup({ d3: 'W', a9: 'e' });
    expect(explain(p, 'd3c4')).toBe('diagonal');
    expect(explain(p, 'd3e2')).toBe('diagonal');
    expect(explain(p, 'd3d5')).toBe('not-adjacent');
    expect(explain(p, 'd3a3')).toBe('not-adjacent');
    expect(explain(p, 'd3d3')).toBe('same-square');
  });

  it('J1 never onto an own piece', () => {
    const p = setup({ d3: 'W', d4: 'C', a9: 'e' });
    expect(explain(p, 'd3d4')).toBe('own-piece-on-target');
    expect(movesFrom(p, 'd3')).not.toContain('d3d4');
  });

  it('J1 never into the own den, for either colour', () => {
    const red = setup({ c1: 'C', d2: 'L', a9: 'e' });
    expect(explain(red, 'c1d1')).toBe('own-den');
    expect(explain(red, 'd2d1')).toBe('own-den');
    expect(movesFrom(red, 'c1')).toEqual(['c1b1', 'c1c2']);
    const blue = setup({ d8: 'l', e9: 'c', a1: 'E' }, 'b');
    expect(explain(blue, 'd8d9')).toBe('own-den');
    expect(explain(blue, 'e9d9')).toBe('own-den');
  });

  it('J1 only the side to move moves, and only from an occupied square', () => {
    const p = pos(START_POSITION);
    expect(explain(p, 'a7a6')).toBe('not-your-piece');
    expect(explain(p, 'd4d5')).toBe('empty-square');
    expect(explain(p, 'a7a6x')).toBe('move-syntax');
    expect(explain(p, 'h1h2')).toBe('off-board');
    expect(explain(p, { from: 3, to: 99 })).toBe('off-board');
  });

  it('J1 the start position has exactly the 24 one-square moves of red', () => {
    const moves = legalMoves(pos(START_POSITION));
    expect(moves).toHaveLength(24);
    for (const m of moves) {
      const df = Math.abs((m.from % 7) - (m.to % 7));
      const dr = Math.abs(Math.floor(m.from / 7) - Math.floor(m.to / 7));
      expect(df + dr).toBe(1);
    }
  });
});

describe('J2 water', () => {
  it('J2 only rats enter water', () => {
    const p = setup({ a4: 'R', a5: 'C', d5: 'E', g5: 'L', a9: 'e' });
    expect(explain(p, 'a4b4')).toBe('legal');
    expect(explain(p, 'a5b5')).toBe('water-only-for-rats');
    expect(explain(p, 'd5c5')).toBe('water-only-for-rats');
    expect(explain(p, 'g5f5')).toBe('water-only-for-rats');
  });

  it('J2 a rat swims from water square to water square and back to land, without capture', () => {
    const p = setup({ b5: 'R', a9: 'e' });
    expect(movesFrom(p, 'b5')).toEqual(['b5a5', 'b5b4', 'b5b6', 'b5c5']);
    const after = play(p, 'b5c5');
    expect(after.clock).toBe(1);
  });

  it('J2 a rat in water captures a rat in water', () => {
    const p = setup({ b4: 'R', b5: 'r', a9: 'e' });
    expect(explain(p, 'b4b5')).toBe('legal');
    const after = play(p, 'b4b5');
    expect(after.board[sq('b5')]).toEqual({ colour: 'red', animal: 'R' });
    expect(after.board[sq('b4')]).toBeNull();
    expect(after.clock).toBe(0);
  });

  it('J2 a rat in water takes nothing on land: not a rat, not an elephant', () => {
    const p = setup({ c4: 'R', d4: 'e', b3: 'r', c9: 'c' });
    expect(explain(p, 'c4d4')).toBe('capture-across-water-edge');
    const q = setup({ b4: 'R', b3: 'r', g9: 'c' });
    expect(explain(q, 'b4b3')).toBe('capture-across-water-edge');
  });

  it('J2 nothing on land takes a rat in water: neither a rat nor an elephant', () => {
    const p = setup({ a4: 'R', b4: 'r', g9: 'c' });
    expect(explain(p, 'a4b4')).toBe('capture-across-water-edge');
    const q = setup({ a4: 'E', b4: 'r', g9: 'c' });
    expect(explain(q, 'a4b4')).toBe('water-only-for-rats');
    expect(movesFrom(q, 'a4')).toEqual(['a4a3', 'a4a5']);
  });

  it('J2 the same rats on the same side of the edge do capture: both on land', () => {
    const p = setup({ a4: 'R', a5: 'r', g9: 'c' });
    expect(explain(p, 'a4a5')).toBe('legal');
  });
});

describe('J3 capture', () => {
  it('J3 a piece captures an enemy of equal or lower strength', () => {
    const p = setup({ d3: 'W', d4: 'w', c3: 'c', e3: 'p', a9: 'e' });
    expect(explain(p, 'd3d4')).toBe('legal');
    expect(explain(p, 'd3c3')).toBe('legal');
    expect(explain(p, 'd3e3')).toBe('rank-too-low');
  });

  it('J3 every attacker against every defender on land: rat < cat < dog < wolf < leopard < tiger < lion < elephant', () => {
    const order = ['R', 'C', 'D', 'W', 'P', 'T', 'L', 'E'];
    const expected = (a: number, d: number): string => {
      if (a === 0 && d === 7) return 'legal';
      if (a === 7 && d === 0) return 'elephant-cannot-take-rat';
      return a >= d ? 'legal' : 'rank-too-low';
    };
    for (let a = 0; a < order.length; a++) {
      for (let d = 0; d < order.length; d++) {
        const p = setup({ d3: order[a]!, d4: order[d]!.toLowerCase() });
        expect(explain(p, 'd3d4'), `${order[a]} x ${order[d]}`).toBe(expected(a, d));
      }
    }
  });

  it('J3 on land the rat captures the elephant; the elephant never captures the rat', () => {
    const p = setup({ d3: 'R', d4: 'e', g9: 'c' });
    expect(explain(p, 'd3d4')).toBe('legal');
    const q = setup({ d3: 'r', d4: 'E', g9: 'C' }, 'r');
    expect(explain(q, 'd4d3')).toBe('elephant-cannot-take-rat');
    expect(movesFrom(q, 'd4')).toEqual(['d4d5']); // c4 and e4 are water, d3 holds the rat
  });

  it("J3 the elephant never takes a rat outside its own trap: on land, or on the rat side's own trap", () => {
    const land = setup({ a3: 'E', a4: 'r', g9: 'c' });
    expect(explain(land, 'a3a4')).toBe('elephant-cannot-take-rat');
    const ratOwnTrap = setup({ c8: 'E', c9: 'r', g9: 'c' });
    expect(explain(ratOwnTrap, 'c8c9')).toBe('elephant-cannot-take-rat');
    const elephantInEnemyTrap = setup({ d8: 'E', d7: 'r', g9: 'c' });
    expect(explain(elephantInEnemyTrap, 'd8d7')).toBe('elephant-cannot-take-rat');
  });

  it('J3 a capture removes the captured piece and resets the clock', () => {
    const p = setup({ d3: 'L', d4: 'c', a9: 'e' }, 'r', 17, 9);
    const after = play(p, 'd3d4');
    expect(after.board[sq('d4')]).toEqual({ colour: 'red', animal: 'L' });
    expect(after.board.filter((x) => x !== null)).toHaveLength(2);
    expect(after.clock).toBe(0);
  });
});

describe('J4 traps', () => {
  it('J4 a piece in an enemy trap has strength 0: any enemy captures it', () => {
    const p = setup({ d2: 'l', d3: 'R', c2: 'C', a9: 'e' });
    expect(explain(p, 'd3d2')).toBe('legal');
    expect(explain(p, 'c2d2')).toBe('legal');
    const blueSide = setup({ e9: 'E', e8: 'c', a1: 'L' }, 'b');
    expect(explain(blueSide, 'e8e9')).toBe('legal');
  });

  it("J4 the elephant may take a rat standing in the elephant's own trap", () => {
    const p = setup({ c2: 'E', c1: 'r', g9: 'c' });
    expect(explain(p, 'c2c1')).toBe('legal');
    const blue = setup({ d7: 'e', d8: 'R', a1: 'C' }, 'b');
    expect(explain(blue, 'd7d8')).toBe('legal');
  });

  it('J4 a trapped lion cannot take a cat, but the cat takes the lion', () => {
    const p = setup({ c9: 'L', b9: 'c', a1: 'E' });
    expect(explain(p, 'c9b9')).toBe('attacker-in-trap');
    expect(movesFrom(p, 'c9')).toEqual(['c9c8', 'c9d9']); // weak, but it may still step, even into the den
    const blueToMove = setup({ c9: 'L', b9: 'c', a1: 'E' }, 'b');
    expect(explain(blueToMove, 'b9c9')).toBe('legal');
  });

  it('J4 a trapped rat keeps the rat-elephant exception and takes nothing else', () => {
    const p = setup({ c9: 'R', c8: 'e', b9: 'c', a1: 'E' });
    expect(explain(p, 'c9c8')).toBe('legal');
    expect(explain(p, 'c9b9')).toBe('attacker-in-trap');
  });

  it('J4 the piece regains its strength on leaving the trap', () => {
    const start = setup({ c9: 'L', b9: 'c', g1: 'E' });
    expect(explain(start, 'c9b9')).toBe('attacker-in-trap');
    const left = play(start, 'c9c8', 'b9b8'); // the lion leaves the trap, the cat steps beside it
    expect(explain(left, 'c8b8')).toBe('legal');
  });

  it('J4 own traps never weaken a piece', () => {
    const p = setup({ d2: 'L', d3: 't', a9: 'e' }, 'b');
    expect(explain(p, 'd3d2')).toBe('rank-too-low');
    const q = setup({ d2: 'L', d3: 't', a9: 'e' });
    expect(explain(q, 'd2d3')).toBe('legal');
    const blue = setup({ e9: 'd', e8: 'C', a1: 'E' });
    expect(explain(blue, 'e8e9')).toBe('rank-too-low');
  });

  it('J4 a weakened attacker captures only a defender of strength 0 (checked on the rule itself)', () => {
    // Enemy traps lie at opposite ends, so on the board a trapped piece never reaches a trapped enemy;
    // the capture rule still states it: a red lion on c9 (blue trap) against a blue cat on e1 (red trap).
    expect(captureVerdict(7, sq('c9'), -2, sq('e1'))).toBe('ok');
    expect(captureVerdict(7, sq('c9'), -2, sq('e2'))).toBe('attacker-in-trap');
    expect(captureVerdict(8, sq('d8'), -1, sq('d2'))).toBe('ok');
    expect(captureVerdict(8, sq('d8'), -1, sq('d3'))).toBe('elephant-cannot-take-rat');
  });
});

describe('J5 jumps', () => {
  it('J5 a tiger jumps across a lake horizontally over two water squares', () => {
    const p = setup({ a5: 'T', g9: 'c' });
    expect(explain(p, 'a5d5')).toBe('legal');
    expect(movesFrom(p, 'a5')).toEqual(['a5a4', 'a5a6', 'a5d5']);
    const mid = setup({ d4: 'T', g9: 'c' });
    expect(movesFrom(mid, 'd4')).toEqual(['d4a4', 'd4d3', 'd4d5', 'd4g4']);
  });

  it('J5 a lion jumps along a lake vertically over three water squares, both ways', () => {
    const p = setup({ b3: 'L', f7: 'l' });
    expect(explain(p, 'b3b7')).toBe('legal');
    const q = setup({ f7: 'L', a9: 'e' });
    expect(explain(q, 'f7f3')).toBe('legal');
    expect(play(q, 'f7f3').board[sq('f3')]).toEqual({ colour: 'red', animal: 'L' });
  });

  it('J5 a friendly rat on the path blocks the jump, across and along', () => {
    const across = setup({ a5: 'T', c5: 'R', g9: 'c' });
    expect(explain(across, 'a5d5')).toBe('jump-blocked-by-rat');
    const along = setup({ c3: 'T', c6: 'R', g9: 'c' });
    expect(explain(along, 'c3c7')).toBe('jump-blocked-by-rat');
    expect(movesFrom(along, 'c3')).toEqual(['c3b3', 'c3c2', 'c3d3']);
  });

  it('J5 an enemy rat on the path blocks the jump, across and along', () => {
    const across = setup({ g4: 'T', e4: 'r', a9: 'e' });
    expect(explain(across, 'g4d4')).toBe('jump-blocked-by-rat');
    const along = setup({ e7: 'l', e5: 'R', a1: 'E' }, 'b');
    expect(explain(along, 'e7e3')).toBe('jump-blocked-by-rat');
  });

  it('J5 a rat in the same lake but off the path does not block', () => {
    const p = setup({ a5: 'T', c4: 'r', b6: 'R', g9: 'c' });
    expect(explain(p, 'a5d5')).toBe('legal');
    const q = setup({ b3: 'L', c5: 'r', g9: 'c' });
    expect(explain(q, 'b3b7')).toBe('legal');
  });

  it('J5 the landing square may hold an enemy the jumper may capture, not a stronger one or an own piece', () => {
    const base = { b3: 'T', a1: 'C' };
    expect(explain(setup({ ...base, b7: 'p', g9: 'c' }), 'b3b7')).toBe('legal');
    expect(explain(setup({ ...base, b7: 't', g9: 'c' }), 'b3b7')).toBe('legal');
    expect(explain(setup({ ...base, b7: 'l', g9: 'c' }), 'b3b7')).toBe('rank-too-low');
    expect(explain(setup({ ...base, b7: 'e', g9: 'c' }), 'b3b7')).toBe('rank-too-low');
    expect(explain(setup({ ...base, b7: 'W', g9: 'c' }), 'b3b7')).toBe('own-piece-on-target');
    const captured = play(setup({ ...base, b7: 'p', g9: 'c' }), 'b3b7');
    expect(captured.board[sq('b7')]).toEqual({ colour: 'red', animal: 'T' });
    expect(captured.board[sq('b3')]).toBeNull();
    expect(captured.clock).toBe(0);
  });

  it('J5 only the lion and the tiger jump', () => {
    for (const letter of ['R', 'C', 'D', 'W', 'P', 'E']) {
      const p = setup({ a5: letter, g9: 'c' });
      expect(explain(p, 'a5d5'), letter).toBe('not-a-jumper');
    }
  });

  it('J5 the jump is the whole move: no stopping in or beyond the lake', () => {
    const p = setup({ b3: 'T', g9: 'c' });
    expect(explain(p, 'b3b4')).toBe('water-only-for-rats');
    expect(explain(p, 'b3b5')).toBe('not-adjacent');
    expect(explain(p, 'b3b6')).toBe('not-adjacent');
    expect(explain(p, 'b3b8')).toBe('not-adjacent');
    const edge = setup({ a3: 'L', g9: 'c' });
    expect(explain(edge, 'a3a7')).toBe('not-adjacent');
  });
});

describe('J6 end', () => {
  it('J6 entering the enemy den wins at once for red and for blue', () => {
    const red = setup({ d8: 'C', a8: 'l' });
    expect(explain(red, 'd8d9')).toBe('legal');
    const won = play(red, 'd8d9');
    expect(status(won)).toEqual({ result: 'red-wins', reason: 'den-entered' });
    expect(legalMoves(won)).toEqual([]);
    expect(explain(won, 'a8a7')).toBe('game-over');
    const blue = setup({ c1: 'r', g9: 'L' }, 'b');
    expect(status(play(blue, 'c1d1'))).toEqual({ result: 'blue-wins', reason: 'den-entered' });
  });

  it('J6 a side to move with no legal move loses', () => {
    const stuck = setup({ a9: 'C', a8: 'l', b9: 't' });
    expect(legalMoves(stuck)).toEqual([]);
    expect(status(stuck)).toEqual({ result: 'blue-wins', reason: 'no-legal-move' });
    expect(explain(stuck, 'a9a8')).toBe('rank-too-low');
    const blueStuck = setup({ g1: 'c', f1: 'L', g2: 'T' }, 'b');
    expect(status(blueStuck)).toEqual({ result: 'red-wins', reason: 'no-legal-move' });
  });

  it('J6 a side with no pieces has no legal move and loses', () => {
    const p = setup({ d4: 'L', d5: 'c' });
    const after = play(p, 'd4d5');
    expect(status(after)).toEqual({ result: 'red-wins', reason: 'no-pieces' });
    expect(legalMoves(after)).toEqual([]);
  });

  it('J6 draw at exactly 60 half-moves without capture', () => {
    const p59 = setup({ d4: 'L', a9: 'c' }, 'r', 59, 40);
    expect(status(p59)).toEqual({ result: 'ongoing', reason: 'none' });
    const at60 = play(p59, 'd4d3');
    expect(at60.clock).toBe(60);
    expect(status(at60)).toEqual({ result: 'draw', reason: 'no-progress' });
    expect(legalMoves(at60)).toEqual([]);
    expect(explain(at60, 'a9a8')).toBe('game-over');
    const p58 = setup({ d4: 'L', a9: 'c' }, 'r', 58, 40);
    expect(status(play(p58, 'd4d3'))).toEqual({ result: 'ongoing', reason: 'none' });
  });

  it('J6 a capture on the 60th half-move resets the clock instead', () => {
    const p = setup({ d4: 'L', d5: 'c', a9: 'r' }, 'r', 59, 40);
    const after = play(p, 'd4d5');
    expect(after.clock).toBe(0);
    expect(status(after)).toEqual({ result: 'ongoing', reason: 'none' });
  });

  it('J6 entering the den on the 60th half-move wins: the den is checked first', () => {
    const p = setup({ d8: 'C', a1: 'c' }, 'r', 59, 40);
    const after = play(p, 'd8d9');
    expect(after.clock).toBe(60);
    expect(status(after)).toEqual({ result: 'red-wins', reason: 'den-entered' });
  });

  it('J6 the clock counts half-moves and the move number rises after blue moves', () => {
    const p = pos(START_POSITION);
    const a = play(p, 'b2b3');
    expect([a.turn, a.clock, a.moveNumber]).toEqual(['blue', 1, 1]);
    const b = play(a, 'a7a6');
    expect([b.turn, b.clock, b.moveNumber]).toEqual(['red', 2, 2]);
  });

  it('J6 there is no pass', () => {
    const p = pos(START_POSITION);
    expect(applyMove(p, 'a1a1')).toEqual({ ok: false, error: 'same-square' });
  });
});
