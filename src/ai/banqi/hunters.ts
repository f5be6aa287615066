/** Which enemy pieces hunt a piece: take it by a step, and cannot be taken back by it (B5). */
import { STEP_TAKES_BY_KIND as STEP_TAKES } from '../../engine/banqi';

/**
 * The kinds that hunt kind k: HUNTERS[HUNTERS_START[k]] up to HUNTERS[HUNTERS_START[k + 1]] (exclusive).
 * The cannon hunts nothing: it never takes by a step (B6).
 */
const HUNTERS_START = new Uint8Array(8);
const HUNTERS = (() => {
  const list: number[] = [];
  for (let k = 0; k < 7; k++) {
    HUNTERS_START[k] = list.length;
    for (let h = 0; h < 7; h++) if (STEP_TAKES[h * 7 + k] === 1 && STEP_TAKES[k * 7 + h] !== 1) list.push(h);
  }
  HUNTERS_START[7] = list.length;
  return Uint8Array.from(list);
})();

/**
 * The squares of the face-up enemies hunting a piece of colour `prey` and kind `kind`
 * (`sets`: square sets by cell code, BanqiBoard.pieceSets).
 */
function hunterSquares(sets: Int32Array, prey: number, kind: number): number {
  const hunterSets = (1 - prey) * 7 + 1;
  let hunters = 0;
  for (let h = HUNTERS_START[kind]!, end = HUNTERS_START[kind + 1]!; h < end; h++)
    hunters |= sets[hunterSets + HUNTERS[h]!]!;
  return hunters;
}

/**
 * Fills out[prey * 7 + kind] (prey 0 red, 1 black; kind 0-6) with the squares of the enemies hunting a
 * piece of that colour and kind, or 0 when that colour has no face-up piece of that kind.
 */
export function fillHunterSquares(sets: Int32Array, out: Int32Array): void {
  for (let prey = 0; prey < 2; prey++)
    for (let kind = 0; kind < 7; kind++)
      out[prey * 7 + kind] = sets[prey * 7 + kind + 1] === 0 ? 0 : hunterSquares(sets, prey, kind);
}
