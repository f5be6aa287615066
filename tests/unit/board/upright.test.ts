import { describe, expect, it } from 'vitest';
import { boardLayout, gridBox, squareCenter, uprightBox, uprightToSvg } from '../../../src/board/layout';
import { BANQI_DIMENSIONS } from '../../../src/board/geometry';
import {
  clickSquare,
  createBoardState,
  keyDown,
  uprightKey,
  uprightStart,
  type BoardState,
} from '../../../src/board/model';

const layout = boardLayout(BANQI_DIMENSIONS);

describe('the upright Banqi board (a quarter turn clockwise)', () => {
  it('puts the grid where the turned drawing has its cells', () => {
    const box = gridBox(layout, BANQI_DIMENSIONS);
    const up = uprightBox(box);
    // The drawing's coordinate margins (left: rank numbers, bottom: file letters) become top and left.
    expect(up.left).toBeCloseTo((34 / layout.height) * 100);
    expect(up.top).toBeCloseTo(box.left);
    expect(up.width).toBeCloseTo(box.height);
    expect(up.height).toBeCloseTo(box.width);
  });

  it('maps a point of the upright screen box back to the square drawn there', () => {
    // a4 is drawn top left; standing upright it is top right. h1 (bottom right) ends bottom left.
    const a4 = squareCenter(layout, BANQI_DIMENSIONS, 'first', 'a4')!;
    const up = uprightBox({ left: 0, top: 0, width: 100, height: 100 });
    expect(up).toEqual({ left: 0, top: 0, width: 100, height: 100 });
    const back = uprightToSvg(layout, 1 - a4.y / layout.height, a4.x / layout.width);
    expect(back.x).toBeCloseTo(a4.x);
    expect(back.y).toBeCloseTo(a4.y);
    const h1 = squareCenter(layout, BANQI_DIMENSIONS, 'first', 'h1')!;
    const corner = uprightToSvg(layout, 1 - h1.y / layout.height, h1.x / layout.width);
    expect(corner.x).toBeCloseTo(h1.x);
    expect(corner.y).toBeCloseTo(h1.y);
    expect(1 - h1.y / layout.height).toBeLessThan(0.5); // left half of the upright board
    expect(h1.x / layout.width).toBeGreaterThan(0.5); // lower half
  });

  it('arrow keys step as seen: down goes to the next file, right to the next rank up', () => {
    const at = (cursor: string): BoardState => ({
      ...createBoardState({ files: 8, ranks: 4, interactive: false }),
      cursor,
    });
    const step = (cursor: string, key: string): string => keyDown(at(cursor), uprightKey(key)).state.cursor;
    expect(step('c2', 'ArrowDown')).toBe('d2');
    expect(step('c2', 'ArrowUp')).toBe('b2');
    expect(step('c2', 'ArrowRight')).toBe('c3');
    expect(step('c2', 'ArrowLeft')).toBe('c1');
    expect(step('c2', 'Home')).toBe('c1');
    expect(step('c2', 'End')).toBe('c4');
    expect(step('c2', 'PageUp')).toBe('a2');
    expect(step('c2', 'PageDown')).toBe('h2');
    expect(uprightKey('Enter')).toBe('Enter');
  });

  it('starts the keyboard cursor on the square drawn top left (a1, or h4 seen from black)', () => {
    const red = createBoardState({ files: 8, ranks: 4, interactive: false });
    expect(red.cursor).toBe('a4'); // landscape: top left
    expect(uprightStart(red).cursor).toBe('a1');
    // From a1, the keys lead where the eye expects: right along rank 1's neighbours, down the files.
    expect(keyDown(uprightStart(red), uprightKey('ArrowDown')).state.cursor).toBe('b1');
    const black = createBoardState({ files: 8, ranks: 4, interactive: false, orientation: 'second' });
    expect(uprightStart(black).cursor).toBe('h4');
  });

  it('leaves a cursor the reader already moved', () => {
    const state = createBoardState({ files: 8, ranks: 4, interactive: true });
    const tapped = clickSquare(state, 'c2').state;
    expect(uprightStart(tapped)).toBe(tapped);
  });
});
