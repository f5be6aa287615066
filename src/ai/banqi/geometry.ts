/** Board geometry the Banqi evaluation needs beyond the engine's tables: distances between squares. */
import { SQUARE_COUNT } from '../../engine/banqi';

/** DISTANCE[a * 32 + b]: orthogonal (Manhattan) distance between squares a and b. */
export const DISTANCE: Uint8Array = (() => {
  const d = new Uint8Array(SQUARE_COUNT * SQUARE_COUNT);
  for (let a = 0; a < SQUARE_COUNT; a++)
    for (let b = 0; b < SQUARE_COUNT; b++)
      d[a * SQUARE_COUNT + b] = Math.abs((a % 8) - (b % 8)) + Math.abs((a >> 3) - (b >> 3));
  return d;
})();

/** Cell code (1..14) -> colour 0 red / 1 black; 2 for empty (0) and face down (15). */
export const COLOUR: Uint8Array = Uint8Array.from({ length: 16 }, (_, c) =>
  c >= 1 && c <= 7 ? 0 : c >= 8 && c <= 14 ? 1 : 2,
);
/** Cell code (1..14) -> kind 0 general .. 6 soldier; 7 otherwise. */
export const KIND: Uint8Array = Uint8Array.from({ length: 16 }, (_, c) => (c >= 1 && c <= 14 ? (c - 1) % 7 : 7));
