import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { banqiEditor } from '../../../src/editor/banqi-spec';
import {
  countOnBoard,
  draftText,
  emptyDraft,
  faceDownCount,
  judgeDraft,
  moveContent,
  place,
  poolOfTheRest,
  poolTotal,
  put,
  readDraft,
  setPoolCount,
  type Draft,
} from '../../../src/editor/draft';
import { jungleEditor } from '../../../src/editor/jungle-spec';
import type { EditorSpec } from '../../../src/editor/spec';

const BANQI_START = 'XXXXXXXX/XXXXXXXX/XXXXXXXX/XXXXXXXX - G1A2E2R2H2C2S5g1a2e2r2h2c2s5 0 1';
const JUNGLE_START = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1';

function read<P>(spec: EditorSpec<P>, text: string): Draft {
  const r = readDraft(spec, text);
  if (!r.ok) throw new Error(`${text}: ${r.error.reason}`);
  return r.value;
}

/** Index of a square name in a draft's cells (a1 = 0). */
const at = <P>(spec: EditorSpec<P>, sq: string): number =>
  (Number(sq.slice(1)) - 1) * spec.dims.files + (sq.charCodeAt(0) - 97);

const reasonOf = <P>(spec: EditorSpec<P>, draft: Draft): string => {
  const r = judgeDraft(spec, draft);
  return r.ok ? 'valid' : `${r.error.field}/${r.error.reason}`;
};

describe('reading and writing a draft', () => {
  it('reads both starts and writes them back unchanged', () => {
    expect(draftText(banqiEditor, read(banqiEditor, BANQI_START))).toBe(BANQI_START);
    expect(draftText(jungleEditor, read(jungleEditor, JUNGLE_START))).toBe(JUNGLE_START);
    expect(read(banqiEditor, BANQI_START).pool).toMatchObject({ G: 1, S: 5, g: 1, s: 5 });
  });

  it('loads a readable position the engine refuses, so the editor can show and fix it', () => {
    // A red lion on its own den d1 (J rules: never allowed).
    const draft = read(jungleEditor, '7/7/7/7/7/7/7/7/3L2r r 0 1');
    expect(reasonOf(jungleEditor, draft)).toBe('board/piece-in-own-den');
    expect(reasonOf(jungleEditor, moveContent(draft, at(jungleEditor, 'd1'), at(jungleEditor, 'd2')))).toBe('valid');
  });

  it('refuses unreadable text naming the field and the parser code of what is wrong there', () => {
    const why = <P>(spec: EditorSpec<P>, text: string): string => {
      const r = readDraft(spec, text);
      return r.ok ? 'read' : `${r.error.field}/${r.error.reason}`;
    };
    expect(why(banqiEditor, 'XXXXXXXX/XXXXXXXX - - 0 1')).toBe('board/rank-count');
    expect(why(banqiEditor, 'X7/8/8/8 r S1  0 1')).toBe('fields/field-count');
    expect(why(banqiEditor, 'X7/8/8/8 w S1 0 1')).toBe('turn/bad-turn');
    expect(why(banqiEditor, 'X7/8/8/8 r Q1 0 1')).toBe('pool/pool-syntax');
    expect(why(banqiEditor, 'X7/8/8/8 r S1 0 -1')).toBe('move-number/not-a-number');
    // The den is the engine's business; the clock is what cannot be read at all.
    expect(why(jungleEditor, '7/7/7/7/7/7/7/7/3L2r r x 1')).toBe('clock/not-a-number');
    expect(why(jungleEditor, '7/7/7/7/7/7/7/7/3X2r r 0 1')).toBe('board/bad-character');
  });

  const banqiDraft: fc.Arbitrary<Draft> = fc.record({
    cells: fc.array(fc.constantFrom('', ...banqiEditor.palette), { minLength: 32, maxLength: 32 }),
    turn: fc.constantFrom(...banqiEditor.turns),
    pool: fc.dictionary(
      fc.constantFrom('G', 'A', 'E', 'R', 'H', 'C', 'S', 'g', 'a', 'e', 'r', 'h', 'c', 's'),
      fc.integer({ min: 1, max: 5 }),
    ),
    clock: fc.integer({ min: 0, max: 200 }),
    moveNumber: fc.integer({ min: 1, max: 9999 }),
  });

  it('round-trips any Banqi draft through its notation', () => {
    fc.assert(
      fc.property(banqiDraft, (draft) => {
        expect(read(banqiEditor, draftText(banqiEditor, draft))).toEqual(draft);
      }),
    );
  });

  it('round-trips any Jungle draft through its notation', () => {
    const jungleDraft = fc.record({
      cells: fc.array(fc.constantFrom('', ...jungleEditor.palette), { minLength: 63, maxLength: 63 }),
      turn: fc.constantFrom(...jungleEditor.turns),
      pool: fc.constant({}),
      clock: fc.integer({ min: 0, max: 200 }),
      moveNumber: fc.integer({ min: 1, max: 9999 }),
    });
    fc.assert(
      fc.property(jungleDraft, (draft) => {
        expect(read(jungleEditor, draftText(jungleEditor, draft))).toEqual(draft);
      }),
    );
  });
});

