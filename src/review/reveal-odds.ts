/**
 * The odds of a Banqi reveal, from the pool at that moment (B9), for the sentence under a reveal:
 * `risk` is the chance that the opponent, moving next, can take a piece of the mover because of what
 * turned up: the revealed piece itself (one of the mover's, next to an enemy that takes it, or in a
 * cannon's line) or a piece of the mover that the revealed enemy can take at once. Each identity of
 * the pool counts with its probability, count / face-down squares. `piece` is the dearest piece of
 * the mover that one of those draws puts in reach (by rank, B5).
 */
import {
  applyAction,
  colourOf,
  isIdentity,
  kindOf,
  legalActions,
  publicView,
  rankOf,
  reveal,
  IDENTITIES,
  type Identity,
  type Position,
} from '../engine/banqi';
import type { RevealOdds } from './types';

export function revealOdds(pos: Position, square: number): RevealOdds {
  const view = publicView(pos);
  if (view.hidden === 0) return { risk: 0, piece: '' };
  let risk = 0;
  let dearest: Identity | null = null;
  for (const id of IDENTITIES) {
    const count = view.pool[id];
    if (count === 0) continue;
    const after = applyAction(pos, reveal(square), id);
    if (!after.ok) continue;
    const mover = pos.turn === 'unassigned' ? colourOf(id) : pos.turn;
    let victim: Identity | null = null;
    for (const a of legalActions(after.value)) {
      if (a.type !== 'move' || (a.from !== square && a.to !== square)) continue;
      const target = after.value.cells[a.to];
      if (target === undefined || target === null || !isIdentity(target) || colourOf(target) !== mover) continue;
      if (victim === null || rankOf(kindOf(target)) > rankOf(kindOf(victim))) victim = target;
    }
    if (victim === null) continue;
    risk += count / view.hidden;
    if (dearest === null || rankOf(kindOf(victim)) > rankOf(kindOf(dearest))) dearest = victim;
  }
  return { risk: Math.round(risk * 1000) / 10, piece: dearest ?? '' };
}
