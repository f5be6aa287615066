/**
 * Game status after J6: a result and a reason (STATUS_REASONS), checked in this order:
 * - 'den-entered': a piece stands in the enemy den; its side has won (even if that move also made the
 *   clock reach 60: the den wins at once).
 * - 'no-progress': the clock reached 60 half-moves without a capture: draw.
 * - 'no-pieces': the side to move has no pieces left and loses (a special case of having no legal move).
 * - 'no-legal-move': the side to move has pieces but no legal move and loses.
 * - 'none': the game is ongoing (the CLI prints `ongoing none`).
 */
import { winsBy } from '../core/status-values';
import { JungleBoard } from './board';
import { CLOCK_LIMIT, type Position } from './position';
import { DEN_SQUARE } from './terrain';

export const STATUS_REASONS = ['none', 'den-entered', 'no-progress', 'no-pieces', 'no-legal-move'] as const;

export type Status =
  | { readonly result: 'ongoing'; readonly reason: 'none' }
  | { readonly result: 'red-wins' | 'blue-wins'; readonly reason: 'den-entered' | 'no-pieces' | 'no-legal-move' }
  | { readonly result: 'draw'; readonly reason: 'no-progress' };

const ONGOING: Status = Object.freeze({ result: 'ongoing', reason: 'none' });
const DRAW: Status = Object.freeze({ result: 'draw', reason: 'no-progress' });
const DEN = winsBy(['red', 'blue'], 'den-entered');
const NO_PIECES = winsBy(['red', 'blue'], 'no-pieces');
const NO_MOVE = winsBy(['red', 'blue'], 'no-legal-move');

/** Status of a board (J6); allocation-free, for search. */
export function boardStatus(b: JungleBoard): Status {
  if (b.cells[DEN_SQUARE.blue] !== 0) return DEN.red;
  if (b.cells[DEN_SQUARE.red] !== 0) return DEN.blue;
  if (b.decidedWithoutMoves()) return DRAW;
  if (b.countMoves() > 0) return ONGOING;
  const loser = b.side;
  let hasPieces = false;
  for (let k = 1; k <= 8 && !hasPieces; k++) hasPieces = b.pieceSquare(loser * k) >= 0;
  if (loser > 0) return hasPieces ? NO_MOVE.blue : NO_PIECES.blue;
  return hasPieces ? NO_MOVE.red : NO_PIECES.red;
}

export function status(pos: Position): Status {
  return boardStatus(JungleBoard.fromPosition(pos));
}

/**
 * Whether the game has ended by what the position shows, without generating a move (J6): a den
 * entered, or the no-progress clock at its limit (the board's decidedWithoutMoves, on a Position).
 */
export function decidedWithoutMoves(pos: Position): boolean {
  return pos.clock >= CLOCK_LIMIT || !!pos.board[DEN_SQUARE.red] || !!pos.board[DEN_SQUARE.blue];
}
