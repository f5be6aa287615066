/**
 * Whether a Banqi position is a "safest reveal" puzzle, by the engine: the odds (safest-reveal.ts) name one
 * clearly safest face-down square, and revealing it (valued as the weighted sum over every identity the pool
 * may turn up, prove.ts) beats every move that reveals nothing by at least `revealGap`, at the finding budget
 * and again at the proving budget. Other reveals are judged by their odds alone, never by the engine's luck.
 * The solution is the bare reveal (`c3c3`, no identity): the puzzle never says what is under a piece.
 */
import type { Margins } from './margins';
import type { Oracle } from './oracle';
import { moveValue, type Valued } from './prove';
import type { RevealRisk } from './safest-reveal';

/** How much better than every plain move the safest reveal must stay: a quarter of the margin. */
const revealGap = (m: Margins): number => m.margin / 4;

export type RevealJudgement =
  | { readonly ok: true; readonly move: string; readonly value: number; readonly others: readonly RevealRisk[] }
  | { readonly ok: false; readonly why: 'no-odds' | 'not-clear' | 'move-as-good' | 'not-proven' };

/** The first plain move (one that reveals nothing) within the gap of `value` at `nodes`, or null. */
export function plainAsGood<P>(o: Oracle<P>, pos: P, value: number, m: Margins, nodes: number): Valued | null {
  for (const move of o.rules.legalMoves(pos)) {
    if (o.outcomes(pos, move) !== null) continue;
    const v = moveValue(o, pos, move, nodes);
    if (value - v < revealGap(m)) return { move, value: v };
  }
  return null;
}

export function judgeReveal<P>(o: Oracle<P>, pos: P, m: Margins): RevealJudgement {
  const safest = o.safest(pos);
  if (safest === null) return { ok: false, why: 'no-odds' };
  if (!safest.ok) return { ok: false, why: 'not-clear' };
  const move = safest.safest.square + safest.safest.square;
  const found = moveValue(o, pos, move, m.findNodes);
  if (plainAsGood(o, pos, found, m, m.findNodes) !== null) return { ok: false, why: 'move-as-good' };
  const proven = moveValue(o, pos, move, m.proofNodes);
  if (plainAsGood(o, pos, proven, m, m.proofNodes) !== null) return { ok: false, why: 'not-proven' };
  return { ok: true, move, value: proven, others: safest.others };
}
