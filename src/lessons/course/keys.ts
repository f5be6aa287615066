/** Dictionary keys of the Learn course (learn.*): the pages' strings and each stage's title. */
import { pluralKeys } from '../../i18n/format';
import type { GameId } from '../../i18n/routes';

export const stageTitleKey = (game: GameId, n: number): string => `learn.${game}.stage${n}`;

/** The strings the course's islands read (map and stage). */
export const LEARN_ISLAND_KEYS: readonly string[] = [
  ...pluralKeys('learn.progress'),
  ...pluralKeys('learn.stars'),
  'learn.noStars',
  ...pluralKeys('learn.stageDone'),
  'learn.reset',
  'learn.resetDone',
];
