/** Dictionary keys of the Learn course (learn.*): the pages' strings and each stage's title. */
import type { GameId } from '../../i18n/routes';

export const stageTitleKey = (game: GameId, n: number): string => `learn.${game}.stage${n}`;

/** The strings the course's islands read (map and stage). */
export const LEARN_ISLAND_KEYS = [
  'learn.progress',
  'learn.stars',
  'learn.noStars',
  'learn.stageDone',
  'learn.reset',
  'learn.resetDone',
] as const;
