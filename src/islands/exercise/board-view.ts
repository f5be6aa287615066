/** What an exercise board needs beside the engine's targets (useExerciseBoard): the start position, arrow marks. */
import type { Mark } from '../../board/types';
import type { LessonEngine } from '../../lessons/engine';
import type { Exercise } from '../../lessons/types';

/** The exercise's start position (the schema checked it at build time, so a failure is a bug). */
export function exerciseStart(engine: LessonEngine<unknown>, ex: Exercise): unknown {
  const p = engine.parse(ex.position);
  if (!p.ok) throw new Error(`exercise ${ex.id}: bad position`);
  return p.value;
}

/** An arrow mark showing a move in notation ('a2e2'). */
export const arrow = (move: string, tone: 'good' | 'bad'): Mark => ({
  kind: 'arrow',
  from: move.slice(0, 2),
  to: move.slice(2, 4),
  tone,
});
