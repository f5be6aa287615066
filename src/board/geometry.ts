/**
 * Square names and their place on screen. Files are letters a.., ranks numbers 1.. (rules.md:
 * from the first player's left and side). Display cells count from the top left of the screen.
 */
import type { Orientation, Square } from './types';

export interface Dimensions {
  readonly files: number;
  readonly ranks: number;
}

/** Zero-based file and rank of a square. */
export interface Coord {
  readonly file: number;
  readonly rank: number;
}

/** Zero-based column and row on screen, row 0 at the top. */
export interface Cell {
  readonly col: number;
  readonly row: number;
}

export const BANQI_DIMENSIONS: Dimensions = { files: 8, ranks: 4 };
export const JUNGLE_DIMENSIONS: Dimensions = { files: 7, ranks: 9 };

export const fileLetter = (file: number): string => String.fromCharCode(97 + file);

export function squareName(file: number, rank: number): Square {
  return fileLetter(file) + String(rank + 1);
}

/** The file and rank of a square name, or undefined when it is not a square of this board. */
export function parseSquareName(dims: Dimensions, name: string): Coord | undefined {
  const m = /^([a-z])([1-9][0-9]?)$/.exec(name);
  if (!m) return undefined;
  const file = m[1]!.charCodeAt(0) - 97;
  const rank = Number(m[2]) - 1;
  if (file >= dims.files || rank < 0 || rank >= dims.ranks) return undefined;
  return { file, rank };
}

export const isSquare = (dims: Dimensions, name: string): boolean => parseSquareName(dims, name) !== undefined;

function cellOf(dims: Dimensions, orientation: Orientation, coord: Coord): Cell {
  return orientation === 'first'
    ? { col: coord.file, row: dims.ranks - 1 - coord.rank }
    : { col: dims.files - 1 - coord.file, row: coord.rank };
}

function coordAtCell(dims: Dimensions, orientation: Orientation, cell: Cell): Coord {
  return orientation === 'first'
    ? { file: cell.col, rank: dims.ranks - 1 - cell.row }
    : { file: dims.files - 1 - cell.col, rank: cell.row };
}

/** Screen cell of a square name, or undefined when the name is not on the board. */
export function cellOfSquare(dims: Dimensions, orientation: Orientation, name: Square): Cell | undefined {
  const c = parseSquareName(dims, name);
  return c === undefined ? undefined : cellOf(dims, orientation, c);
}

export function squareAtCell(dims: Dimensions, orientation: Orientation, cell: Cell): Square {
  const c = coordAtCell(dims, orientation, cell);
  return squareName(c.file, c.rank);
}

/** Square names row by row as seen on screen, top row first, each row left to right. */
export function displayRows(dims: Dimensions, orientation: Orientation): Square[][] {
  const rows: Square[][] = [];
  for (let row = 0; row < dims.ranks; row++) {
    const line: Square[] = [];
    for (let col = 0; col < dims.files; col++) line.push(squareAtCell(dims, orientation, { col, row }));
    rows.push(line);
  }
  return rows;
}

/** Every square name, a1 first, rank by rank. */
export function allSquares(dims: Dimensions): Square[] {
  const out: Square[] = [];
  for (let rank = 0; rank < dims.ranks; rank++)
    for (let file = 0; file < dims.files; file++) out.push(squareName(file, rank));
  return out;
}

/**
 * The square reached from `from` by a step on screen (dCol right, dRow down), clamped to the
 * board edge (an ARIA grid does not wrap).
 */
export function stepOnScreen(
  dims: Dimensions,
  orientation: Orientation,
  from: Square,
  dCol: number,
  dRow: number,
): Square {
  const cell = cellOfSquare(dims, orientation, from);
  if (cell === undefined) return squareAtCell(dims, orientation, { col: 0, row: 0 });
  const col = Math.min(dims.files - 1, Math.max(0, cell.col + dCol));
  const row = Math.min(dims.ranks - 1, Math.max(0, cell.row + dRow));
  return squareAtCell(dims, orientation, { col, row });
}
