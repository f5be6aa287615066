/**
 * The site's single i18next instance, initialised synchronously with every locale's dictionary.
 * Use `t` in .astro files and `pickStrings` to hand an island only the strings it needs.
 */
import i18next from 'i18next';
import { DICTIONARIES, type MessageKey } from './dictionaries';
import { LOCALES, LOCALE_TAGS, type Locale } from './locales';
import { formatCounted, type MessageVars } from './format';

export type { MessageKey } from './dictionaries';
export type { Locale } from './locales';

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(LOCALES.map((lang) => [lang, { translation: DICTIONARIES[lang] }])),
  lng: LOCALES[0],
  supportedLngs: [...LOCALES],
  fallbackLng: false,
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  // Astro escapes every interpolated expression itself.
  interpolation: { escapeValue: false },
});

const LEFTOVER_PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}/;

/** The string `key` in `lang`, with `{{name}}` placeholders filled from `vars`. Throws on a missing key or value. */
export function t(lang: Locale, key: MessageKey, vars: MessageVars = {}): string {
  if (!instance.exists(key, { lng: lang })) throw new Error(`i18n: no string '${key}' in locale '${lang}'`);
  const text = instance.t(key, { ...vars, lng: lang });
  if (LEFTOVER_PLACEHOLDER.test(text)) throw new Error(`i18n: '${key}' in '${lang}' needs a value for ${text}`);
  return text;
}

/** A string every dictionary has in plural forms (`<key>_one`, `<key>_other`; format.ts), named without its suffix. */
export type CountedKey = { [K in MessageKey]: K extends `${infer Base}_one` ? Base : never }[MessageKey];

/** The form of the counted string `key` that `count` takes in `lang` ('1 étoile', '2 étoiles'), filled from `vars`. */
export function tCounted(lang: Locale, key: CountedKey, count: number, vars: MessageVars = {}): string {
  const dictionary: Readonly<Record<string, string>> = DICTIONARIES[lang];
  const text = formatCounted((k) => dictionary[k], key, LOCALE_TAGS[lang], count, vars);
  if (LEFTOVER_PLACEHOLDER.test(text)) throw new Error(`i18n: '${key}' in '${lang}' needs a value for ${text}`);
  return text;
}

/** Only the listed strings of `lang`, unformatted (fill placeholders in the island with `formatMessage`). */
export function pickStrings<K extends MessageKey>(lang: Locale, keys: readonly K[]): Record<K, string> {
  const picked = {} as Record<K, string>;
  for (const key of keys) picked[key] = DICTIONARIES[lang][key];
  return picked;
}

/**
 * A raw-string lookup for `lang` by any key (for helpers that take a `(key: string) => string`, like the board's
 * strings builder): the unformatted dictionary entry; throws on a key the dictionaries do not have.
 */
export function lookup(lang: Locale): (key: string) => string {
  const dictionary: Readonly<Record<string, string>> = DICTIONARIES[lang];
  return (key) => {
    const value = dictionary[key];
    if (value === undefined) throw new Error(`i18n: no string '${key}' in locale '${lang}'`);
    return value;
  };
}
