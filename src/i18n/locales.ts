/** The one list of the site's locales. Add a locale here, then its dictionary and its content folder. */
export const LOCALES = ['pt', 'es', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** BCP 47 tag for <html lang> and hreflang. The Portuguese text follows Brazilian usage. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = {
  pt: 'pt-BR',
  es: 'es',
  fr: 'fr',
  de: 'de',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
