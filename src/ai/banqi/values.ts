/**
 * Banqi piece values, recomputed from what is still alive (face up or in the pool): a base by rank
 * (every piece counts: a game is won by taking them all), plus a share of the enemy material it can
 * capture, minus a little per enemy piece that can capture it. So a
 * general gains value as the enemy soldiers disappear, a soldier is worth more while the enemy
 * general lives, and the cannon (which takes anything by a jump) is valued on the whole enemy army,
 * at half weight because it needs a screen. Kinds are indices 0 general .. 6 soldier; who may take
 * whom is the engine's rule (engine/banqi/capture.ts).
 */
import {
  CANNON_KIND as CANNON,
  GENERAL_KIND as GENERAL,
  SOLDIER_KIND as SOLDIER,
  TAKES_BY_KIND as TAKES,
} from '../../engine/banqi';

/** How much it matters to be able to capture a piece of each kind (general .. soldier). */
const PREY_WEIGHT = [160, 100, 60, 40, 28, 48, 12];
/** A soldier's claim on the general counts less: it takes several soldiers to corner one. */
const SOLDIER_ON_GENERAL = 80;
/** Base value by kind, general .. soldier. */
const BASE = [300, 250, 200, 150, 100, 200, 80];
const PREY_SHARE = 0.5;
const PER_PREDATOR = 4;
const MINIMUM = 20;

/**
 * Fills out[0..13] (by identity index: red G..S, black g..s) with the value of one piece of each
 * identity, given alive[0..13], the pieces of each identity still in play (face up plus pool).
 */
export function computeValues(alive: Int32Array | Int8Array, out: Float64Array): void {
  for (let colour = 0; colour < 2; colour++) {
    const enemy = (1 - colour) * 7;
    for (let k = 0; k < 7; k++) {
      let prey = 0;
      let predators = 0;
      for (let j = 0; j < 7; j++) {
        const n = alive[enemy + j]!;
        if (n === 0) continue;
        if (TAKES[k * 7 + j] === 1) {
          const w = k === SOLDIER && j === GENERAL ? SOLDIER_ON_GENERAL : PREY_WEIGHT[j]!;
          prey += n * (k === CANNON ? w / 2 : w) * PREY_SHARE;
        }
        if (TAKES[j * 7 + k] === 1) predators += n;
      }
      out[colour * 7 + k] = Math.max(MINIMUM, BASE[k]! + prey - PER_PREDATOR * predators);
    }
  }
}
