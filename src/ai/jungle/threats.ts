/**
 * Threats in Jungle positions, for the evaluation: which enemy piece can take a given piece now (a
 * step, or a lion's or tiger's jump across the water, by the rules J2-J5). Looked at from
 * the threatened piece (its four neighbours and the squares a jump reaches it from), so only the
 * pieces of the side to move cost a look, not every piece of both sides.
 */
import { canCapture } from '../../engine/jungle';
import { IS_WATER } from '../../engine/jungle';
import { JUMP_TO, LION, NEIGHBOUR, TIGER, jumpBlocked } from '../../engine/jungle';
import { VALUE } from './tables';

/** The enemy piece that can take `code` on `sq` (J2-J5), the cheapest by VALUE (no two animals are worth the same), or 0. */
export function cheapestAttacker(cells: Int8Array, code: number, sq: number): number {
  let best = 0;
  const land = IS_WATER[sq] === 0;
  for (let d = 0; d < 4; d++) {
    const i = sq * 4 + d;
    const n = NEIGHBOUR[i]!;
    if (n < 0) continue;
    // a step from the next square (canCapture refuses a capture across the water's edge, J2)
    const e = cells[n]!;
    if (e !== 0 && e > 0 !== code > 0 && canCapture(e, n, code, sq)) best = cheaper(best, e);
    // a lion's or tiger's jump across the water that starts next to a piece on land
    if (!land || IS_WATER[n] === 0) continue;
    const from = JUMP_TO[i]!;
    if (from < 0) continue;
    const j = cells[from]!;
    const jk = j > 0 ? j : -j;
    if ((jk === TIGER || jk === LION) && j > 0 !== code > 0 && !jumpBlocked(cells, i) && canCapture(j, from, code, sq))
      best = cheaper(best, j);
  }
  return best;
}

const cheaper = (a: number, b: number): number => (a === 0 || VALUE[b > 0 ? b : -b]! < VALUE[a > 0 ? a : -a]! ? b : a);
