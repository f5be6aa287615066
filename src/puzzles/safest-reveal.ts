/**
 * The odds side of a "safest reveal" puzzle (Banqi): a reveal's risk is the lessons' revealOdds risk,
 * exact from the public pool (B9): the chance that what turns up gives the opponent, moving next, a
 * capture (the revealed piece is the opponent's and can take at once, or it is the mover's and can
 * be taken at once). A position is a safest-reveal candidate when one face-down square's risk is
 * below every other's by at least CLEAR_MARGIN. Never reads what a face-down piece is.
 */
import { banqiGame, squareOf, type Position } from '../engine/banqi';
import { revealOdds } from '../lessons/banqi/hidden';
import { compareFractions, fraction, type Fraction } from '../lessons/fraction';

/** How much safer (as a chance) the safest reveal must be than the next safest: one in five. */
const CLEAR_MARGIN: Fraction = fraction(1, 5);

export interface RevealRisk {
  /** The face-down square, 'c3'. */
  readonly square: string;
  readonly risk: Fraction;
}

/** The risk of revealing `square`, or null when no reveal is possible there. */
export function revealRisk(pos: Position, square: string): Fraction | null {
  const o = revealOdds(pos, squareOf(square) ?? -1);
  return o.ok ? o.value.risk : null;
}

/** Every face-down square with its risk, safest first (ties by square name). */
export function revealRisks(pos: Position): RevealRisk[] {
  const out: RevealRisk[] = [];
  for (const square of banqiGame.targets(pos).revealable) {
    const risk = revealRisk(pos, square);
    if (risk !== null) out.push({ square, risk });
  }
  return out.sort((a, b) => compareFractions(a.risk, b.risk) || (a.square < b.square ? -1 : 1));
}

/** a + CLEAR_MARGIN <= b, exactly. */
const clearlyBelow = (a: Fraction, b: Fraction): boolean =>
  (b.num * a.den - a.num * b.den) * CLEAR_MARGIN.den >= CLEAR_MARGIN.num * a.den * b.den;

export type Safest =
  | {
      readonly ok: true;
      readonly safest: RevealRisk;
      readonly next: RevealRisk;
      readonly others: readonly RevealRisk[];
    }
  | { readonly ok: false; readonly why: 'too-few' | 'not-clear' };

/** The one clearly safest reveal: at least two face-down squares and the next safest CLEAR_MARGIN riskier. */
export function clearlySafest(pos: Position): Safest {
  const risks = revealRisks(pos);
  const [safest, next] = risks;
  if (safest === undefined || next === undefined) return { ok: false, why: 'too-few' };
  if (!clearlyBelow(safest.risk, next.risk)) return { ok: false, why: 'not-clear' };
  return { ok: true, safest, next, others: risks.slice(1) };
}
