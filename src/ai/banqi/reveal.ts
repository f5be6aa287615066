/**
 * Positional judgement of a reveal before searching it: for each identity the pool may put on the
 * square (weighted by its probability, B9), what happens on the very next turn, which is the
 * opponent's. A piece of ours that turns up next to an enemy able to take it is lost; an enemy piece
 * that turns up next to one of ours it can take wins it; a piece that turns up able to take an
 * adjacent enemy creates a threat worth a fraction of the target. The search then values every
 * reveal properly as a chance node; this score orders the reveals and picks the few searched at
 * inner nodes.
 */
import { EMPTY, HIDDEN, UNASSIGNED, type BanqiBoard } from '../../engine/banqi';
import {
  CODE_COLOUR as COLOUR,
  CODE_KIND as KIND,
  NEIGHBOURS,
  STEP_TAKES_BY_KIND as STEP_TAKES,
} from '../../engine/banqi';

const THREAT_SHARE = 0.3;

/** Expected immediate gain for the side to move of revealing `sq` (values: per identity, see BanqiEvaluator). */
export function revealScore(b: BanqiBoard, sq: number, values: Float64Array): number {
  const cells = b.cells;
  const base = sq * 4;
  let neighbours = 0;
  for (let d = 0; d < 4; d++) {
    const t = NEIGHBOURS[base + d]!;
    if (t >= 0 && cells[t] !== EMPTY && cells[t] !== HIDDEN) neighbours++;
  }
  if (neighbours === 0) return 0;
  const pool = b.pool;
  const side = b.side;
  let total = 0;
  for (let id = 0; id < 14; id++) {
    const count = pool[id]!;
    if (count === 0) continue;
    const colour = id < 7 ? 0 : 1;
    const kind = id % 7;
    const mine = side === UNASSIGNED || colour === side;
    let loss = 0;
    let gain = 0;
    for (let d = 0; d < 4; d++) {
      const t = NEIGHBOURS[base + d]!;
      if (t < 0) continue;
      const v = cells[t]!;
      if (v === EMPTY || v === HIDDEN || COLOUR[v] === colour) continue;
      const kv = KIND[v]!;
      const vValue = values[v - 1]!;
      if (mine) {
        // our new piece next to an enemy; the enemy moves next
        if (STEP_TAKES[kv * 7 + kind] === 1) loss = Math.max(loss, values[id]!);
        else if (STEP_TAKES[kind * 7 + kv] === 1) gain = Math.max(gain, THREAT_SHARE * vValue);
      } else {
        // an enemy piece next to ours; the enemy moves next
        if (STEP_TAKES[kind * 7 + kv] === 1) loss = Math.max(loss, vValue);
        else if (STEP_TAKES[kv * 7 + kind] === 1) gain = Math.max(gain, THREAT_SHARE * values[id]!);
      }
    }
    total += count * (gain - loss);
  }
  return total / b.hidden;
}
