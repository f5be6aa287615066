/** What an exercise board needs from the engine: the start position, legal destinations, revealable squares. */
import type { Mark } from '../../board/types';
import type { Targets } from '../../engine/core/game-rules';
import type { LessonEngine } from '../../lessons/engine';
import type { Exercise } from '../../lessons/types';

/** The exercise's start position (the schema checked it at build time, so a failure is a bug). */
export function exerciseStart(engine: LessonEngine<unknown>, ex: Exercise): unknown {
  const p = engine.parse(ex.position);
  if (!p.ok) throw new Error(`exercise ${ex.id}: bad position`);
  return p.value;
}

/** Legal destinations of the side to move's pieces and revealable squares (the rules interface's targets). */
export function boardMoves(engine: LessonEngine<unknown>, pos: unknown): Targets {
  return engine.targets(pos);
}

/** An arrow mark showing a move in notation ('a2e2'). */
export const arrow = (move: string, tone: 'good' | 'bad'): Mark => ({
  kind: 'arrow',
  from: move.slice(0, 2),
  to: move.slice(2, 4),
  tone,
});
