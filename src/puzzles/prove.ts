/**
 * The proof of a puzzle: every legal move valued by the AI one ply down (a Banqi reveal by the
 * weighted sum over the identities its pool may turn up), and the solution valued robustly: the
 * minimum over every defender reply and, for a defender's reveal, over every identity it may turn
 * up, of the AI's score after it. So a Banqi solution holds whatever the face-down pieces are at
 * the two plies that follow it; further down the search weighs reveals by their odds (B9).
 */
import type { Oracle } from './oracle';

const SEED = 1;

export interface Valued {
  readonly move: string;
  readonly value: number;
}

function must<P>(o: Oracle<P>, pos: P, move: string, identity?: string): P {
  const r = o.rules.play(pos, move, identity);
  if (!r.ok) throw new Error(`prove: ${move} refused (${r.error})`);
  return r.value;
}

/** The value of `move` for the side to move at `nodes` per search (a reveal: its expectation). */
export function moveValue<P>(o: Oracle<P>, pos: P, move: string, nodes: number): number {
  const outcomes = o.outcomes(pos, move);
  if (outcomes === null) return -o.best(must(o, pos, move), 4, nodes, SEED).score;
  let sum = 0;
  for (const { identity, weight } of outcomes)
    sum -= weight * o.best(must(o, pos, move, identity), 4, nodes, SEED).score;
  return sum;
}

/** Every legal move with its value, best first (ties in move order). */
export function rootValues<P>(o: Oracle<P>, pos: P, nodes: number): Valued[] {
  return o.rules
    .legalMoves(pos)
    .map((move) => ({ move, value: moveValue(o, pos, move, nodes) }))
    .sort((a, b) => b.value - a.value || (a.move < b.move ? -1 : 1));
}

export interface Reply {
  /** The defender's reply (with `=x` for a reveal's identity), or null when the game is over. */
  readonly reply: string | null;
  /** The solver's score after it. */
  readonly value: number;
}

/** The defender's replies to `solution`, worst for the solver first, each reveal split by identity. */
export function replies<P>(o: Oracle<P>, pos: P, solution: string, nodes: number): Reply[] {
  const child = must(o, pos, solution);
  const moves = o.rules.legalMoves(child);
  if (moves.length === 0) return [{ reply: null, value: -o.best(child, 4, nodes, SEED).score }];
  const out: Reply[] = [];
  for (const r of moves) {
    const outcomes = o.outcomes(child, r);
    if (outcomes === null) out.push({ reply: r, value: o.best(must(o, child, r), 4, nodes, SEED).score });
    else
      for (const { identity } of outcomes)
        out.push({ reply: `${r}=${identity}`, value: o.best(must(o, child, r, identity), 4, nodes, SEED).score });
  }
  return out.sort((a, b) => a.value - b.value || ((a.reply ?? '') < (b.reply ?? '') ? -1 : 1));
}

/** The solution's worst case: the lowest score the defender can hold the solver to. */
export const robustValue = <P>(o: Oracle<P>, pos: P, solution: string, nodes: number): number =>
  replies(o, pos, solution, nodes)[0]!.value;
