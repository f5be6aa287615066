/**
 * Whether a position is a puzzle, and its solution line. Found at the finding budget: the best
 * move scores at least minScore and beats every other by the margin; a Banqi reveal is never a
 * solution (it would depend on luck). Proven at the proving budget: the solution's robust value
 * (prove.ts: every defender reply, every identity a reveal may turn up) still reaches minScore and
 * beats, by the margin, the deeper value of every alternative the finding search put within three
 * margins of it. The line goes on while the defender's reply is its only move or clearly best (by
 * the margin) and the solver's next position is a puzzle again, up to `maxMoves` solver moves.
 */
import type { Margins } from './margins';
import type { Oracle } from './oracle';
import { byValue, moveValue, replies, stopBelow, type Valued } from './prove';

type Rejection = 'no-move' | 'reveal-best' | 'not-winning' | 'not-unique' | 'not-proven' | 'alternative-close';

interface Found {
  /** Solver and defender moves alternately, the solver's first (a reveal with its `=x`). */
  readonly line: readonly string[];
  /** The finding search's values of the first position's moves, best first. */
  readonly values: readonly Valued[];
  /** The proven worst-case value of the first solution move. */
  readonly proven: number;
}

export type Judgement = { readonly ok: true; readonly found: Found } | { readonly ok: false; readonly why: Rejection };

type Finding =
  { readonly ok: true; readonly values: readonly Valued[] } | { readonly ok: false; readonly why: Rejection };

/**
 * Every legal move valued at the finding budget, best first, when the best is a move (not a
 * reveal) reaching minScore and every other is the margin below it. Moves are valued before
 * reveals (one search per identity), and the first reveal within the margin of the best move
 * ends it: the same verdict as valuing everything first, sooner when it is no.
 */
function finding<P>(o: Oracle<P>, pos: P, m: Margins): Finding {
  const all = o.rules.legalMoves(pos);
  if (all.length < 2) return { ok: false, why: 'no-move' };
  const reveals = all.filter((mv) => o.outcomes(pos, mv) !== null);
  const values = all
    .filter((mv) => o.outcomes(pos, mv) === null)
    .map((move) => ({ move, value: moveValue(o, pos, move, m.findNodes) }))
    .sort(byValue);
  const best = values[0];
  if (best === undefined) return { ok: false, why: 'reveal-best' };
  if (best.value < m.minScore) return { ok: false, why: 'not-winning' };
  const second = values[1];
  if (second !== undefined && best.value - second.value < m.margin) return { ok: false, why: 'not-unique' };
  for (const move of reveals) {
    const value = moveValue(o, pos, move, m.findNodes);
    if (value > best.value) return { ok: false, why: 'reveal-best' };
    if (best.value - value < m.margin) return { ok: false, why: 'not-unique' };
    values.push({ move, value });
  }
  return { ok: true, values: values.sort(byValue) };
}

function one<P>(o: Oracle<P>, pos: P, m: Margins): Judgement {
  const f = finding(o, pos, m);
  if (!f.ok) return f;
  const { values } = f;
  const best = values[0]!;
  const close = values.slice(1).filter((alt) => alt.value >= best.value - 3 * m.margin);
  const isPlain = (alt: Valued): boolean => o.outcomes(pos, alt.move) === null;
  // The close moves first (reveals, one search per identity, last): the solution's defence then
  // stops at the first reply that holds it below minScore or within the margin of one of them.
  const plain = close.filter(isPlain).map((alt) => moveValue(o, pos, alt.move, m.proofNodes));
  const defence = replies(o, pos, best.move, m.proofNodes, stopBelow(m.minScore, plain, m.margin));
  const proven = defence[0]!.value;
  if (proven < m.minScore) return { ok: false, why: 'not-proven' };
  if (plain.some((v) => proven - v < m.margin)) return { ok: false, why: 'alternative-close' };
  for (const alt of close.filter((a) => !isPlain(a)))
    if (proven - moveValue(o, pos, alt.move, m.proofNodes) < m.margin) return { ok: false, why: 'alternative-close' };
  const reply = defence[0]!.reply;
  const forced = defence.length === 1 || defence[1]!.value - proven >= m.margin;
  return { ok: true, found: { line: reply !== null && forced ? [best.move, reply] : [best.move], values, proven } };
}

export function judge<P>(o: Oracle<P>, pos: P, m: Margins, maxMoves = 2): Judgement {
  const first = one(o, pos, m);
  if (!first.ok) return first;
  const line = [...first.found.line];
  let at = pos;
  while (line.length % 2 === 0 && line.length / 2 < maxMoves) {
    for (const mv of line.slice(-2)) at = play(o, at, mv);
    const next = one(o, at, m);
    if (!next.ok) {
      line.pop();
      break;
    }
    line.push(...next.found.line);
  }
  if (line.length % 2 === 0) line.pop();
  return { ok: true, found: { ...first.found, line } };
}

function play<P>(o: Oracle<P>, pos: P, move: string): P {
  const r = o.rules.play(pos, move);
  if (!r.ok) throw new Error(`judge: ${move} refused (${r.error})`);
  return r.value;
}
