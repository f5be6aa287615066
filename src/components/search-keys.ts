/** The UI strings the search script needs in the browser (handed over with pickStrings). */
export const SEARCH_KEYS = ['search.loading', 'search.none', 'search.count', 'search.error'] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];
