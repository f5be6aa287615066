/**
 * Banqi piece values, recomputed from what is still alive (face up or in the pool): a base by rank
 * (every piece counts: a game is won by taking them all), plus a share of the enemy material it can
 * capture, minus a little per enemy piece that can capture it. So a
 * general gains value as the enemy soldiers disappear, a soldier is worth more while the enemy
 * general lives, and the cannon (which takes anything by a jump) is valued on the whole enemy army,
 * at half weight because it needs a screen. Kinds are indices 0 general .. 6 soldier.
 */
const GENERAL = 0;
export const CANNON = 5;
const SOLDIER = 6;

/** STEP_TAKES[a * 7 + v]: kind a takes kind v by an ordinary step (B5; the cannon never does, B6). */
export const STEP_TAKES: Uint8Array = (() => {
  const t = new Uint8Array(49);
  for (let a = 0; a < 7; a++) {
    for (let v = 0; v < 7; v++) {
      if (a === CANNON) continue;
      if (a === SOLDIER && v === GENERAL) t[a * 7 + v] = 1;
      else if (a === GENERAL && v === SOLDIER) t[a * 7 + v] = 0;
      else t[a * 7 + v] = a <= v ? 1 : 0;
    }
  }
  return t;
})();

/** Kind a can capture kind v at all (a cannon by a jump, the others by a step). */
const TAKES: Uint8Array = Uint8Array.from(STEP_TAKES, (x, i) => (Math.floor(i / 7) === CANNON ? 1 : x));

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
