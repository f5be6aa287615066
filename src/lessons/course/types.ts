/**
 * The Learn course (issue 13): tiny stages of one-idea tasks. A task is an exercise of the guides'
 * machinery (src/lessons/types.ts), named by id: the guides' own exercises, or the course's own
 * (./exercises.ts). Stage titles are dictionary keys learn.<game>.stage<n>.
 */
import type { GameId } from '../../i18n/routes';

export interface CourseStage {
  readonly game: GameId;
  /** 1-based, the order of the course; data-stage="<game>/<n>". */
  readonly n: number;
  /** Exercise ids, 3 to 8, in order. */
  readonly tasks: readonly string[];
}
