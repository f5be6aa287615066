/**
 * The Learn course (issue 13, second edition issue 45): stages of one idea each, in the order a beginner needs
 * them. A task is an exercise of the guides' machinery (src/lessons/types.ts), named by id: the guides' own
 * exercises, or the course's own (./exercises.ts). Stage texts are dictionary keys: learn.<game>.stage<n> (the
 * title, saying what the tasks do) and learn.<game>.intro<n> (one or two sentences naming the idea).
 */
import type { GameId } from '../../i18n/routes';
import type { RuleTag } from './rule-tags';

export interface CourseStage {
  readonly game: GameId;
  /** 1-based, the order of the course; data-stage="<game>/<n>". */
  readonly n: number;
  /** The rules (or parts of rules) this stage teaches; none for a stage that only practises earlier ones. */
  readonly teaches: readonly RuleTag[];
  /** Exercise ids, 4 to 8, in order. */
  readonly tasks: readonly string[];
}
