/**
 * The one list of the site's pages. Every locale has every route at /<lang>/<path>.
 * The pages under src/pages, the language switcher, hreflang links, the sitemap and the tests all read it.
 * Path words are the same in every language.
 */
import { GAME_IDS, type GameId } from '../engine/core/game-rules';
import { LOCALES, LOCALE_TAGS, isLocale, type Locale } from './locales';
import { SITE_URL } from './site';

/** The engine's game ids (core/game-rules.ts), passed on to the pages that build routes from them. */
export { GAME_IDS, type GameId };

export type RouteDef =
  | { readonly kind: 'home'; readonly path: '' }
  /** A rules guide or lesson rendered from content/<lang>/<slug>.mdx, at /<lang>/<slug>/. */
  | { readonly kind: 'guide'; readonly game: GameId; readonly slug: string; readonly path: `${string}/` }
  /** A page to play against the AI, at /<lang>/<slug>/play/. */
  | { readonly kind: 'play'; readonly game: GameId; readonly slug: string; readonly path: `${string}/play/` }
  /** The position editor of a game, at /<lang>/<slug>/editor/ (?position=<notation> opens a position). */
  | { readonly kind: 'editor'; readonly game: GameId; readonly slug: string; readonly path: `${string}/editor/` }
  /** The review of a finished game (its record read from the address, src/islands/review), at /<lang>/<slug>/review/. */
  | { readonly kind: 'review'; readonly game: GameId; readonly slug: string; readonly path: `${string}/review/` }
  /** The puzzle trainer of a game, at /<lang>/<slug>/puzzles/ (?theme=<id> practises one theme, ?daily the day's puzzle). */
  | { readonly kind: 'puzzles'; readonly game: GameId; readonly slug: string; readonly path: `${string}/puzzles/` }
  /** The Learn course's map of stages, at /<lang>/learn/. */
  | { readonly kind: 'learn'; readonly path: 'learn/' }
  /** One stage of the course (src/lessons/course/stages.ts), at /<lang>/learn/<game>/<n>/. */
  | { readonly kind: 'learn-stage'; readonly game: GameId; readonly n: number; readonly path: `learn/${string}/` };

const stage = <G extends GameId, N extends number>(game: G, n: N) =>
  ({ kind: 'learn-stage', game, n, path: `learn/${game}/${n}/` }) as const;

export const ROUTES = {
  home: { kind: 'home', path: '' },
  banqi: { kind: 'guide', game: 'banqi', slug: 'banqi', path: 'banqi/' },
  'banqi-play': { kind: 'play', game: 'banqi', slug: 'banqi', path: 'banqi/play/' },
  jungle: { kind: 'guide', game: 'jungle', slug: 'dou-shou-qi', path: 'dou-shou-qi/' },
  'jungle-play': { kind: 'play', game: 'jungle', slug: 'dou-shou-qi', path: 'dou-shou-qi/play/' },
  'banqi-editor': { kind: 'editor', game: 'banqi', slug: 'banqi', path: 'banqi/editor/' },
  'jungle-editor': { kind: 'editor', game: 'jungle', slug: 'dou-shou-qi', path: 'dou-shou-qi/editor/' },
  'banqi-review': { kind: 'review', game: 'banqi', slug: 'banqi', path: 'banqi/review/' },
  'jungle-review': { kind: 'review', game: 'jungle', slug: 'dou-shou-qi', path: 'dou-shou-qi/review/' },
  'banqi-puzzles': { kind: 'puzzles', game: 'banqi', slug: 'banqi', path: 'banqi/puzzles/' },
  'jungle-puzzles': { kind: 'puzzles', game: 'jungle', slug: 'dou-shou-qi', path: 'dou-shou-qi/puzzles/' },
  learn: { kind: 'learn', path: 'learn/' },
  'learn-banqi-1': stage('banqi', 1),
  'learn-banqi-2': stage('banqi', 2),
  'learn-banqi-3': stage('banqi', 3),
  'learn-banqi-4': stage('banqi', 4),
  'learn-banqi-5': stage('banqi', 5),
  'learn-banqi-6': stage('banqi', 6),
  'learn-banqi-7': stage('banqi', 7),
  'learn-banqi-8': stage('banqi', 8),
  'learn-banqi-9': stage('banqi', 9),
  'learn-banqi-10': stage('banqi', 10),
  'learn-jungle-1': stage('jungle', 1),
  'learn-jungle-2': stage('jungle', 2),
  'learn-jungle-3': stage('jungle', 3),
  'learn-jungle-4': stage('jungle', 4),
  'learn-jungle-5': stage('jungle', 5),
  'learn-jungle-6': stage('jungle', 6),
  'learn-jungle-7': stage('jungle', 7),
  'learn-jungle-8': stage('jungle', 8),
  'learn-jungle-9': stage('jungle', 9),
  'learn-jungle-10': stage('jungle', 10),
  'learn-jungle-11': stage('jungle', 11),
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** The guide, play, editor, review and puzzle trainer routes of each game. */
export const GAME_ROUTES: Readonly<
  Record<
    GameId,
    {
      readonly guide: RouteId;
      readonly play: RouteId;
      readonly editor: RouteId;
      readonly review: RouteId;
      readonly puzzles: RouteId;
    }
  >
> = {
  banqi: {
    guide: 'banqi',
    play: 'banqi-play',
    editor: 'banqi-editor',
    review: 'banqi-review',
    puzzles: 'banqi-puzzles',
  },
  jungle: {
    guide: 'jungle',
    play: 'jungle-play',
    editor: 'jungle-editor',
    review: 'jungle-review',
    puzzles: 'jungle-puzzles',
  },
};

export function routesOfKind<K extends RouteDef['kind']>(
  kind: K,
): { id: RouteId; route: Extract<RouteDef, { kind: K }> }[] {
  return ROUTE_IDS.flatMap((id) => {
    const route: RouteDef = ROUTES[id];
    return route.kind === kind ? [{ id, route: route as Extract<RouteDef, { kind: K }> }] : [];
  });
}

/** '/pt/banqi/' for ('pt', 'banqi'). */
export function localizedPath(lang: Locale, id: RouteId): string {
  return `/${lang}/${ROUTES[id].path}`;
}

/** 'https://plyyard.com/pt/banqi/' for '/pt/banqi/'. */
export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).href;
}

export interface Alternate {
  readonly lang: Locale;
  /** BCP 47 tag for hreflang / lang attributes. */
  readonly hreflang: string;
  readonly path: string;
  readonly href: string;
}

/** The same page in every locale (the page's own locale included), in LOCALES order. */
export function alternates(id: RouteId): Alternate[] {
  return LOCALES.map((lang) => {
    const path = localizedPath(lang, id);
    return { lang, hreflang: LOCALE_TAGS[lang], path, href: absoluteUrl(path) };
  });
}

/** The locale named by a URL path's first segment ('/de/banqi/' -> 'de'), if any. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/** The locale and route of a site path, or undefined when the path is not one of the site's pages. */
export function routeOfPath(pathname: string): { lang: Locale; id: RouteId } | undefined {
  const lang = localeOfPath(pathname);
  if (lang === undefined) return undefined;
  const rest = pathname.slice(lang.length + 2);
  const id = ROUTE_IDS.find((candidate) => ROUTES[candidate].path === rest);
  return id === undefined ? undefined : { lang, id };
}
