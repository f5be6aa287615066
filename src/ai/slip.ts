/**
 * A beginner's slip (levels 1 and 2, levels.ts): instead of searching, the move that catches the eye.
 * A beginner sees what is in front of them, a capture, an entry, a reveal next to their pieces, an
 * advance, and misses the reply: so the slip is a seeded choice among the root moves the move
 * ordering ranks highest (its key: captures by the victim's value, den entries, reveals by their
 * immediate prospects, advances), never a move from the bottom of the list.
 */
import type { Rng } from '../engine/core/rng';

/** The slip is drawn from this share of the moves, the best-looking first (at least one). */
const EYE_CATCHING = 1 / 3;

/** Index (into moves[0..n-1]) of the slip, given the ordering keys (higher looks better). */
export function slipIndex(keys: Float64Array, n: number, rng: Rng): number {
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => keys[b]! - keys[a]! || a - b);
  const pool = Math.max(1, Math.ceil(n * EYE_CATCHING));
  return order[rng.nextInt(pool)]!;
}
