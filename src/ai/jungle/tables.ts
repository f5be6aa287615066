/**
 * Precomputed Jungle tables for the evaluation: the material value of each animal; for each animal
 * and colour, the number of moves from every square to the enemy den on an empty board (land steps;
 * water only for the rat; lake jumps for the lion and the tiger; never through the own den), and the
 * squares next to each den.
 * Blue's tables are red's mirrored top to bottom (the board and its terrain are symmetric).
 */
import { DEN_SQUARE, IS_WATER } from '../../engine/jungle';
import { JUMP_TO, NEIGHBOUR } from '../../engine/jungle';
import { SQUARES } from '../../engine/jungle';

/** Material by strength 1..8 (index 0 unused). */
export const VALUE = [0, 270, 220, 234, 330, 405, 630, 880, 990];

export const RED_DEN = DEN_SQUARE.red;
export const BLUE_DEN = DEN_SQUARE.blue;
const FAR = 30;

/** Square seen from the other side (rank mirrored). */
const mirror = (sq: number): number => (8 - Math.floor(sq / 7)) * 7 + (sq % 7);

function redDistances(kind: number): Uint8Array {
  const dist = new Uint8Array(SQUARES).fill(FAR);
  dist[BLUE_DEN] = 0;
  // breadth-first search backwards from the den; moves are symmetric except for water and jumps,
  // which are symmetric too (a jump goes both ways), so a forward search from the den is exact
  const queue = [BLUE_DEN];
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head]!;
    for (let d = 0; d < 4; d++) {
      const targets = [NEIGHBOUR[s * 4 + d]!];
      if (kind === 6 || kind === 7) targets.push(JUMP_TO[s * 4 + d]!);
      for (const t of targets) {
        if (t < 0 || t === RED_DEN || dist[t]! !== FAR) continue;
        if (IS_WATER[t] === 1 && kind !== 1) continue;
        dist[t] = dist[s]! + 1;
        queue.push(t);
      }
    }
  }
  return dist;
}

/** DEN_DISTANCE[(kind - 1) * 2 * 63 + colourIndex * 63 + sq], colourIndex 0 red, 1 blue; kind 1..8. */
const DEN_DISTANCE: Uint8Array = (() => {
  const out = new Uint8Array(8 * 2 * SQUARES);
  for (let kind = 1; kind <= 8; kind++) {
    const red = redDistances(kind);
    for (let sq = 0; sq < SQUARES; sq++) {
      out[(kind - 1) * 2 * SQUARES + sq] = red[sq]!;
      out[(kind - 1) * 2 * SQUARES + SQUARES + mirror(sq)] = red[sq]!;
    }
  }
  return out;
})();

/** Distance of a piece with signed code `code` on `sq` to the enemy den. */
export const denDistance = (code: number, sq: number): number =>
  code > 0 ? DEN_DISTANCE[(code - 1) * 2 * SQUARES + sq]! : DEN_DISTANCE[(-code - 1) * 2 * SQUARES + SQUARES + sq]!;

/** Squares next to each den: RED_DEN_NEIGHBOURS next to d1 (blue's goal), BLUE_DEN_NEIGHBOURS next to d9. */
const around = (den: number): Int8Array =>
  Int8Array.from([0, 1, 2, 3].map((d) => NEIGHBOUR[den * 4 + d]!).filter((t) => t >= 0));
export const RED_DEN_NEIGHBOURS = around(RED_DEN);
export const BLUE_DEN_NEIGHBOURS = around(BLUE_DEN);

/** Plain (Manhattan) distance between two squares. */
export const MANHATTAN: Uint8Array = (() => {
  const d = new Uint8Array(SQUARES * SQUARES);
  for (let a = 0; a < SQUARES; a++)
    for (let b = 0; b < SQUARES; b++)
      d[a * SQUARES + b] = Math.abs((a % 7) - (b % 7)) + Math.abs(Math.floor(a / 7) - Math.floor(b / 7));
  return d;
})();
