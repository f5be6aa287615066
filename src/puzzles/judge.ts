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
import { moveValue, replies, rootValues, type Valued } from './prove';

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

function one<P>(o: Oracle<P>, pos: P, m: Margins): Judgement {
  const values = rootValues(o, pos, m.findNodes);
  const best = values[0];
  const second = values[1];
  if (best === undefined || second === undefined) return { ok: false, why: 'no-move' };
  if (o.outcomes(pos, best.move) !== null) return { ok: false, why: 'reveal-best' };
  if (best.value < m.minScore) return { ok: false, why: 'not-winning' };
  if (best.value - second.value < m.margin) return { ok: false, why: 'not-unique' };
  const defence = replies(o, pos, best.move, m.proofNodes);
  const proven = defence[0]!.value;
  if (proven < m.minScore) return { ok: false, why: 'not-proven' };
  for (const alt of values.slice(1)) {
    if (alt.value < best.value - 3 * m.margin) break;
    if (proven - moveValue(o, pos, alt.move, m.proofNodes) < m.margin) return { ok: false, why: 'alternative-close' };
  }
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
