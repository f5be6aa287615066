/**
 * The rings of the lessons' boards (a 'circle' mark: the piece or square an exercise is about). Their meaning is
 * said once per page, by the first exercise placed on it that draws one (issue 46), and in the guide's legend.
 */
import { findExercise } from './registry';
import type { Exercise } from './types';

export const hasRings = (ex: Exercise): boolean => (ex.marks ?? []).some((m) => m.kind === 'circle');

/** Of the exercise ids a page places, in order, the first whose board draws a ring. */
export function firstRinged(ids: readonly string[]): string | undefined {
  return ids.find((id) => {
    const ex = findExercise(id);
    return ex !== undefined && hasRings(ex);
  });
}
