/**
 * Who may capture whom (J2, J3, J4), on signed piece codes and squares. One function serves the fast board
 * and `explain`, so both always agree.
 *
 * Decisions, derived from rules.md:
 * - J2: a capture where exactly one of the two squares is water is refused ('capture-across-water-edge'):
 *   a rat in water takes nothing on land (an elephant included), nothing on land takes a rat in water.
 *   Rat takes rat with both in water is allowed.
 * - J4: a piece standing in an enemy trap (a red piece on c9 e9 d8, a blue piece on c1 e1 d2) has strength 0,
 *   as defender and as attacker; own traps never weaken.
 * - J3: equal strength captures. The rat takes the elephant on land, even when the rat stands in an enemy
 *   trap. The elephant never takes a rat, unless that rat has strength 0 (it stands in the elephant's own trap).
 * - A weakened attacker (strength 0) takes only a defender of strength 0; its refusal is 'attacker-in-trap'.
 */
import { ELEPHANT, RAT } from './pieces';
import { IS_WATER, WEAKENS } from './terrain';

// Module-local bindings (some loaders turn imported names into property reads on the hot path).
const WATER = IS_WATER;
const WEAK = WEAKENS;
const RAT_K = RAT;
const ELEPHANT_K = ELEPHANT;

export const CAPTURE_REFUSALS = [
  'capture-across-water-edge',
  'elephant-cannot-take-rat',
  'attacker-in-trap',
  'rank-too-low',
] as const;
export type CaptureRefusal = (typeof CAPTURE_REFUSALS)[number];

/** Strength of the piece `code` standing on `square`: 0 in an enemy trap (J4), else 1..8. */
function effectiveStrength(code: number, square: number): number {
  const w = WEAK[square]!;
  if (w !== 0 && w > 0 === code > 0) return 0;
  return code > 0 ? code : -code;
}

/**
 * Whether `attacker` on `from` may capture the enemy `defender` on `to` (both non-zero codes of opposite
 * colours): 'ok' or the refusal. Geometry (adjacency, jumps) is checked elsewhere.
 */
export function captureVerdict(attacker: number, from: number, defender: number, to: number): 'ok' | CaptureRefusal {
  if (WATER[from] !== WATER[to]) return 'capture-across-water-edge';
  const a = attacker > 0 ? attacker : -attacker;
  const d = defender > 0 ? defender : -defender;
  const ds = effectiveStrength(defender, to);
  if (a === RAT_K && d === ELEPHANT_K) return 'ok';
  if (a === ELEPHANT_K && d === RAT_K && ds !== 0) return 'elephant-cannot-take-rat';
  const as = effectiveStrength(attacker, from);
  if (as >= ds) return 'ok';
  return as === 0 ? 'attacker-in-trap' : 'rank-too-low';
}

/** Boolean form of `captureVerdict` for the move generator. */
export function canCapture(attacker: number, from: number, defender: number, to: number): boolean {
  return captureVerdict(attacker, from, defender, to) === 'ok';
}
