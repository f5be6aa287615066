import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellOfSquare, squareAtCell } from '../../../src/board/geometry';
import { createBoardState, focusOn, keyDown, type BoardState } from '../../../src/board/model';
import type { Orientation } from '../../../src/board/types';

const jungle = (orientation: Orientation, extra = {}) =>
  createBoardState({
    files: 7,
    ranks: 9,
    orientation,
    squares: { b2: 'C', b8: 'd' },
    movable: new Map([['b2', ['a2', 'c2', 'b3']]]),
    ...extra,
  });

function press(state: BoardState, ...keys: string[]): BoardState {
  return keys.reduce((s, k) => keyDown(s, k).state, state);
}

describe('board keyboard cursor', () => {
  it('starts on the top left square as seen on screen', () => {
    expect(jungle('first').cursor).toBe('a9');
    expect(jungle('second').cursor).toBe('g1');
    expect(createBoardState({ files: 8, ranks: 4 }).cursor).toBe('a4');
  });

  it("moves with the arrows as seen on screen, first player's view", () => {
    const s = jungle('first');
    expect(press(s, 'ArrowDown').cursor).toBe('a8');
    expect(press(s, 'ArrowRight').cursor).toBe('b9');
    expect(press(s, 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowUp').cursor).toBe('b8');
  });

  it('follows the flipped orientation: down the screen is up the ranks, right is towards file a', () => {
    const s = jungle('second');
    expect(press(s, 'ArrowDown').cursor).toBe('g2');
    expect(press(s, 'ArrowRight').cursor).toBe('f1');
    expect(press(s, 'ArrowRight', 'ArrowDown', 'ArrowLeft').cursor).toBe('g2');
  });

  it('stops at the edges (no wrapping)', () => {
    expect(press(jungle('first'), 'ArrowUp', 'ArrowLeft').cursor).toBe('a9');
    expect(press(jungle('second'), 'ArrowUp', 'ArrowLeft').cursor).toBe('g1');
    const bottomRight = press(jungle('first'), 'PageDown', 'End');
    expect(bottomRight.cursor).toBe('g1');
    expect(press(bottomRight, 'ArrowDown', 'ArrowRight').cursor).toBe('g1');
  });

  it('Home/End go to the ends of the screen row, PageUp/PageDown to the ends of the column', () => {
    const mid = press(jungle('first'), 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight'); // c7
    expect(mid.cursor).toBe('c7');
    expect(press(mid, 'Home').cursor).toBe('a7');
    expect(press(mid, 'End').cursor).toBe('g7');
    expect(press(mid, 'PageUp').cursor).toBe('c9');
    expect(press(mid, 'PageDown').cursor).toBe('c1');
    const flippedMid = press(jungle('second'), 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight'); // e3
    expect(flippedMid.cursor).toBe('e3');
    expect(press(flippedMid, 'Home').cursor).toBe('g3');
    expect(press(flippedMid, 'End').cursor).toBe('a3');
    expect(press(flippedMid, 'PageUp').cursor).toBe('e1');
    expect(press(flippedMid, 'PageDown').cursor).toBe('e9');
  });

  it('Enter selects the piece under the cursor, arrows keep the selection, Space moves', () => {
    const onCat = press(jungle('first'), 'PageDown', 'ArrowUp', 'ArrowRight'); // b2
    expect(onCat.cursor).toBe('b2');
    const sel = keyDown(onCat, 'Enter');
    expect(sel.handled).toBe(true);
    expect(sel.state.selected).toBe('b2');
    const up = press(sel.state, 'ArrowUp');
    expect(up.selected).toBe('b2');
    expect(keyDown(up, ' ').intent).toEqual({ kind: 'move', from: 'b2', to: 'b3' });
    expect(keyDown(press(sel.state, 'ArrowLeft', 'ArrowUp'), 'Enter').intent).toEqual({
      kind: 'illegal',
      from: 'b2',
      to: 'a3',
    });
  });

  it('a key acts on the focused square even when the cursor is elsewhere (focusOn, issue 47)', () => {
    // The cursor still on a9 while focus is already on b2 (the cat): Enter selects the cat, not a9.
    const s = jungle('first');
    const sel = keyDown(focusOn(s, 'b2'), 'Enter');
    expect(sel.state.selected).toBe('b2');
    expect(sel.state.cursor).toBe('b2');
    // An arrow steps from the focused square.
    expect(keyDown(focusOn(s, 'b2'), 'ArrowUp').state.cursor).toBe('b3');
    // The same square, or a name not on this board, leaves the state as it is.
    expect(focusOn(s, 'a9')).toBe(s);
    expect(focusOn(s, 'h9')).toBe(s);
    expect(focusOn(s, 'a10')).toBe(s);
  });

  it('leaves other keys to the page (Tab, letters; Escape without a selection)', () => {
    const s = jungle('first');
    for (const key of ['Tab', 'a', 'Escape', 'F5']) {
      const r = keyDown(s, key);
      expect(r.handled).toBe(false);
      expect(r.state).toBe(s);
    }
  });

  it('an arrow moves exactly one screen cell in its direction unless at the edge (both orientations)', () => {
    const dirs = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] } as const;
    fc.assert(
      fc.property(
        fc.constantFrom<Orientation>('first', 'second'),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom(...(Object.keys(dirs) as (keyof typeof dirs)[])),
        (orientation, col, row, key) => {
          const dims = { files: 7, ranks: 9 };
          const start = squareAtCell(dims, orientation, { col, row });
          const s = { ...jungle(orientation), cursor: start };
          const next = cellOfSquare(dims, orientation, keyDown(s, key).state.cursor)!;
          const [dc, dr] = dirs[key];
          expect(next).toEqual({ col: Math.min(6, Math.max(0, col + dc)), row: Math.min(8, Math.max(0, row + dr)) });
        },
      ),
    );
  });
});
