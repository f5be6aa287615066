import { BanqiBoard } from './board';
import type { Position } from './position';

const SCRATCH = new BanqiBoard();

/**
 * A shared board loaded with `pos`, for the Position-level functions (they are synchronous and
 * do not keep it, so one board serves them all without allocating per call).
 */
export function scratchBoard(pos: Position): BanqiBoard {
  SCRATCH.load(pos);
  return SCRATCH;
}
