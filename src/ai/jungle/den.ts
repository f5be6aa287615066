/**
 * Den attack patterns (J4, J6). The three squares next to each den are that den's traps, and the
 * only answer to an enemy piece next to the den is to take it; a piece in an enemy trap has strength
 * 0, so any defender next to that trap takes it. A trap next to the den is "open" when it is empty
 * and no defender stands next to it: an attacker beside an open trap steps in and nothing can take
 * it there, so it enters the den on its next move (a "den strike"). The squares beside the traps (other
 * than the den) are b9 c8 d7 e8 f9 for blue's den and b1 c2 d3 e2 f1 for red's: the attacker's
 * launch squares and the defender's guard posts at once.
 */
import { NEIGHBOUR, SQUARES } from '../../engine/jungle';
import { BLUE_DEN, BLUE_DEN_NEIGHBOURS, RED_DEN, RED_DEN_NEIGHBOURS } from './tables';

/** For each square: +1 next to blue's den (red threatens it from there), -1 next to red's, else 0. */
export const NEXT_TO_DEN: Int8Array = (() => {
  const out = new Int8Array(SQUARES);
  for (const s of BLUE_DEN_NEIGHBOURS) out[s] = 1;
  for (const s of RED_DEN_NEIGHBOURS) out[s] = -1;
  return out;
})();

/** For each trap next to a den: its neighbours other than the den, -1 padded to 3 (trap index * 3). */
function guardPosts(den: number, traps: Int8Array): Int8Array {
  const out = new Int8Array(traps.length * 3).fill(-1);
  traps.forEach((t, i) => {
    let k = 0;
    for (let d = 0; d < 4; d++) {
      const s = NEIGHBOUR[t * 4 + d]!;
      if (s >= 0 && s !== den) out[i * 3 + k++] = s;
    }
  });
  return out;
}
const RED_POSTS = guardPosts(RED_DEN, RED_DEN_NEIGHBOURS);
const BLUE_POSTS = guardPosts(BLUE_DEN, BLUE_DEN_NEIGHBOURS);
/** The distinct guard posts of each den (five squares): where an attacker must stand to strike. */
const distinct = (posts: Int8Array): Int8Array => Int8Array.from(new Set(posts.filter((s) => s >= 0)));
const RED_LAUNCH = distinct(RED_POSTS);
const BLUE_LAUNCH = distinct(BLUE_POSTS);

/**
 * For each square: +1 on a launch square of blue's den (red attacks from there), -1 on one of red's,
 * else 0. These are exactly the squares two moves from a den, for every animal (no lake jump lands
 * next to a den).
 */
export const LAUNCH_SIDE: Int8Array = (() => {
  const out = new Int8Array(SQUARES);
  for (const s of BLUE_LAUNCH) out[s] = 1;
  for (const s of RED_LAUNCH) out[s] = -1;
  return out;
})();

/**
 * Number of open traps next to the den of the side `-attacker` that a piece of `attacker` (+1 red,
 * -1 blue) stands beside: each is a den strike for the attacker when it is its move.
 */
export function openTrapsAttacked(cells: Int8Array, attacker: number): number {
  const launch = attacker > 0 ? BLUE_LAUNCH : RED_LAUNCH;
  let near = false;
  for (let i = 0; i < launch.length; i++) {
    const c = cells[launch[i]!]!;
    if (c !== 0 && c > 0 === attacker > 0) near = true;
  }
  if (!near) return 0; // the usual case, decided in five reads
  const traps = attacker > 0 ? BLUE_DEN_NEIGHBOURS : RED_DEN_NEIGHBOURS;
  const posts = attacker > 0 ? BLUE_POSTS : RED_POSTS;
  let count = 0;
  for (let i = 0; i < traps.length; i++) {
    if (cells[traps[i]!] !== 0) continue;
    let attacked = false;
    let guarded = false;
    for (let j = i * 3; j < i * 3 + 3; j++) {
      const s = posts[j]!;
      if (s < 0) break;
      const c = cells[s]!;
      if (c === 0) continue;
      if (c > 0 === attacker > 0) attacked = true;
      else guarded = true;
    }
    if (attacked && !guarded) count++;
  }
  return count;
}
