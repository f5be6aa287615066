import { describe, expect, it } from 'vitest';
import {
  DEN_SQUARE,
  ILLEGAL_REASONS,
  POSITION_ERROR_REASONS,
  START_POSITION,
  STATUS_REASONS,
  TERRAIN,
  TRAP_SQUARES,
  WATER_SQUARES,
  validatePosition,
  makeMove,
  makePosition,
  parseMove,
  parsePosition,
  squareOf,
  nameOf,
  startPosition,
  terrainAt,
  type PositionErrorReason,
  type PositionField,
} from '../../../src/engine/jungle/index';
import { layout } from './reference';

const sq = (name: string): number => squareOf(name)!;

describe('Jungle terrain (rules.md)', () => {
  it('has two lakes of six water squares, three traps and a den per side, land elsewhere', () => {
    const names = (kind: string): string[] => TERRAIN.flatMap((t, s) => (t.kind === kind ? [nameOf(s)] : [])).sort();
    expect(names('water')).toEqual(['b4', 'b5', 'b6', 'c4', 'c5', 'c6', 'e4', 'e5', 'e6', 'f4', 'f5', 'f6']);
    expect(names('trap')).toEqual(['c1', 'c9', 'd2', 'd8', 'e1', 'e9']);
    expect(names('den')).toEqual(['d1', 'd9']);
    expect(names('land')).toHaveLength(63 - 12 - 6 - 2);
    expect(WATER_SQUARES).toHaveLength(12);
  });

  it('names the owner of every trap and den', () => {
    expect(terrainAt(sq('d1'))).toEqual({ kind: 'den', owner: 'red' });
    expect(terrainAt(sq('d9'))).toEqual({ kind: 'den', owner: 'blue' });
    for (const s of ['c1', 'e1', 'd2']) expect(terrainAt(sq(s))).toEqual({ kind: 'trap', owner: 'red' });
    for (const s of ['c9', 'e9', 'd8']) expect(terrainAt(sq(s))).toEqual({ kind: 'trap', owner: 'blue' });
    expect(TRAP_SQUARES.red.map(nameOf).sort()).toEqual(['c1', 'd2', 'e1']);
    expect(DEN_SQUARE).toEqual({ red: sq('d1'), blue: sq('d9') });
    expect(terrainAt(sq('d5'))).toEqual({ kind: 'land' });
    expect(terrainAt(sq('c5'))).toEqual({ kind: 'water' });
  });
});

