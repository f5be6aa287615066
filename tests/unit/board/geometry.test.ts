import { describe, expect, it } from 'vitest';
import { allSquares, cellOfSquare, displayRows, parseSquareName } from '../../../src/board/geometry';
import { arrowShape, boardLayout, coordinateLabels, gridBox, squareCenter } from '../../../src/board/layout';

const BANQI = { files: 8, ranks: 4 };
const JUNGLE = { files: 7, ranks: 9 };

describe('board geometry', () => {
  it('reads square names of this board only', () => {
    expect(parseSquareName(BANQI, 'a1')).toEqual({ file: 0, rank: 0 });
    expect(parseSquareName(BANQI, 'h4')).toEqual({ file: 7, rank: 3 });
    expect(parseSquareName(BANQI, 'h5')).toBeUndefined();
    expect(parseSquareName(BANQI, 'i1')).toBeUndefined();
    expect(parseSquareName(JUNGLE, 'g9')).toEqual({ file: 6, rank: 8 });
    expect(parseSquareName(JUNGLE, 'a0')).toBeUndefined();
    expect(parseSquareName(JUNGLE, 'A1')).toBeUndefined();
    expect(allSquares(BANQI)).toHaveLength(32);
    expect(allSquares(JUNGLE)).toHaveLength(63);
  });

  it('shows rows top to bottom: first player at the bottom, or turned half round', () => {
    const first = displayRows(BANQI, 'first');
    expect(first[0]).toEqual(['a4', 'b4', 'c4', 'd4', 'e4', 'f4', 'g4', 'h4']);
    expect(first[3]![0]).toBe('a1');
    const second = displayRows(BANQI, 'second');
    expect(second[0]).toEqual(['h1', 'g1', 'f1', 'e1', 'd1', 'c1', 'b1', 'a1']);
    expect(second[3]![7]).toBe('a4');
    expect(cellOfSquare(JUNGLE, 'first', 'd1')).toEqual({ col: 3, row: 8 });
    expect(cellOfSquare(JUNGLE, 'second', 'd1')).toEqual({ col: 3, row: 0 });
  });

  it('places coordinates under and beside the board, following the orientation', () => {
    const layout = boardLayout(BANQI);
    const first = coordinateLabels(layout, BANQI, 'first');
    const second = coordinateLabels(layout, BANQI, 'second');
    const files = (ls: typeof first) =>
      ls
        .filter((l) => /[a-z]/.test(l.text))
        .sort((p, q) => p.x - q.x)
        .map((l) => l.text)
        .join('');
    const ranks = (ls: typeof first) =>
      ls
        .filter((l) => /[0-9]/.test(l.text))
        .sort((p, q) => p.y - q.y)
        .map((l) => l.text)
        .join('');
    expect(files(first)).toBe('abcdefgh');
    expect(ranks(first)).toBe('4321');
    expect(files(second)).toBe('hgfedcba');
    expect(ranks(second)).toBe('1234');
  });

  it('lays the grid exactly over the cells of the drawing', () => {
    const layout = boardLayout(JUNGLE);
    const box = gridBox(layout, JUNGLE);
    const a9 = squareCenter(layout, JUNGLE, 'first', 'a9')!;
    const g1 = squareCenter(layout, JUNGLE, 'first', 'g1')!;
    // Centres of the corner cells sit half a cell inside the grid box.
    const cellW = box.width / 7;
    const cellH = box.height / 9;
    expect((a9.x / layout.width) * 100).toBeCloseTo(box.left + cellW / 2, 6);
    expect((a9.y / layout.height) * 100).toBeCloseTo(box.top + cellH / 2, 6);
    expect((g1.x / layout.width) * 100).toBeCloseTo(box.left + box.width - cellW / 2, 6);
    expect((g1.y / layout.height) * 100).toBeCloseTo(box.top + box.height - cellH / 2, 6);
  });

  it('draws an arrow from one square towards the other, head at the far end', () => {
    const s = arrowShape({ x: 50, y: 350 }, { x: 50, y: 50 })!;
    expect(s.x1).toBe(50);
    expect(s.y1).toBeLessThan(350);
    expect(s.y2).toBeLessThan(s.y1);
    const tipY = Number(s.head.split(' ')[0]!.split(',')[1]);
    expect(tipY).toBeGreaterThan(50);
    expect(tipY).toBeLessThan(s.y2);
    expect(arrowShape({ x: 5, y: 5 }, { x: 5, y: 5 })).toBeUndefined();
  });
});
