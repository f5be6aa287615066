/**
 * An independent check of a shipped puzzle: at `nodes` per search (the tests and the bench use
 * twice the proving budget), every solver move of its line must still be the one that holds the
 * game (its robust value reaches minScore) and beat every other legal move by the margin; every
 * defender reply of the line must be a legal move. Returns the first failure, or null. The
 * generator keeps a puzzle only when this finds none (mine.ts), at `reproofNodes`.
 */
import type { Margins } from './margins';
import type { Oracle } from './oracle';
import { moveValue, robustValue, stopBelow } from './prove';
import { plainAsGood } from './reveal-judge';
import type { Puzzle } from './schema';

/** A reveal without its identity (`c3c3`): a safest-reveal puzzle's solution. */
const isBareReveal = <P>(o: Oracle<P>, move: string): boolean => o.rules.isReveal(move) && !move.includes('=');

/** The re-proof's budget: twice the generator's proof. */
export const reproofNodes = (m: Margins): number => 2 * m.proofNodes;

export type Failure =
  | { readonly kind: 'position' }
  | { readonly kind: 'not-winning'; readonly ply: number; readonly value: number }
  | { readonly kind: 'alternative'; readonly ply: number; readonly move: string; readonly gap: number }
  | { readonly kind: 'not-safest'; readonly safest: string | null };

/**
 * A safest-reveal puzzle (its line a bare reveal): the odds must still name its square the clearly safest,
 * and the reveal's value beat every plain move by the reveal gap at `nodes`.
 */
function reproveReveal<P>(o: Oracle<P>, at: P, move: string, m: Margins, nodes: number): Failure | null {
  const s = o.safest(at);
  const safest = s !== null && s.ok ? s.safest.square + s.safest.square : null;
  if (safest !== move) return { kind: 'not-safest', safest };
  const value = moveValue(o, at, move, nodes);
  const close = plainAsGood(o, at, value, m, nodes);
  return close === null ? null : { kind: 'alternative', ply: 0, move: close.move, gap: value - close.value };
}

export function reprove<P>(o: Oracle<P>, puzzle: Puzzle, m: Margins, nodes: number): Failure | null {
  const parsed = o.rules.parse(puzzle.position);
  if (!parsed.ok) return { kind: 'position' };
  let at = parsed.value;
  const [first] = puzzle.line;
  if (puzzle.line.length === 1 && first !== undefined && isBareReveal(o, first))
    return reproveReveal(o, at, first, m, nodes);
  for (const [ply, move] of puzzle.line.entries()) {
    if (ply % 2 === 0) {
      // The other moves first (reveals, one search per identity, last); the solution's defence
      // then stops at the first reply that already fails it.
      const others = o.rules.legalMoves(at).filter((alt) => alt !== move);
      const plain = others.filter((alt) => o.outcomes(at, alt) === null);
      const plainValues = plain.map((alt) => moveValue(o, at, alt, nodes));
      const value = robustValue(o, at, move, nodes, stopBelow(m.minScore, plainValues, m.margin));
      if (value < m.minScore) return { kind: 'not-winning', ply, value };
      for (const [i, alt] of plain.entries()) {
        const gap = value - plainValues[i]!;
        if (gap < m.margin) return { kind: 'alternative', ply, move: alt, gap };
      }
      for (const alt of others.filter((a) => o.outcomes(at, a) !== null)) {
        const gap = value - moveValue(o, at, alt, nodes);
        if (gap < m.margin) return { kind: 'alternative', ply, move: alt, gap };
      }
    }
    const next = o.rules.play(at, move);
    if (!next.ok) return { kind: 'position' };
    at = next.value;
  }
  return null;
}
