/** What an exercise board needs from the engine: the start position, legal destinations, revealable squares. */
import type { Mark } from '../../board/types';
import type { LessonEngine } from '../../lessons/engine';
import type { Exercise } from '../../lessons/types';

/** The exercise's start position (the schema checked it at build time, so a failure is a bug). */
export function exerciseStart(engine: LessonEngine<unknown>, ex: Exercise): unknown {
  const p = engine.parse(ex.position);
  if (!p.ok) throw new Error(`exercise ${ex.id}: bad position`);
  return p.value;
}

export interface BoardMoves {
  readonly movable: ReadonlyMap<string, readonly string[]>;
  readonly revealable: ReadonlySet<string>;
}

export function boardMoves(engine: LessonEngine<unknown>, pos: unknown): BoardMoves {
  const legal = engine.legalMoves(pos);
  const movable = new Map<string, string[]>(engine.ownSquares(pos).map((sq) => [sq, []]));
  for (const m of legal) if (!engine.isReveal(m)) movable.get(m.slice(0, 2))?.push(m.slice(2, 4));
  const revealable = new Set(legal.filter((m) => engine.isReveal(m)).map((m) => m.slice(0, 2)));
  return { movable, revealable };
}

/** An arrow mark showing a move in notation ('a2e2'). */
export const arrow = (move: string, tone: 'good' | 'bad'): Mark => ({
  kind: 'arrow',
  from: move.slice(0, 2),
  to: move.slice(2, 4),
  tone,
});
