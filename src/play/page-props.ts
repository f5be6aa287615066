/**
 * What the pages of a game's islands (play page, room page) build at build time: one page per
 * locale and play route, and the raw strings their island needs (the play keys, the engine's
 * refusal and status texts, any extra keys, the board's strings).
 */
import { boardStringsFromLookup, type BoardStrings } from '../board/strings';
import { lookup } from '../i18n/i18n';
import { LOCALES, type Locale } from '../i18n/locales';
import { routesOfKind, type GameId } from '../i18n/routes';
import { banqiRules } from './banqi-rules';
import { jungleRules } from './jungle-rules';
import { playKeysFor } from './keys';

/** getStaticPaths of a page under /<lang>/<slug>/ for every play route. */
export const gamePagePaths = () =>
  LOCALES.flatMap((lang) =>
    routesOfKind('play').map(({ id, route }) => ({ params: { lang, guide: route.slug }, props: { lang, id, route } })),
  );

export function gamePageStrings(
  lang: Locale,
  game: GameId,
  extra: readonly string[],
): { strings: Record<string, string>; board: BoardStrings } {
  const get = lookup(lang);
  const keys = [...(game === 'banqi' ? playKeysFor(banqiRules) : playKeysFor(jungleRules)), ...extra];
  return { strings: Object.fromEntries(keys.map((k) => [k, get(k)])), board: boardStringsFromLookup(get) };
}
