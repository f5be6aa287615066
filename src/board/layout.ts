/**
 * SVG geometry of the board drawing: a cell is 100 units, with a margin on the left and at the
 * bottom for the coordinates. The HTML grid is laid over the cell area using `gridBox`.
 */
import { cellOfSquare, fileLetter, type Dimensions } from './geometry';
import type { Orientation, Square } from './types';

export const CELL = 100;
const MARGIN_START = 34; // left, rank numbers
const MARGIN_END = 10; // top and right
const MARGIN_BOTTOM = 34; // file letters

export interface BoardLayout {
  readonly width: number;
  readonly height: number;
  /** Top left corner of the cell area. */
  readonly x0: number;
  readonly y0: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export function boardLayout(dims: Dimensions): BoardLayout {
  return {
    width: MARGIN_START + dims.files * CELL + MARGIN_END,
    height: MARGIN_END + dims.ranks * CELL + MARGIN_BOTTOM,
    x0: MARGIN_START,
    y0: MARGIN_END,
  };
}

/** Top left corner of a square in SVG units, or undefined off the board. */
export function squareOrigin(
  layout: BoardLayout,
  dims: Dimensions,
  orientation: Orientation,
  sq: Square,
): Point | undefined {
  const cell = cellOfSquare(dims, orientation, sq);
  return cell === undefined ? undefined : { x: layout.x0 + cell.col * CELL, y: layout.y0 + cell.row * CELL };
}

export function squareCenter(
  layout: BoardLayout,
  dims: Dimensions,
  orientation: Orientation,
  sq: Square,
): Point | undefined {
  const o = squareOrigin(layout, dims, orientation, sq);
  return o === undefined ? undefined : { x: o.x + CELL / 2, y: o.y + CELL / 2 };
}

/** Where the HTML grid sits over the drawing, in percent of the drawing's size. */
export function gridBox(layout: BoardLayout, dims: Dimensions): Box {
  return {
    left: (layout.x0 / layout.width) * 100,
    top: (layout.y0 / layout.height) * 100,
    width: ((dims.files * CELL) / layout.width) * 100,
    height: ((dims.ranks * CELL) / layout.height) * 100,
  };
}

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The same box once the drawing stands upright (turned a quarter clockwise, see board.css): the
 * drawing's top row becomes its right column and its left column its top row. In percent.
 */
export function uprightBox(box: Box): Box {
  return { left: 100 - box.top - box.height, top: box.left, width: box.height, height: box.width };
}

/**
 * A point of the upright board's screen box (fractions 0..1 of its width and height) back in the
 * drawing's SVG units: the inverse of the quarter turn.
 */
export function uprightToSvg(layout: BoardLayout, fx: number, fy: number): Point {
  return { x: fy * layout.width, y: (1 - fx) * layout.height };
}

export interface CoordinateLabel {
  readonly text: string;
  readonly x: number;
  readonly y: number;
}

/** File letters under the bottom row and rank numbers left of the first column, as seen on screen. */
export function coordinateLabels(layout: BoardLayout, dims: Dimensions, orientation: Orientation): CoordinateLabel[] {
  const out: CoordinateLabel[] = [];
  const flip = orientation === 'second';
  for (let col = 0; col < dims.files; col++) {
    const file = flip ? dims.files - 1 - col : col;
    out.push({
      text: fileLetter(file),
      x: layout.x0 + col * CELL + CELL / 2,
      y: layout.y0 + dims.ranks * CELL + MARGIN_BOTTOM / 2,
    });
  }
  for (let row = 0; row < dims.ranks; row++) {
    const rank = flip ? row : dims.ranks - 1 - row;
    out.push({ text: String(rank + 1), x: MARGIN_START / 2, y: layout.y0 + row * CELL + CELL / 2 });
  }
  return out;
}

export interface ArrowShape {
  /** Shaft from start to the base of the head. */
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  /** Arrow head triangle as an SVG points list. */
  readonly head: string;
}

/** An arrow between two square centres, starting off-centre and ending at the rim of the target piece so its cue stays readable. */
export function arrowShape(from: Point, to: Point): ArrowShape | undefined {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy);
  if (len < 1) return undefined;
  const ux = dx / len;
  const uy = dy / len;
  const headLen = 30;
  const headHalf = 18;
  // Start and end at the rim of a piece (radius 43) so no cue is covered; shorter arrows shrink the gaps.
  const room = Math.max(0, len - headLen - 12);
  const shrink = Math.min(1, room / 90);
  const startGap = 44 * shrink;
  const tipGap = 46 * shrink;
  const tip = { x: to.x - ux * tipGap, y: to.y - uy * tipGap };
  const base = { x: tip.x - ux * headLen, y: tip.y - uy * headLen };
  const r = (n: number): number => Math.round(n * 10) / 10;
  const head = [
    tip,
    { x: base.x - uy * headHalf, y: base.y + ux * headHalf },
    { x: base.x + uy * headHalf, y: base.y - ux * headHalf },
  ]
    .map((p) => `${r(p.x)},${r(p.y)}`)
    .join(' ');
  return { x1: r(from.x + ux * startGap), y1: r(from.y + uy * startGap), x2: r(base.x), y2: r(base.y), head };
}
