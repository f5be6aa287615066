/**
 * The proof of a puzzle: every legal move valued by the AI one ply down (a Banqi reveal by the
 * weighted sum over the identities its pool may turn up), and the solution valued robustly: the
 * minimum over every defender reply and, for a defender's reveal, over every identity it may turn
 * up, of the AI's score after it. So a Banqi solution holds whatever the face-down pieces are at
 * the two plies that follow it; further down the search weighs reveals by their odds (B9).
 *
 * Both stop at the first search that already decides the question (`floor`, `ceiling`), and try
 * the cheap or likely deciders first (moves before reveals, captures first): the answer is the
 * same as searching everything, only sooner when it is no.
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

/** Best first, ties in move order. */
export const byValue = (a: Valued, b: Valued): number => b.value - a.value || (a.move < b.move ? -1 : 1);

/**
 * The legal moves in the order that finds a refutation soonest: captures, other moves, then
 * reveals (a reveal costs one search per identity).
 */
function cheapFirst<P>(o: Oracle<P>, pos: P, moves: readonly string[]): string[] {
  const rank = (m: string): number => (o.outcomes(pos, m) !== null ? 2 : o.rules.isCapture(pos, m) ? 0 : 1);
  return [...moves].sort((a, b) => rank(a) - rank(b));
}

/**
 * The floor under which a solution's defence may stop: a reply below it leaves the solution under
 * `minScore` or within `margin` of one of the `alternatives` (a hair lower, so rounding never stops
 * one that the exact comparisons would pass; callers compare exactly afterwards).
 */
export const stopBelow = (minScore: number, alternatives: readonly number[], margin: number): number =>
  Math.max(minScore, ...alternatives.map((v) => v + margin)) - 1e-6;

export interface Reply {
  /** The defender's reply (with `=x` for a reveal's identity), or null when the game is over. */
  readonly reply: string | null;
  /** The solver's score after it. */
  readonly value: number;
}

const byReply = (a: Reply, b: Reply): number => a.value - b.value || ((a.reply ?? '') < (b.reply ?? '') ? -1 : 1);

/**
 * The defender's replies to `solution`, worst for the solver first, each reveal split by identity;
 * or, as soon as one reply holds the solver below `floor`, that reply alone (the solution fails).
 */
export function replies<P>(o: Oracle<P>, pos: P, solution: string, nodes: number, floor = -Infinity): Reply[] {
  const child = must(o, pos, solution);
  const moves = o.rules.legalMoves(child);
  if (moves.length === 0) return [{ reply: null, value: -o.best(child, 4, nodes, SEED).score }];
  const out: Reply[] = [];
  for (const r of cheapFirst(o, child, moves)) {
    const outcomes = o.outcomes(child, r);
    const tries =
      outcomes === null
        ? [{ reply: r, identity: undefined }]
        : outcomes.map(({ identity }) => ({ reply: `${r}=${identity}`, identity }));
    for (const t of tries) {
      const value = o.best(must(o, child, r, t.identity), 4, nodes, SEED).score;
      if (value < floor) return [{ reply: t.reply, value }];
      out.push({ reply: t.reply, value });
    }
  }
  return out.sort(byReply);
}

/** The solution's worst case: the lowest score the defender can hold the solver to (or a score below `floor`). */
export const robustValue = <P>(o: Oracle<P>, pos: P, solution: string, nodes: number, floor = -Infinity): number =>
  replies(o, pos, solution, nodes, floor)[0]!.value;
