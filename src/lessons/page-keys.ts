/** The strings a guide page registers once for all its islands (src/i18n/page-strings.ts). */
import { boardStringKeys } from '../board/strings';
import type { GameId } from '../i18n/routes';
import { lessonEngine } from './engines';
import { exerciseLinkKeys } from './exercise-links';
import { exerciseIslandKeys } from './keys';
import { EXERCISES, findExercise } from './registry';
import { stageDemo } from './course/demos';
import { DEMO_ISLAND_KEYS, LEARN_ISLAND_KEYS, demoCaptionKey } from './course/keys';
import type { CourseStage } from './course/types';
import type { Exercise } from './types';

/** The board's strings, every key any exercise of `game` may show and those of its links, each once. */
export function guideIslandKeys(game: GameId): string[] {
  const reasons = lessonEngine(game)?.illegalReasons ?? [];
  return [
    ...new Set([
      ...boardStringKeys(),
      ...EXERCISES[game].flatMap((ex) => exerciseIslandKeys(ex, reasons)),
      ...exerciseLinkKeys(game),
    ]),
  ];
}

/** The strings of one Learn stage page: the board's, each task's, its links', its demonstration's and the course's own. */
export function courseStageKeys(stage: CourseStage): string[] {
  const reasons = lessonEngine(stage.game)?.illegalReasons ?? [];
  const tasks = stage.tasks.map(findExercise).filter((ex): ex is Exercise => ex !== undefined);
  return [
    ...new Set([
      ...boardStringKeys(),
      ...tasks.flatMap((ex) => exerciseIslandKeys(ex, reasons)),
      ...exerciseLinkKeys(stage.game),
      ...LEARN_ISLAND_KEYS,
      ...DEMO_ISLAND_KEYS,
      ...(stageDemo(stage.game, stage.n)?.steps ?? []).map((_, i) => demoCaptionKey(stage.game, stage.n, i + 1)),
    ]),
  ];
}
