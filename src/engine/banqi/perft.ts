import { BanqiBoard, MAX_ACTIONS } from './board';
import type { Position } from './position';

/**
 * perft as in notation.md: each reveal expands into one child per distinct identity in the pool; a
 * finished position has no children. Make/unmake on one board, bulk counting at the last ply.
 */
export function boardPerft(board: BanqiBoard, depth: number): number {
  if (!(depth >= 1)) return 1;
  const d = Math.floor(depth);
  return walk(board, d, new Int32Array(MAX_ACTIONS * d), 0);
}

function walk(board: BanqiBoard, depth: number, buffer: Int32Array, offset: number): number {
  if (depth === 1) return board.countChildren();
  const n = board.generate(buffer, offset);
  const next = offset + n;
  const pool = board.pool;
  let total = 0;
  for (let i = offset; i < next; i++) {
    const a = buffer[i]!;
    if ((a & 31) === ((a >> 5) & 31)) {
      for (let id = 0; id < 14; id++) {
        if (pool[id] === 0) continue;
        board.make(a, id);
        total += walk(board, depth - 1, buffer, next);
        board.unmake();
      }
    } else {
      board.make(a);
      total += walk(board, depth - 1, buffer, next);
      board.unmake();
    }
  }
  return total;
}

export function perft(pos: Position, depth: number): number {
  return boardPerft(BanqiBoard.fromPosition(pos), depth);
}
