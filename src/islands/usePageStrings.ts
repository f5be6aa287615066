/** An island's strings from the page's registry (src/i18n/page-strings.ts), plus the board's strings built from them. */
import { useMemo } from 'preact/hooks';
import { boardStringsFromLookup, type BoardStrings } from '../board/strings';
import type { Locale } from '../i18n/locales';
import { pageStrings, type PageStrings } from '../i18n/page-strings';

export interface IslandStrings {
  readonly strings: PageStrings;
  readonly board: BoardStrings;
}

export function usePageStrings(lang: Locale): IslandStrings {
  return useMemo(() => {
    const strings = pageStrings(lang);
    return { strings, board: boardStringsFromLookup((k) => strings[k] ?? k) };
  }, [lang]);
}
