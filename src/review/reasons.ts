/**
 * Why a move lost (types.ts, Reason), read off the engine's lines through the one rules interface,
 * for both games: the line after the move played first (does the opponent enter the den, or take
 * something at once?), then the better move (does it enter the den, or take something?), else the
 * better move itself. A reveal's reason comes from its odds instead (reveal-odds.ts, analyse.ts).
 */
import type { GameRules } from '../engine/core/game-rules';
import type { Reason } from './types';

const fromOf = (move: string): string => move.slice(0, 2);
const toOf = (move: string): string => move.slice(2, 4);

/** `pos` before the move `played` (as recorded); `reply` and `line` as the probe gave them. */
export function reasonFor<P>(
  rules: GameRules<P>,
  pos: P,
  played: string,
  reply: readonly string[],
  line: readonly string[],
): Reason {
  const afterPlayed = rules.play(pos, played);
  if (afterPlayed.ok) {
    const den = denNow(rules, afterPlayed.value) ?? denInLine(rules, afterPlayed.value, reply.slice(1));
    if (den !== null) return den;
    const answer = reply[1];
    if (answer !== undefined && !rules.isReveal(answer) && rules.isCapture(afterPlayed.value, answer))
      return {
        kind: 'hangs',
        piece: rules.contentAt(afterPlayed.value, toOf(answer)),
        square: toOf(answer),
        by: rules.contentAt(afterPlayed.value, fromOf(answer)),
        from: fromOf(answer),
      };
  }
  const best = line[0] ?? played;
  if (!rules.isReveal(best)) {
    const afterBest = rules.play(pos, best);
    if (afterBest.ok && rules.status(afterBest.value).reason === 'den-entered')
      return { kind: 'misses-den', piece: rules.contentAt(pos, fromOf(best)), from: fromOf(best), square: toOf(best) };
    if (rules.isCapture(pos, best))
      return {
        kind: 'misses-capture',
        piece: rules.contentAt(pos, toOf(best)),
        square: toOf(best),
        by: rules.contentAt(pos, fromOf(best)),
        from: fromOf(best),
      };
  }
  if (fromOf(best) === toOf(best)) return { kind: 'better-reveal', square: fromOf(best) };
  return { kind: 'better-move', piece: rules.contentAt(pos, fromOf(best)), from: fromOf(best), to: toOf(best) };
}

/** A move of the side to move at `pos` that enters the den at once (the search may stop there without a line). */
function denNow<P>(rules: GameRules<P>, pos: P): Reason | null {
  for (const move of rules.legalMoves(pos)) {
    if (rules.isReveal(move)) continue;
    const next = rules.play(pos, move);
    if (next.ok && rules.status(next.value).reason === 'den-entered')
      return { kind: 'den-open', by: rules.contentAt(pos, fromOf(move)), from: fromOf(move), square: toOf(move) };
  }
  return null;
}

/** The opponent's move of `moves` (theirs first, then alternating) that enters the mover's den, if any. */
function denInLine<P>(rules: GameRules<P>, start: P, moves: readonly string[]): Reason | null {
  let pos = start;
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i]!;
    if (rules.isReveal(move)) return null;
    const next = rules.play(pos, move);
    if (!next.ok) return null;
    if (i % 2 === 0 && rules.status(next.value).reason === 'den-entered')
      return { kind: 'den-open', by: rules.contentAt(pos, fromOf(move)), from: fromOf(move), square: toOf(move) };
    pos = next.value;
  }
  return null;
}
