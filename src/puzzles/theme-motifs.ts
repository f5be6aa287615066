/**
 * The motifs both games share, read from the solver's first move and the position around it with
 * the rules alone (no search): what kind of capture it is, or what a quiet move does. themes.ts
 * turns them into each game's themes. `worth` is a piece letter's rank (Banqi) or strength (Jungle).
 */
import type { GameRules } from '../engine/core/game-rules';

/** What a capture does, most telling first; one per capture (`capture` for none of the others). */
export type CaptureKind =
  'winning-exchange' | 'sacrifice' | 'strike-first' | 'remove-attacker' | 'escape-capture' | 'safe-capture';

/** What a quiet move does (several may hold). */
export type QuietMotif = 'threat' | 'escape';

const from = (move: string): string => move.slice(0, 2);
const to = (move: string): string => move.slice(2, 4);

/** The same position with the other side to move (to ask what a piece attacks). */
export function flipped<P>(rules: GameRules<P>, pos: P): P | null {
  const fields = rules.format(pos).split(' ');
  const side = fields[1];
  if (side !== 'r' && side !== 'b') return null;
  fields[1] = side === 'r' ? 'b' : 'r';
  const r = rules.parse(fields.join(' '));
  return r.ok ? r.value : null;
}

/** The captures the side that did not move in `pos` could make there if it moved again. */
function capturesOfOther<P>(rules: GameRules<P>, pos: P): string[] {
  const again = flipped(rules, pos);
  return again === null ? [] : rules.legalMoves(again).filter((m) => rules.isCapture(again, m));
}

/**
 * A capture's kind. Taken back on its square: a winning exchange when the victim is worth more than
 * the piece that took it, otherwise a sacrifice. Not taken back: strike first when the victim could
 * itself have taken the capturing piece, removing the attacker when it threatened another of ours,
 * an escape when the capturing piece was attacked by someone else, else a plain safe capture.
 */
export function captureKind<P>(
  rules: GameRules<P>,
  pos: P,
  move: string,
  child: P,
  worth: (letter: string) => number,
): CaptureKind {
  const [mover, victim] = [rules.contentAt(pos, from(move)), rules.contentAt(pos, to(move))];
  if (rules.legalMoves(child).some((m) => to(m) === to(move)))
    return worth(victim) > worth(mover) ? 'winning-exchange' : 'sacrifice';
  const threats = capturesOfOther(rules, pos);
  const byVictim = threats.filter((m) => from(m) === to(move));
  if (byVictim.some((m) => to(m) === from(move))) return 'strike-first';
  if (byVictim.length > 0) return 'remove-attacker';
  if (threats.some((m) => to(m) === from(move))) return 'escape-capture';
  return 'safe-capture';
}

/** A quiet move's motifs: the moved piece now attacks an enemy piece; it was attacked and no longer is. */
export function quietMotifs<P>(rules: GameRules<P>, pos: P, move: string, child: P): QuietMotif[] {
  const out: QuietMotif[] = [];
  if (capturesOfOther(rules, child).some((m) => from(m) === to(move))) out.push('threat');
  const attacked = capturesOfOther(rules, pos).some((m) => to(m) === from(move));
  if (attacked && !rules.legalMoves(child).some((m) => rules.isCapture(child, m) && to(m) === to(move)))
    out.push('escape');
  return out;
}
