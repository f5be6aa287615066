/**
 * The board field of both notations (notation.md): ranks from the top down separated by '/', files
 * from a inside a rank, one digit per run of empty squares (never two digits in a row, never 0).
 * Each game supplies its size and which letters are pieces; the codes are the same for both games.
 */
import { err, ok, type Result } from './result';

export const BOARD_FIELD_ERRORS = [
  'rank-count',
  'rank-length',
  'bad-character',
  'bad-digit',
  'adjacent-digits',
] as const;
export type BoardFieldError = (typeof BOARD_FIELD_ERRORS)[number];

export interface BoardShape {
  readonly files: number;
  readonly ranks: number;
}

/** Cells indexed rank0 * files + file0 (a1 = 0), null for empty; `cellOf` maps a letter to a cell. */
export function parseBoardField<C>(
  text: string,
  shape: BoardShape,
  cellOf: (letter: string) => C | undefined,
): Result<(C | null)[], { readonly reason: BoardFieldError; readonly message: string }> {
  const { files, ranks } = shape;
  const fail = (reason: BoardFieldError, message: string) => err({ reason, message });
  const rows = text.split('/');
  if (rows.length !== ranks)
    return fail('rank-count', `expected ${ranks} ranks separated by '/', found ${rows.length}`);
  const cells = new Array<C | null>(files * ranks).fill(null);
  for (let r = 0; r < ranks; r++) {
    const row = rows[r]!;
    const rank0 = ranks - 1 - r;
    let file = 0;
    let lastWasDigit = false;
    for (const ch of row) {
      if (ch >= '0' && ch <= '9') {
        const n = ch.charCodeAt(0) - 48;
        if (n < 1 || n > files) return fail('bad-digit', `rank ${rank0 + 1}: '${ch}' (empty runs are 1-${files})`);
        if (lastWasDigit) return fail('adjacent-digits', `rank ${rank0 + 1}: two digits in a row`);
        file += n;
        lastWasDigit = true;
      } else {
        const cell = cellOf(ch);
        if (cell === undefined)
          return fail('bad-character', `rank ${rank0 + 1}: '${ch}' is not a piece letter or digit`);
        if (file < files) cells[rank0 * files + file] = cell;
        file++;
        lastWasDigit = false;
      }
      if (file > files) return fail('rank-length', `rank ${rank0 + 1} covers more than ${files} squares`);
    }
    if (file !== files) return fail('rank-length', `rank ${rank0 + 1} covers ${file} squares, not ${files}`);
  }
  return ok(cells);
}

/** The canonical board field of cells indexed as parseBoardField gives them. */
export function makeBoardField<C>(
  cells: readonly (C | null | undefined)[],
  shape: BoardShape,
  letterOf: (cell: C) => string,
): string {
  const rows: string[] = [];
  for (let rank0 = shape.ranks - 1; rank0 >= 0; rank0--) {
    let row = '';
    let run = 0;
    for (let file = 0; file < shape.files; file++) {
      const c = cells[rank0 * shape.files + file];
      if (c === null || c === undefined) run++;
      else {
        if (run > 0) row += String(run);
        run = 0;
        row += letterOf(c);
      }
    }
    if (run > 0) row += String(run);
    rows.push(row);
  }
  return rows.join('/');
}

/** A plain whole number field (no sign, no leading zero); numbers past 15 digits read as Infinity. */
export function parseWholeNumber(text: string): number | undefined {
  if (!/^(0|[1-9]\d*)$/.test(text)) return undefined;
  return text.length > 15 ? Infinity : Number(text);
}
