/** What the lesson components read from the page: its locale (from the URL) and absolute URL. */
import { localeOfPath } from '../../i18n/routes';
import type { Locale } from '../../i18n/locales';

export function pageLocale(url: URL): Locale {
  const lang = localeOfPath(url.pathname);
  if (lang === undefined) throw new Error(`lesson component outside a locale page: ${url.pathname}`);
  return lang;
}
