/**
 * Which exercise of a guide page says what the rings mean (issue 46): the first one its MDX places that draws a
 * ring (src/lessons/rings.ts). Read once per guide and locale from the page's own source.
 */
import { getEntry } from 'astro:content';
import { routeOfPath, ROUTES } from '../../i18n/routes';
import { placedExercises } from '../../lessons/outline';
import { PRACTICE } from '../../lessons/registry';
import { firstRinged } from '../../lessons/rings';

const FIRST = new Map<string, Promise<string | undefined>>();

async function firstRingedOf(entryId: string, game: keyof typeof PRACTICE): Promise<string | undefined> {
  const entry = await getEntry('guides', entryId);
  const practice = PRACTICE[game].flatMap((s) => s.exercises);
  return firstRinged(placedExercises(entry?.body ?? '', practice));
}

/** Whether the exercise `id` on the guide page at `url` is the one that explains the rings. */
export async function explainsRings(url: URL, id: string): Promise<boolean> {
  const page = routeOfPath(url.pathname);
  const route = page === undefined ? undefined : ROUTES[page.id];
  if (page === undefined || route?.kind !== 'guide') return false;
  const entryId = `${page.lang}/${route.slug}`;
  let first = FIRST.get(entryId);
  if (first === undefined) {
    first = firstRingedOf(entryId, route.game);
    FIRST.set(entryId, first);
  }
  return (await first) === id;
}