describe('Jungle position notation', () => {
  it('reads the start position with every piece on its square', () => {
    const p = startPosition();
    const at = (s: string): string => {
      const piece = p.board[sq(s)];
      return piece ? (piece.colour === 'red' ? piece.animal : piece.animal.toLowerCase()) : '.';
    };
    const expected: Record<string, string> = {
      a1: 'T',
      g1: 'L',
      b2: 'C',
      f2: 'D',
      a3: 'E',
      c3: 'W',
      e3: 'P',
      g3: 'R',
      a9: 'l',
      g9: 't',
      b8: 'd',
      f8: 'c',
      a7: 'r',
      c7: 'p',
      e7: 'w',
      g7: 'e',
    };
    for (let s = 0; s < 63; s++) expect(at(nameOf(s)), nameOf(s)).toBe(expected[nameOf(s)] ?? '.');
    expect([p.turn, p.clock, p.moveNumber]).toEqual(['red', 0, 1]);
    expect(makePosition(p)).toBe(START_POSITION);
  });

  it('writes canonical text that reads back to the same position', () => {
    const texts = [
      START_POSITION,
      layout({ c4: 'R', b6: 'r', d2: 'l', e9: 'E' }, 'b', 37, 52),
      layout({ d9: 'C', a1: 'l' }, 'b', 60, 31),
      layout({ g9: 'e' }, 'r', 0, 1),
    ];
    for (const text of texts) {
      const r = parsePosition(text);
      expect(r.ok, text).toBe(true);
      if (r.ok) expect(makePosition(r.value)).toBe(text);
    }
  });

  const bad: readonly [string, PositionField, PositionErrorReason][] = [
    ['', 'fields', 'field-count'],
    [`${START_POSITION} `, 'fields', 'field-count'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L  r 0 1', 'fields', 'field-count'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0', 'fields', 'field-count'],
    [`${START_POSITION} 5`, 'fields', 'field-count'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1 r 0 1', 'board', 'rank-count'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L/7 r 0 1', 'board', 'rank-count'],
    ['l4t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1', 'board', 'rank-length'],
    ['l5t/1d3c1/r1p1w1e/6/7/7/E1W1P1R/1C3D1/T5L r 0 1', 'board', 'rank-length'],
    ['l6t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1', 'board', 'rank-length'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1RR/1C3D1/T5L r 0 1', 'board', 'rank-length'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5X r 0 1', 'board', 'bad-character'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5G r 0 1', 'board', 'bad-character'],
    ['l5t/1d3c1/r1p1w1e/7/7/8/E1W1P1R/1C3D1/T5L r 0 1', 'board', 'bad-digit'],
    ['l5t/1d3c1/r1p1w1e/7/07/7/E1W1P1R/1C3D1/T5L r 0 1', 'board', 'bad-digit'],
    ['l5t/1d3c1/r1p1w1e/7/34/7/E1W1P1R/1C3D1/T5L r 0 1', 'board', 'adjacent-digits'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5T r 0 1', 'board', 'duplicate-piece'],
    ['l5l/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1', 'board', 'duplicate-piece'],
    [layout({ d1: 'C', a9: 'l' }), 'board', 'piece-in-own-den'],
    [layout({ d9: 'c', a1: 'L' }), 'board', 'piece-in-own-den'],
    [layout({ b4: 'C', a9: 'l' }), 'board', 'non-rat-in-water'],
    [layout({ f6: 'e', a1: 'L' }), 'board', 'non-rat-in-water'],
    [layout({ d9: 'C', d1: 'c' }, 'b'), 'board', 'both-dens-entered'],
    ['7/7/7/7/7/7/7/7/7 r 0 1', 'board', 'empty-board'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w 0 1', 'turn', 'bad-turn'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L red 0 1', 'turn', 'bad-turn'],
    [layout({ d9: 'C', a1: 'l' }, 'r'), 'turn', 'den-entered-by-side-to-move'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r -1 1', 'clock', 'not-a-number'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 01 1', 'clock', 'not-a-number'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r x 1', 'clock', 'not-a-number'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 61 1', 'clock', 'out-of-range'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1.5', 'move-number', 'not-a-number'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 0', 'move-number', 'out-of-range'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 99999999999999999999', 'move-number', 'out-of-range'],
    ['l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 10001', 'move-number', 'out-of-range'],
  ];

  it.each(bad)('refuses %j with %s / %s', (text, field, reason) => {
    const r = parsePosition(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.field).toBe(field);
      expect(r.error.reason).toBe(reason);
      expect(r.error.message.length).toBeGreaterThan(0);
    }
  });

  it('refuses what is no text at all with not-text, without throwing', () => {
    for (const value of [undefined, null, 42, {}, [START_POSITION], Symbol('p')]) {
      const r = parsePosition(value);
      expect(r.ok || r.error).toMatchObject({ field: 'fields', reason: 'not-text' });
    }
  });

  it('covers every position error reason in the bad-input tables', () => {
    expect(new Set([...bad.map((b) => b[2]), 'not-text'])).toEqual(new Set(POSITION_ERROR_REASONS));
  });

  it('accepts the clock at 60 and a piece in the enemy den with the other side to move (finished games)', () => {
    expect(parsePosition(layout({ d4: 'L', a9: 'c' }, 'b', 60, 31)).ok).toBe(true);
    expect(parsePosition(layout({ d9: 'C', a1: 'l' }, 'b')).ok).toBe(true);
    expect(parsePosition(layout({ d1: 'c', a9: 'L' }, 'r')).ok).toBe(true);
    expect(parsePosition(layout({ b5: 'R', c5: 'r', a1: 'E' })).ok).toBe(true);
    expect(parsePosition(layout({ d4: 'L', a9: 'c' }, 'r', 0, 10000)).ok).toBe(true);
  });

  it('validatePosition validates a position built in code', () => {
    const p = startPosition();
    const board = p.board.slice();
    board[sq('b4')] = { colour: 'red', animal: 'E' };
    board[sq('a3')] = null;
    const r = validatePosition({ ...p, board });
    expect(r.ok ? 'ok' : r.error.reason).toBe('non-rat-in-water');
    expect(validatePosition(p).ok).toBe(true);
  });

  it('uses kebab-case codes, each listed once', () => {
    for (const list of [POSITION_ERROR_REASONS, ILLEGAL_REASONS, STATUS_REASONS]) {
      expect(new Set(list).size).toBe(list.length);
      for (const code of list) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });
});

describe('Jungle move notation', () => {
  it('reads and writes every from-to pair of squares', () => {
    const wrong: string[] = [];
    for (let from = 0; from < 63; from++) {
      for (let to = 0; to < 63; to++) {
        const text = makeMove({ from, to });
        const back = parseMove(text);
        if (text !== nameOf(from) + nameOf(to) || !back.ok || back.value.from !== from || back.value.to !== to) {
          wrong.push(text);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(makeMove({ from: 0, to: 62 })).toBe('a1g9');
  });

  it.each([
    ['', 'move-syntax'],
    ['b2', 'move-syntax'],
    ['b2-b3', 'move-syntax'],
    ['B2B3', 'move-syntax'],
    ['b2b3=r', 'move-syntax'],
    ['b0b1', 'move-syntax'],
    ['b2b3 ', 'move-syntax'],
    ['h2h3', 'off-board'],
    ['a1a10', 'move-syntax'],
  ])('refuses move text %j (%s)', (text, code) => {
    expect(parseMove(text)).toEqual({ ok: false, error: code });
  });
});
