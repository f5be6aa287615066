/** Small helpers shared by the Jungle tests (not a test file). */
import { applyMove, legalMoves, makeMove, parsePosition, type Position } from '../../../src/engine/jungle/index';
import { layout } from './reference';

export function pos(text: string): Position {
  const r = parsePosition(text);
  if (!r.ok) throw new Error(`test position does not parse: ${text}: ${r.error.reason}`);
  return r.value;
}

/** A position from square -> letter (uppercase red, lowercase blue). */
export const setup = (pieces: Record<string, string>, turn: 'r' | 'b' = 'r', clock = 0, moveNumber = 1): Position =>
  pos(layout(pieces, turn, clock, moveNumber));

const moveTexts = (p: Position): string[] => legalMoves(p).map(makeMove);

/** Moves starting on one square, as text. */
export const movesFrom = (p: Position, square: string): string[] => moveTexts(p).filter((m) => m.startsWith(square));

export function play(p: Position, ...moves: string[]): Position {
  let current = p;
  for (const m of moves) {
    const r = applyMove(current, m);
    if (!r.ok) throw new Error(`test move ${m} refused: ${r.error}`);
    current = r.value;
  }
  return current;
}
