/**
 * The prose of a puzzle's moves and of why a wrong move fails, written with moveProse on the position each
 * move is played from (a capture by the rules' isCapture; a reveal as its square alone, as the exercises write it).
 */
import { moveProse } from '../../board/move-prose';
import type { GameRules } from '../../engine/core/game-rules';

/** 'c4–b4', 'a2×a3', or 'c3' for a reveal, for a move played on `at`. */
export function moveOn<P>(rules: GameRules<P>, at: P, move: string): string {
  const from = move.slice(0, 2);
  const to = move.slice(2, 4);
  return rules.isReveal(move) ? from : moveProse(from, to, rules.isCapture(at, move));
}

/** 'a2×a3, b4–b3, c1×c2': the line's moves from `from` on, each written on the position it is played in. */
export function lineProse<P>(rules: GameRules<P>, start: P, line: readonly string[]): string {
  const out: string[] = [];
  let at = start;
  for (const move of line) {
    out.push(moveOn(rules, at, move));
    const next = rules.play(at, move);
    if (!next.ok) break;
    at = next.value;
  }
  return out.join(', ');
}

/** Why a wrong move fails, by what the engine's reply does: the string `puzzles.why.<kind>` says it. */
type WhyKind = 'capture' | 'wins' | 'quiet' | 'reveal' | 'odds' | 'none' | 'thinking';

export interface Why {
  readonly kind: WhyKind;
  readonly vars: Readonly<Record<string, string>>;
}

/**
 * The sentence's kind and words for a wrong move played from `pos` and the engine's reply to it (null: none
 * came, or the wrong move ended the game). A reveal cannot be judged by one reply: its identity is luck.
 */
export function whyItFails<P>(rules: GameRules<P>, pos: P, wrong: string, reply: string | null): Why {
  const text = (at: P, move: string): string => moveOn(rules, at, move);
  if (rules.isReveal(wrong)) return { kind: 'reveal', vars: { square: wrong.slice(0, 2) } };
  const after = rules.play(pos, wrong);
  const wrongText = text(pos, wrong);
  if (!after.ok || reply === null) return { kind: 'none', vars: { wrong: wrongText } };
  const vars = { wrong: wrongText, reply: text(after.value, reply) };
  if (rules.isReveal(reply)) return { kind: 'quiet', vars };
  const replied = rules.play(after.value, reply);
  if (!replied.ok) return { kind: 'none', vars: { wrong: wrongText } };
  if (rules.status(replied.value).result !== 'ongoing') return { kind: 'wins', vars };
  if (rules.isCapture(after.value, reply)) return { kind: 'capture', vars: { ...vars, square: reply.slice(2, 4) } };
  return { kind: 'quiet', vars };
}
