/**
 * Jungle moves in notation: from-square then to-square (`b2b3`, a jump `a3a7`). Nothing marks a capture,
 * and there is no suffix (a Banqi-style `=x` is a syntax error here).
 */
import { parseMoveText } from '../core/move-text';
import { err, ok, type Result } from '../core/result';
import { JUNGLE, nameOf } from './squares';

export interface Move {
  readonly from: number;
  readonly to: number;
}

export const MOVE_SYNTAX_ERRORS = ['move-syntax', 'off-board'] as const;
export type MoveSyntaxError = (typeof MOVE_SYNTAX_ERRORS)[number];

export function parseMove(text: string): Result<Move, MoveSyntaxError> {
  const r = parseMoveText(JUNGLE, text);
  if (!r.ok) return err(r.error === 'move-off-board' ? 'off-board' : 'move-syntax');
  if (r.value.reveal !== undefined) return err('move-syntax');
  return ok({ from: r.value.from, to: r.value.to });
}

export const makeMove = (move: Move): string => nameOf(move.from) + nameOf(move.to);
