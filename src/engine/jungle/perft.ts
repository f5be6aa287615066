/**
 * perft (notation.md): leaf count of the move tree to a fixed depth; a finished position has no children.
 * Runs on the fast board with bulk counting at the last ply (one generation, no make/unmake), and keeps the
 * counts of subtrees in a PerftTable so that a position reached again by another move order is not walked
 * twice.
 */
import { perftTableFor, type PerftOptions, type PerftTable } from '../core/perft-table';
import { JungleBoard, MAX_MOVES } from './board';
import { makeMove } from './move';
import { CLOCK_LIMIT, type Position } from './position';

function count(b: JungleBoard, depth: number, buf: Int32Array, ply: number, table: PerftTable | null): number {
  const offset = ply * MAX_MOVES;
  if (depth === 1) return b.generate(buf, offset);
  const lo = b.hashLo;
  const hi = b.hashHi;
  if (table !== null) {
    const known = table.probe(lo, hi, depth);
    if (known >= 0) return known;
  }
  const n = b.generate(buf, offset);
  let total = 0;
  for (let i = offset; i < offset + n; i++) {
    b.make(buf[i]!);
    total += count(b, depth - 1, buf, ply + 1, table);
    b.unmake();
  }
  if (table !== null) table.store(lo, hi, depth, total);
  return total;
}

/** perft on a board; the board is left as it was. A depth below 1 (or not a number) counts one leaf, as in Banqi. */
function boardPerft(b: JungleBoard, depth: number, options: PerftOptions = {}): number {
  if (!(depth >= 1)) return 1;
  const d = Math.floor(depth);
  return count(b, d, new Int32Array(MAX_MOVES * (d + 1)), 0, perftTableFor(d, CLOCK_LIMIT, options));
}

export function perft(pos: Position, depth: number, options: PerftOptions = {}): number {
  return boardPerft(JungleBoard.fromPosition(pos), depth, options);
}

/**
 * perft split by first move (notation text -> leaves below it), for debugging move generators. The subtrees
 * of all first moves are one run: they share one table, so a position two first moves lead to is walked once.
 */
export function perftDivide(pos: Position, depth: number): Map<string, number> {
  const b = JungleBoard.fromPosition(pos);
  const result = new Map<string, number>();
  if (depth < 1) return result;
  const d = Math.floor(depth) - 1;
  const table = perftTableFor(d, CLOCK_LIMIT, {});
  const buf = new Int32Array(MAX_MOVES * (d + 1));
  const moves = new Int32Array(MAX_MOVES);
  const n = b.generate(moves);
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    b.make(m);
    result.set(makeMove({ from: m & 63, to: (m >> 6) & 63 }), d < 1 ? 1 : count(b, d, buf, 0, table));
    b.unmake();
  }
  return result;
}
