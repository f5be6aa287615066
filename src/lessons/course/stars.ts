/**
 * Stars of a finished stage, by the number of wrong tries, kept with the solved exercises in the
 * browser (one store for every locale: localStorage key plyyard:stars:<game>:<edition> (edition.ts), a JSON map stage n -> stars).
 * A stage number means a stage of one edition of the course (stages.ts): the first edition's stars
 * (plyyard:stars:<game>, other stages under the same numbers) are not read, and are dropped when stars are next kept.
 */
import type { GameId } from '../../i18n/routes';
import type { ProgressStore } from '../progress';
import { COURSE_EDITION } from './edition';

export const starsKey = (game: GameId): string => `plyyard:stars:${game}:${COURSE_EDITION}`;

/** Where the first edition kept its stars. */
const firstEditionKey = (game: GameId): string => `plyyard:stars:${game}`;

/** The most stars a stage earns. */
const MAX_STARS = 3;

/** A stage's stars as glyphs, the earned ones first: '★★☆' for 2. */
export const starGlyphs = (stars: number): string => '★'.repeat(stars) + '☆'.repeat(MAX_STARS - stars);

/** 3 stars without a wrong try, 2 with one or two, 1 with more. */
export function starsFor(wrongTries: number): 1 | 2 | 3 {
  if (wrongTries <= 0) return 3;
  return wrongTries <= 2 ? 2 : 1;
}

export function readStars(store: ProgressStore | null, game: GameId): Record<string, number> {
  try {
    const value: unknown = JSON.parse(store?.getItem(starsKey(game)) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, number] => [1, 2, 3].includes(e[1] as number)),
    );
  } catch {
    return {};
  }
}

/** Keeps the best stars of a stage; returns the new map. */
export function recordStars(
  store: ProgressStore | null,
  game: GameId,
  n: number,
  stars: number,
): Record<string, number> {
  const all = readStars(store, game);
  if ((all[String(n)] ?? 0) >= stars) return all;
  const next = { ...all, [String(n)]: stars };
  try {
    store?.setItem(starsKey(game), JSON.stringify(next));
    store?.removeItem(firstEditionKey(game));
  } catch {
    // Storage full or blocked: stars simply are not kept.
  }
  return next;
}
