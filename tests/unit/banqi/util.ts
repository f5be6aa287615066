import { legalActions, makeAction, parsePosition, squareOf, type Position } from '../../../src/engine/banqi';

/** Parses a position a test relies on; a typo in a test position fails loudly with the parser's reason. */
export function pos(text: string): Position {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(`test position refused (${p.error.field}/${p.error.reason}): ${text}`);
  return p.value;
}

/** Legal actions as sorted notation. */
export function moves(p: Position | string): string[] {
  return legalActions(typeof p === 'string' ? pos(p) : p)
    .map(makeAction)
    .sort();
}

/** Legal actions of the piece on one square. */
export function movesFrom(p: Position | string, square: string): string[] {
  return moves(p).filter((m) => m.startsWith(square) && m.slice(2) !== square);
}

export const sq = (name: string): number => {
  const s = squareOf(name);
  if (s === undefined) throw new Error(`bad square ${name}`);
  return s;
};
