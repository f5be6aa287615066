import { winsBy } from '../core/status-values';
import { BLACK, RED, type BanqiBoard } from './board';
import type { Position } from './position';
import { scratchBoard } from './scratch';

/**
 * Why (B8): 'none' (ongoing; the CLI prints `ongoing none`), 'no-pieces' (the loser has no piece
 * left, face up or face down), 'no-legal-action' (the side to move can neither reveal nor move),
 * 'no-progress' (120 half-moves without capture or reveal: draw).
 * When several could apply, the first in this order wins: no-pieces, no-progress, no-legal-action.
 */
export const STATUS_REASONS = ['none', 'no-pieces', 'no-legal-action', 'no-progress'] as const;

export type Status =
  | { readonly result: 'ongoing'; readonly reason: 'none' }
  | { readonly result: 'red-wins' | 'black-wins'; readonly reason: 'no-pieces' | 'no-legal-action' }
  | { readonly result: 'draw'; readonly reason: 'no-progress' };

const ONGOING: Status = Object.freeze({ result: 'ongoing', reason: 'none' });
const DRAW: Status = Object.freeze({ result: 'draw', reason: 'no-progress' });
const NO_PIECES = winsBy(['red', 'black'], 'no-pieces');
const NO_ACTION = winsBy(['red', 'black'], 'no-legal-action');

/** Status of a board (B8); allocation-free, for search. */
export function boardStatus(board: BanqiBoard): Status {
  const side = board.side;
  if (side !== RED && side !== BLACK) return ONGOING; // the untouched start
  const opponent = 1 - side;
  // The side to move is checked first: its last piece can only have been taken by the move just made.
  if (board.material[side] === 0) return opponent === RED ? NO_PIECES.red : NO_PIECES.black;
  if (board.material[opponent] === 0) return side === RED ? NO_PIECES.red : NO_PIECES.black;
  if (board.decidedWithoutMoves()) return DRAW;
  if (board.countActions() === 0) return side === RED ? NO_ACTION.black : NO_ACTION.red;
  return ONGOING;
}

/** Status of a position after B8. */
export function status(pos: Position): Status {
  return boardStatus(scratchBoard(pos));
}
