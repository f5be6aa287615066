/**
 * Immutable play on Position values: the legal moves, and a move applied with its legality checked.
 * legalMoves comes from the fast board's generator; applyMove checks with `explain`; the tests hold the
 * two (and an independent reference generator) to the same answers.
 */
import { parseIfText, sortByText } from '../core/move-text';
import { err, ok, type Result } from '../core/result';
import { JungleBoard, MAX_MOVES } from './board';
import { explain, type IllegalReason } from './explain';
import { makeMove, parseMove, type Move } from './move';
import { opponent, type Piece } from './pieces';
import type { Position } from './position';

/** Every legal move, sorted by notation text; none when the game is over. */
export function legalMoves(pos: Position): Move[] {
  const buf = new Int32Array(MAX_MOVES);
  const n = JungleBoard.fromPosition(pos).generate(buf);
  const moves: Move[] = [];
  for (let i = 0; i < n; i++) moves.push({ from: buf[i]! & 63, to: (buf[i]! >> 6) & 63 });
  return sortByText(moves, makeMove);
}

/** The position after `move`, or the reason it is illegal. */
export function applyMove(pos: Position, move: Move | string): Result<Position, IllegalReason> {
  const parsed = parseIfText(move, parseMove);
  if (!parsed.ok) return parsed;
  const m = parsed.value;
  const verdict = explain(pos, m);
  if (verdict !== 'legal') return err(verdict);
  const board: (Piece | null)[] = pos.board.slice();
  const captured = board[m.to] ?? null;
  board[m.to] = board[m.from] ?? null;
  board[m.from] = null;
  return ok({
    board,
    turn: opponent(pos.turn),
    clock: captured ? 0 : pos.clock + 1,
    moveNumber: pos.turn === 'blue' ? pos.moveNumber + 1 : pos.moveNumber,
  });
}
