/**
 * The page's string registry: every island reads the raw UI strings it shows from ONE JSON script per page
 * (<script type="application/json" id="plyyard-strings">, written by src/components/PageStrings.astro),
 * instead of each island carrying its own copy in its props. On the server, where islands are rendered to
 * HTML, the same lookup reads the locale's dictionary (that branch is dropped from the browser bundle).
 */
import { DICTIONARIES } from './dictionaries';
import { json } from './inline-scripts';
import type { Locale } from './locales';

export const PAGE_STRINGS_ID = 'plyyard-strings';

export type PageStrings = Readonly<Record<string, string>>;

/** The JSON text a page embeds: only the listed keys of `lang`, each once. Throws on a key the dictionary lacks. */
export function pageStringsJson(lang: Locale, keys: Iterable<string>): string {
  const dictionary: Readonly<Record<string, string>> = DICTIONARIES[lang];
  const picked: Record<string, string> = {};
  for (const key of keys) {
    const value = dictionary[key];
    if (value === undefined) throw new Error(`page strings: no '${key}' in locale '${lang}'`);
    picked[key] = value;
  }
  return json(picked);
}

/** Parses the page's registry; a missing or corrupt script gives an empty registry (islands then show keys). */
export function readPageStrings(doc: Pick<Document, 'getElementById'>): PageStrings {
  const text = doc.getElementById(PAGE_STRINGS_ID)?.textContent ?? '';
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

let cached: PageStrings | undefined;

/** The strings an island of this page may show: the page's registry in the browser, the dictionary on the server. */
export function pageStrings(lang: Locale): PageStrings {
  if (import.meta.env.SSR) return DICTIONARIES[lang];
  if (cached !== undefined) return cached;
  const read = readPageStrings(document);
  // The registry precedes the islands in the page; an empty read is not kept, in case it came too early.
  if (Object.keys(read).length > 0) cached = read;
  return read;
}
