/** Dictionary keys of the Learn course (learn.*): the pages' strings, each stage's title and its opening lines. */
import { pluralKeys } from '../../i18n/format';
import type { GameId } from '../../i18n/routes';

export const stageTitleKey = (game: GameId, n: number): string => `learn.${game}.stage${n}`;

/** One or two sentences naming the stage's idea, shown above its first task. */
export const stageIntroKey = (game: GameId, n: number): string => `learn.${game}.intro${n}`;

/** The caption of step k (1-based) of the demonstration that opens a stage (demos.ts). */
export const demoCaptionKey = (game: GameId, n: number, k: number): string => `learn.${game}.demo${n}.step${k}`;

/** The strings of a stage's demonstration island (islands/StageDemo.tsx), its captions apart. */
export const DEMO_ISLAND_KEYS: readonly string[] = [
  'learn.demoHeading',
  'learn.demoBoard',
  ...pluralKeys('learn.demoStepOf'),
  'learn.demoStep',
  'learn.replayDemo',
  'learn.start',
];

/** The strings the course's islands read (map and stage). */
export const LEARN_ISLAND_KEYS: readonly string[] = [
  ...pluralKeys('learn.progress'),
  ...pluralKeys('learn.stars'),
  'learn.noStars',
  ...pluralKeys('learn.stageDone'),
  ...pluralKeys('learn.bestKept'),
  ...pluralKeys('learn.taskOf'),
  'learn.starsSoFar',
  'learn.nextTask',
  'learn.toSummary',
  'learn.reset',
  'learn.resetDone',
];
