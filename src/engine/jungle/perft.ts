/**
 * perft (notation.md): leaf count of the move tree to a fixed depth; a finished position has no children.
 * Runs on the fast board with bulk counting at the last ply (one generation, no make/unmake).
 */
import { JungleBoard, MAX_MOVES } from './board';
import { makeMove } from './move';
import type { Position } from './position';

function count(b: JungleBoard, depth: number, buf: Int32Array, ply: number): number {
  if (depth === 0) return 1;
  const offset = ply * MAX_MOVES;
  const n = b.generate(buf, offset);
  if (depth === 1) return n;
  let total = 0;
  for (let i = offset; i < offset + n; i++) {
    b.make(buf[i]!);
    total += count(b, depth - 1, buf, ply + 1);
    b.unmake();
  }
  return total;
}

/** perft on a board; the board is left as it was. A depth below 1 (or not a number) counts one leaf, as in Banqi. */
export function boardPerft(b: JungleBoard, depth: number): number {
  if (!(depth >= 1)) return 1;
  const d = Math.floor(depth);
  return count(b, d, new Int32Array(MAX_MOVES * (d + 1)), 0);
}

export function perft(pos: Position, depth: number): number {
  return boardPerft(JungleBoard.fromPosition(pos), depth);
}

/** perft split by first move (notation text -> leaves below it), for debugging move generators. */
export function perftDivide(pos: Position, depth: number): Map<string, number> {
  const b = JungleBoard.fromPosition(pos);
  const result = new Map<string, number>();
  if (depth < 1) return result;
  const moves = new Int32Array(MAX_MOVES);
  const n = b.generate(moves);
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    b.make(m);
    result.set(makeMove({ from: m & 63, to: (m >> 6) & 63 }), boardPerft(b, depth - 1));
    b.unmake();
  }
  return result;
}
