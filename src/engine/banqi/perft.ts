import { perftTableFor, type PerftOptions, type PerftTable } from '../core/perft-table';
import { BanqiBoard, MAX_ACTIONS } from './board';
import { CLOCK_LIMIT, type Position } from './position';

/**
 * perft as in notation.md: each reveal expands into one child per distinct identity in the pool; a
 * finished position has no children. Make/unmake on one board, bulk counting at the last ply, and the
 * counts of subtrees kept in a PerftTable so that a position reached again by another order of moves and
 * reveals is not walked twice (the board's key covers the cells, the pool and the side to move).
 */
function boardPerft(board: BanqiBoard, depth: number, options: PerftOptions = {}): number {
  if (!(depth >= 1)) return 1;
  const d = Math.floor(depth);
  return walk(board, d, new Int32Array(MAX_ACTIONS * d), 0, perftTableFor(d, CLOCK_LIMIT, options));
}

function walk(board: BanqiBoard, depth: number, buffer: Int32Array, offset: number, table: PerftTable | null): number {
  if (depth === 1) return board.countChildren();
  const lo = board.hashLo;
  const hi = board.hashHi;
  if (table !== null) {
    const known = table.probe(lo, hi, depth);
    if (known >= 0) return known;
  }
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
        total += walk(board, depth - 1, buffer, next, table);
        board.unmake();
      }
    } else {
      board.make(a);
      total += walk(board, depth - 1, buffer, next, table);
      board.unmake();
    }
  }
  if (table !== null) table.store(lo, hi, depth, total);
  return total;
}

export function perft(pos: Position, depth: number, options: PerftOptions = {}): number {
  return boardPerft(BanqiBoard.fromPosition(pos), depth, options);
}
