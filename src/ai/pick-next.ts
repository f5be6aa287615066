/**
 * The move ordering's pick, shared by both searches: a selection sort done one step at a time, so
 * a node cut off after its first moves never sorts the rest.
 */

/**
 * Brings the move with the highest key among moves[i..end) to index i, its key with it (the first
 * such move on ties), and returns that key.
 */
export function pickNext(moves: Int32Array, keys: Int32Array | Float64Array, i: number, end: number): number {
  let k = i;
  for (let j = i + 1; j < end; j++) if (keys[j]! > keys[k]!) k = j;
  const move = moves[k]!;
  moves[k] = moves[i]!;
  moves[i] = move;
  const key = keys[k]!;
  keys[k] = keys[i]!;
  keys[i] = key;
  return key;
}

/**
 * A capture's score for the side to move: the capture made, the reply searched in (alpha, beta) one
 * quiescence ply deeper (ply + 1, qd + 1), the capture unmade.
 */
export type CaptureChild = (move: number, alpha: number, beta: number, ply: number, qd: number) => number;

/**
 * Quiescence's capture loop, shared by both searches: the captures moves[base..end) best key first
 * (pickNext), fail-soft from the standing score `stand` (already folded into alpha), until one reaches
 * beta. Returns the best score, 0 once the budget has stopped.
 */
export function searchCaptures(
  child: CaptureChild,
  budget: { readonly stopped: boolean },
  moves: Int32Array,
  keys: Int32Array | Float64Array,
  base: number,
  end: number,
  stand: number,
  alpha: number,
  beta: number,
  ply: number,
  qd: number,
): number {
  let best = stand;
  for (let i = base; i < end; i++) {
    pickNext(moves, keys, i, end);
    const v = child(moves[i]!, alpha, beta, ply, qd);
    if (budget.stopped) return 0;
    if (v > best) {
      best = v;
      if (v > alpha) {
        alpha = v;
        if (v >= beta) break;
      }
    }
  }
  return best;
}
