/**
 * The UI dictionaries: one flat JSON file per locale (key -> string), in ./locales/.
 * pt.json is the reference key set; every other locale must have exactly the same keys
 * (checked at compile time below for missing keys, and by ./schema.ts at test time for extra or empty ones).
 */
import type { Locale } from './locales';
import pt from './locales/pt.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import de from './locales/de.json';

export const REFERENCE_LOCALE = 'pt' satisfies Locale;

/** Every UI string key, e.g. 'site.name', 'search.placeholder'. */
export type MessageKey = keyof typeof pt;
export type Dictionary = Readonly<Record<MessageKey, string>>;

export const DICTIONARIES: Readonly<Record<Locale, Dictionary>> = {
  pt,
  es: es satisfies Dictionary,
  fr: fr satisfies Dictionary,
  de: de satisfies Dictionary,
};

export const MESSAGE_KEYS = Object.keys(pt) as readonly MessageKey[];
