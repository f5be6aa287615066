import { describe, expect, it } from 'vitest';
import {
  POSITION_ERROR_REASONS,
  START_POSITION,
  START_TEXT,
  applyAction,
  explain,
  move,
  reveal,
  makePosition,
  parseAction,
  parsePosition,
  validatePosition,
  type PositionError,
} from '../../../src/engine/banqi';
import { Referee } from '../../../src/engine/banqi/referee-entry';
import { pos, sq } from './util';

const POOL = 'G1A2E2R2H2C2S5g1a2e2r2h2c2s5';
const X4 = 'XXXXXXXX/XXXXXXXX/XXXXXXXX/XXXXXXXX';

/** [text, field, reason]: every position notation.md calls invalid, plus our documented refusals. */
const BAD_POSITIONS: [string, PositionError['field'], PositionError['reason']][] = [
  ['', 'fields', 'field-count'],
  [`${X4} - ${POOL} 0`, 'fields', 'field-count'],
  [`${X4} - ${POOL} 0 1 1`, 'fields', 'field-count'],
  [`${X4}  - ${POOL} 0 1`, 'fields', 'field-count'],
  [`${START_TEXT} `, 'fields', 'field-count'],
  [`XXXXXXXX/XXXXXXXX/XXXXXXXX - ${POOL} 0 1`, 'board', 'rank-count'],
  [`${X4}/8 - ${POOL} 0 1`, 'board', 'rank-count'],
  ['7g/8/8/R7X r S1 0 1', 'board', 'rank-length'],
  ['7g/8/8/R6 r - 0 1', 'board', 'rank-length'],
  ['7g/8//R7 r - 0 1', 'board', 'rank-length'],
  ['7g/8/8/R6Q r - 0 1', 'board', 'bad-character'],
  ['7g/8/8/R6x r - 0 1', 'board', 'bad-character'],
  ['7g/8/8/R06 r - 0 1', 'board', 'bad-digit'],
  ['7g/9/8/R7 r - 0 1', 'board', 'bad-digit'],
  ['7g/8/8/R16 r - 0 1', 'board', 'adjacent-digits'],
  ['8/8/8/8 r - 0 1', 'board', 'empty-board'],
  ['7g/8/8/GG6 r - 0 1', 'board', 'exceeds-full-set'],
  ['7g/8/8/SSSSSS2 r - 0 1', 'board', 'exceeds-full-set'],
  ['7g/8/8/R7 w - 0 1', 'turn', 'bad-turn'],
  ['7g/8/8/R7 R - 0 1', 'turn', 'bad-turn'],
  ['7g/8/8/R7 rb - 0 1', 'turn', 'bad-turn'],
  [`XXXXXXXX/XXXXXXXX/XXXXXXXX/XXXXXXXG - A2E2R2H2C2S5g1a2e2r2h2c2s5 0 1`, 'turn', 'unassigned-after-reveal'],
  ['7g/8/8/R7 - - 0 1', 'turn', 'unassigned-after-reveal'],
  [`${X4} r ${POOL} 0 1`, 'turn', 'assigned-before-reveal'],
  ['7g/8/8/R6X r S 0 1', 'pool', 'pool-syntax'],
  ['7g/8/8/R6X r 1S 0 1', 'pool', 'pool-syntax'],
  ['7g/8/8/R6X r Q1 0 1', 'pool', 'pool-syntax'],
  ['7g/8/8/R6X r S01 0 1', 'pool', 'pool-syntax'],
  ['7g/8/8/R6X r S1- 0 1', 'pool', 'pool-syntax'],
  ['7g/8/8/R5XX r S1G1 0 1', 'pool', 'pool-order'],
  ['7g/8/8/R5XX r s1S1 0 1', 'pool', 'pool-order'],
  ['7g/8/8/R5XX r S1S1 0 1', 'pool', 'pool-order'],
  ['7g/8/8/R6X r S1A0 0 1', 'pool', 'zero-count'],
  ['7g/8/8/R6X r - 0 1', 'pool', 'pool-mismatch'],
  ['7g/8/8/R6X r S2 0 1', 'pool', 'pool-mismatch'],
  ['7g/8/8/R7 r S1 0 1', 'pool', 'pool-mismatch'],
  ['7g/8/8/R6X r g1 0 1', 'pool', 'exceeds-full-set'],
  ['7g/8/8/SSSSXX2 r S2 0 1', 'pool', 'exceeds-full-set'],
  ['7g/8/8/R6X r S9 0 1', 'pool', 'exceeds-full-set'],
  ['7g/8/8/R7 r - x 1', 'clock', 'not-a-number'],
  ['7g/8/8/R7 r - -1 1', 'clock', 'not-a-number'],
  ['7g/8/8/R7 r - 007 1', 'clock', 'not-a-number'],
  ['7g/8/8/R7 r - 1.5 1', 'clock', 'not-a-number'],
  ['7g/8/8/R7 r - 121 1', 'clock', 'out-of-range'],
  ['7g/8/8/R7 r - 99999999999999999999 1', 'clock', 'out-of-range'],
  [`${X4} - ${POOL} 3 1`, 'clock', 'not-at-start'],
  ['7g/8/8/R7 r - 0 0', 'move-number', 'out-of-range'],
  ['7g/8/8/R7 r - 0 1000000000000000', 'move-number', 'out-of-range'],
  ['7g/8/8/R7 r - 0 01', 'move-number', 'not-a-number'],
  ['7g/8/8/R7 r - 0 +1', 'move-number', 'not-a-number'],
  [`${X4} - ${POOL} 0 2`, 'move-number', 'not-at-start'],
];

