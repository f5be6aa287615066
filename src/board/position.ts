/**
 * Reads the board field of a position (notation.md) into per-square contents for display.
 * Only the layout is checked here (ranks, runs, letters); the engine validates positions.
 */
import { assertNever, err, ok, type Result } from '../engine/core/result';
import { dimensionsOf } from './faces';
import { squareName, type Dimensions } from './geometry';
import type { Game, Square, SquareContent } from './types';

export type BoardFieldError =
  | { readonly code: 'empty-position' }
  | { readonly code: 'rank-count'; readonly expected: number; readonly found: number }
  | { readonly code: 'rank-width'; readonly rank: number }
  | { readonly code: 'bad-character'; readonly rank: number; readonly character: string };

export type SquareContents = Readonly<Record<Square, SquareContent>>;

const LETTERS: Readonly<Record<Game, string>> = {
  banqi: 'GAERHCSgaerhcsX',
  jungle: 'RCDWPTLErcdwptle',
};

/** Board field ("XXXXXXXX/.../..."), top rank first, into contents by square (empty squares left out). */
function squaresFromBoardField(
  dims: Dimensions,
  field: string,
  letters: string,
): Result<SquareContents, BoardFieldError> {
  const rows = field.split('/');
  if (rows.length !== dims.ranks) return err({ code: 'rank-count', expected: dims.ranks, found: rows.length });
  const out: Record<Square, SquareContent> = {};
  for (let i = 0; i < rows.length; i++) {
    const rank = dims.ranks - 1 - i;
    let file = 0;
    let lastWasDigit = false;
    for (const ch of rows[i] ?? '') {
      if (ch >= '1' && ch <= '9' && !lastWasDigit) {
        file += Number(ch);
        lastWasDigit = true;
      } else if (letters.includes(ch)) {
        if (file < dims.files) out[squareName(file, rank)] = ch;
        file += 1;
        lastWasDigit = false;
      } else {
        return err({ code: 'bad-character', rank: rank + 1, character: ch });
      }
      if (file > dims.files) return err({ code: 'rank-width', rank: rank + 1 });
    }
    if (file !== dims.files) return err({ code: 'rank-width', rank: rank + 1 });
  }
  return ok(out);
}

/** Contents of the board of a full position string of either game (the first field is read). */
export function squaresFromPosition(game: Game, position: string): Result<SquareContents, BoardFieldError> {
  const field = position.trim().split(/\s+/)[0] ?? '';
  if (field === '') return err({ code: 'empty-position' });
  switch (game) {
    case 'banqi':
    case 'jungle':
      return squaresFromBoardField(dimensionsOf(game), field, LETTERS[game]);
    default:
      return assertNever(game);
  }
}
