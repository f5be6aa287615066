/**
 * What the pages of a game's islands (play page, room page) build at build time: one page per
 * locale and play route, and the keys of the strings their island reads from the page's registry
 * (the play keys, the engine's refusal and status texts, any extra keys, the board's strings).
 */
import { boardStringKeys } from '../board/strings';
import { LOCALES } from '../i18n/locales';
import { routesOfKind, type GameId } from '../i18n/routes';
import { banqiRules } from './banqi-rules';
import { jungleRules } from './jungle-rules';
import { playKeysFor } from './keys';

/** getStaticPaths of a page under /<lang>/<slug>/ for every play route. */
export const gamePagePaths = () =>
  LOCALES.flatMap((lang) =>
    routesOfKind('play').map(({ id, route }) => ({ params: { lang, guide: route.slug }, props: { lang, id, route } })),
  );

export function gamePageKeys(game: GameId, extra: readonly string[]): string[] {
  return [...(game === 'banqi' ? playKeysFor(banqiRules) : playKeysFor(jungleRules)), ...extra, ...boardStringKeys()];
}
