/** What the lesson components read from the page: its locale (from the URL) and absolute URL. */
import { lookup } from '../../i18n/i18n';
import { localeOfPath, type GameId } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';

export function pageLocale(url: URL): Locale {
  const lang = localeOfPath(url.pathname);
  if (lang === undefined) throw new Error(`lesson component outside a locale page: ${url.pathname}`);
  return lang;
}

/** The props of a lesson component about a whole game: `<PlayCall game="jungle" />`, Banqi when none is named. */
export interface GameProps {
  game?: GameId;
}

/** What a lesson component about a whole game reads: its game (Banqi by default), the page's locale and strings. */
export function gameContext(astro: { readonly props: GameProps; readonly url: URL }): {
  readonly game: GameId;
  readonly lang: Locale;
  readonly get: (key: string) => string;
} {
  const lang = pageLocale(astro.url);
  return { game: astro.props.game ?? 'banqi', lang, get: lookup(lang) };
}
