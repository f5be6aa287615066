/** The staged practice of the Banqi guide: the three drills as a sequence (content-brief.md, section 7). */
import type { PracticeStage } from '../types';
import type { BanqiExerciseId } from './exercises';

interface BanqiStage extends PracticeStage {
  readonly exercises: readonly BanqiExerciseId[];
}

export const BANQI_PRACTICE: readonly BanqiStage[] = [
  { id: 'rules', exercises: ['practice-captures', 'practice-cannon'] },
  { id: 'options', exercises: ['practice-safe-capture', 'practice-count'] },
  { id: 'review', exercises: ['practice-review'] },
];