describe('bad positions', () => {
  for (const [text, field, reason] of BAD_POSITIONS) {
    it(`notation refuses '${text}' (${field}: ${reason})`, () => {
      const r = parsePosition(text);
      expect(r.ok ? 'accepted' : `${r.error.field}: ${r.error.reason}`).toBe(`${field}: ${reason}`);
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(0);
    });
  }

  it('notation: every documented position error reason is exercised by the table', () => {
    const used = new Set([...BAD_POSITIONS.map(([, , reason]) => reason), 'not-text']);
    expect(POSITION_ERROR_REASONS.filter((r) => !used.has(r))).toEqual([]);
  });

  it('notation refuses non-text without throwing', () => {
    for (const value of [undefined, null, 42, {}, [START_TEXT]]) {
      const r = parsePosition(value);
      expect(r.ok || r.error).toMatchObject({ field: 'fields', reason: 'not-text' });
    }
  });

  it('notation: validatePosition applies the same checks to positions built in code', () => {
    const cells = [...START_POSITION.cells];
    cells[0] = 'Q' as never;
    const r = validatePosition({ ...START_POSITION, cells });
    expect(r.ok || r.error.reason).toBe('bad-character');
    const fine = validatePosition({ ...START_POSITION });
    expect(fine.ok && makePosition(fine.value)).toBe(START_TEXT);
  });
});

describe('bad moves', () => {
  const p = pos('7g/8/2X5/2R5 r A1 0 10');
  const table: [string, string][] = [
    ['', 'move-syntax'],
    ['c1', 'move-syntax'],
    ['c1c2x', 'move-syntax'],
    ['C1C2', 'move-syntax'],
    [' c1c2', 'move-syntax'],
    ['c1-c2', 'move-syntax'],
    ['c1c2=A', 'move-syntax'],
    ['c2c2=X', 'move-syntax'],
    ['c2c2=q', 'move-syntax'],
    ['c0c1', 'move-syntax'],
    ['i1i1', 'off-board'],
    ['c1c5', 'off-board'],
    ['c2c2=G', 'not-in-pool'],
    ['c2c2=A', 'legal'],
    ['c1c2', 'target-face-down'],
  ];
  for (const [move, reason] of table) {
    it(`B3 B4 explain '${move}' gives ${reason}`, () => {
      expect(explain(p, move)).toBe(reason);
      if (reason === 'move-syntax' || reason === 'off-board')
        expect(parseAction(move)).toEqual({ ok: false, error: reason });
    });
  }

  it('B3 B4 action objects with squares off the board are refused, not thrown on', () => {
    expect(explain(p, move(-1, 0))).toBe('off-board');
    expect(explain(p, move(0, 32))).toBe('off-board');
    expect(explain(p, reveal(1.5))).toBe('off-board');
    expect(applyAction(p, move(31, 39))).toEqual({ ok: false, error: 'off-board' });
    expect(applyAction(p, reveal(sq('c2'), 'Q' as never))).toEqual({ ok: false, error: 'not-in-pool' });
  });

  it('B3 a refused action changes nothing, not even the random draws', () => {
    const plain = new Referee(START_POSITION, { type: 'seed', seed: 99 });
    const tried = new Referee(START_POSITION, { type: 'seed', seed: 99 });
    expect(tried.play('a1a2').ok).toBe(false);
    expect(tried.play('zz').ok).toBe(false);
    expect(tried.position).toBe(START_POSITION);
    expect(plain.play('d2d2')).toEqual(tried.play('d2d2'));
    expect(makePosition(plain.position)).toBe(makePosition(tried.position));
  });
});
