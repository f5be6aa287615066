import type { Rng } from '../core/rng';
import { IDENTITIES, type Identity } from './pieces';
import type { Position } from './position';

/**
 * Draws the identity of a reveal uniformly from the pool (each face-down piece equally likely, B9);
 * undefined when nothing is face down. The square does not matter: every hidden square is alike.
 */
export function drawFromPool(pos: Position, rng: Rng): Identity | undefined {
  let total = 0;
  for (const id of IDENTITIES) total += pos.pool[id];
  if (total === 0) return undefined;
  let r = rng.nextInt(total);
  for (const id of IDENTITIES) {
    r -= pos.pool[id];
    if (r < 0) return id;
  }
  return undefined;
}
