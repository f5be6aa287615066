/** The staged practice of the Jungle guide: the three drills as a sequence (content-brief.md, section 7). */
import type { PracticeStage } from '../types';
import type { JungleExerciseId } from './exercises';

interface JungleStage extends PracticeStage {
  readonly exercises: readonly JungleExerciseId[];
}

export const JUNGLE_PRACTICE: readonly JungleStage[] = [
  { id: 'terrain', exercises: ['practice-terrain'] },
  { id: 'jump', exercises: ['practice-jump'] },
  { id: 'den', exercises: ['practice-den'] },
];
