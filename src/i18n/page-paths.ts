/**
 * The static paths of the pages under /<lang>/<slug>/ (a game's guide, play, room, editor, review and
 * puzzle pages): one page per locale and route of a kind, with the locale, route id and route as props, and
 * the route's game with its name in that locale (every one of these pages names its game).
 *
 * A page takes them as `export const getStaticPaths = slugPagePaths('editor') satisfies GetStaticPaths;`.
 * Not as a one-line arrow (`= () => slugPagePaths('editor')`): Astro's compiler (2.13) then hoists the
 * statement after the export out of the component too, so `const { lang } = Astro.props` runs when the page
 * module is imported, before there are props, and the build stops ("Cannot destructure property 'lang'").
 */
import type { GameId } from '../engine/core/game-rules';
import { t } from './i18n';
import { LOCALES, type Locale } from './locales';
import { routesOfKind, type RouteDef, type RouteId } from './routes';

/** The routes that live at /<lang>/<slug>/…, one route of each kind per game. */
type SlugRoute = Extract<RouteDef, { readonly slug: string }>;
type SlugRouteKind = SlugRoute['kind'];

/**
 * The props of a page under /<lang>/<slug>/. A type, not an interface: Astro's `GetStaticPaths` wants props
 * with a string index, which an object type alias has and an interface does not.
 */
export type SlugPageProps<K extends SlugRouteKind = SlugRouteKind> = {
  readonly lang: Locale;
  readonly id: RouteId;
  readonly route: Extract<RouteDef, { readonly kind: K }>;
  readonly game: GameId;
  readonly gameName: string;
};

export function slugPagePaths<K extends SlugRouteKind>(kind: K) {
  return () =>
    LOCALES.flatMap((lang) =>
      routesOfKind(kind).map(({ id, route }) => {
        // Every route of a slug kind has a slug and a game; TypeScript cannot see that through the generic.
        const { game, slug } = route as SlugRoute;
        const props: SlugPageProps<K> = { lang, id, route, game, gameName: t(lang, `game.${game}.name`) };
        return { params: { lang, guide: slug }, props };
      }),
    );
}
