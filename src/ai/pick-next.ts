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
