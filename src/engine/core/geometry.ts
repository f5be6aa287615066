/**
 * Rectangular boards with files a.. and ranks 1.. . A square is an integer index:
 * index = (rank - 1) * files + (file - 1), so a1 = 0 and the last square is the top right.
 */
export interface Geometry {
  readonly files: number;
  readonly ranks: number;
  readonly size: number;
}

export function geometry(files: number, ranks: number): Geometry {
  return { files, ranks, size: files * ranks };
}

export const fileOf = (g: Geometry, sq: number): number => sq % g.files;
export const rankOf = (g: Geometry, sq: number): number => Math.floor(sq / g.files);
export const squareAt = (g: Geometry, file: number, rank: number): number => rank * g.files + file;

export function onBoard(g: Geometry, file: number, rank: number): boolean {
  return file >= 0 && file < g.files && rank >= 0 && rank < g.ranks;
}

export function squareName(g: Geometry, sq: number): string {
  return String.fromCharCode(97 + fileOf(g, sq)) + String(rankOf(g, sq) + 1);
}

/** Parses a square name such as "c3"; undefined when it is not on this board. */
export function parseSquare(g: Geometry, text: string): number | undefined {
  const m = /^([a-z])([1-9])$/.exec(text);
  if (!m) return undefined;
  const file = m[1]!.charCodeAt(0) - 97;
  const rank = Number(m[2]) - 1;
  return onBoard(g, file, rank) ? squareAt(g, file, rank) : undefined;
}

/** The four orthogonal directions as [dFile, dRank]. */
export const ORTHOGONAL: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