describe('placing and removing pieces', () => {
  it('places the chosen piece, and the same piece again takes it off', () => {
    const empty = emptyDraft(banqiEditor);
    const once = place(empty, at(banqiEditor, 'c3'), 'R');
    expect(draftText(banqiEditor, once).split(' ')[0]).toBe('8/2R5/8/8');
    expect(place(once, at(banqiEditor, 'c3'), 'R')).toEqual(empty);
    expect(place(once, at(banqiEditor, 'c3'), 'h').cells[at(banqiEditor, 'c3')]).toBe('h');
    expect(put(once, at(banqiEditor, 'c3'), 'R')).toEqual(once);
    expect(put(once, 99, 'R')).toBe(once);
  });

  it('moves a piece, replacing what stood on the target; an empty square moves nothing', () => {
    const d = put(put(emptyDraft(jungleEditor), at(jungleEditor, 'a1'), 'L'), at(jungleEditor, 'b1'), 'r');
    const moved = moveContent(d, at(jungleEditor, 'a1'), at(jungleEditor, 'b1'));
    expect(draftText(jungleEditor, moved).split(' ')[0]).toBe('7/7/7/7/7/7/7/7/1L5');
    expect(moveContent(d, at(jungleEditor, 'c1'), at(jungleEditor, 'a1'))).toBe(d);
  });
});

describe('the Banqi pool', () => {
  it('counts face-down squares and pool identities separately; the engine says when they differ', () => {
    let d = emptyDraft(banqiEditor);
    d = put(put(d, at(banqiEditor, 'a1'), 'X'), at(banqiEditor, 'b1'), 'X');
    d = put(d, at(banqiEditor, 'h4'), 'G');
    expect(faceDownCount(d)).toBe(2);
    d = setPoolCount(banqiEditor, d, 'S', 1);
    expect(poolTotal(d)).toBe(1);
    expect(reasonOf(banqiEditor, d)).toBe('pool/pool-mismatch');
    d = setPoolCount(banqiEditor, d, 's', 1);
    expect(reasonOf(banqiEditor, d)).toBe('valid');
    // The red general is face up on h4: another one face down is more than the set has.
    d = setPoolCount(banqiEditor, setPoolCount(banqiEditor, d, 's', 0), 'G', 1);
    expect(poolTotal(d)).toBe(2);
    expect(reasonOf(banqiEditor, d)).toBe('pool/exceeds-full-set');
  });

  it('keeps a count between 0 and the full set', () => {
    const d = emptyDraft(banqiEditor);
    expect(setPoolCount(banqiEditor, d, 'S', 9).pool['S']).toBe(5);
    expect(setPoolCount(banqiEditor, d, 'G', 3).pool['G']).toBe(1);
    expect(setPoolCount(banqiEditor, d, 'a', -4).pool['a']).toBe(0);
    expect(setPoolCount(banqiEditor, d, 'Z', 1)).toBe(d);
    expect(setPoolCount(jungleEditor, d, 'S', 1)).toBe(d);
  });

  it('the pool of the rest is the full set minus the pieces face up', () => {
    let d = emptyDraft(banqiEditor);
    d = put(put(put(d, 0, 'G'), 1, 'S'), 2, 'S');
    const pool = poolOfTheRest(banqiEditor, d).pool;
    expect(pool).toMatchObject({ G: 0, A: 2, S: 3, g: 1, s: 5 });
    expect(Object.values(pool).reduce((a, b) => a + b, 0)).toBe(32 - 3);
    expect(countOnBoard(d, 'S')).toBe(2);
  });

  it('judges the colour field against the board: "-" only for the untouched start', () => {
    const start = read(banqiEditor, BANQI_START);
    expect(reasonOf(banqiEditor, start)).toBe('valid');
    expect(reasonOf(banqiEditor, { ...start, turn: 'r' })).toBe('turn/assigned-before-reveal');
    const revealed = setPoolCount(banqiEditor, put(start, 0, 'S'), 'S', 4);
    expect(reasonOf(banqiEditor, revealed)).toBe('turn/unassigned-after-reveal');
    expect(reasonOf(banqiEditor, { ...revealed, turn: 'b' })).toBe('valid');
  });
});
