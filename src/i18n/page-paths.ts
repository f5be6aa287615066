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

/** The kinds of route that live at /<slug>/…, one route per game. */
type SlugRouteKind = Extract<RouteDef, { readonly slug: string }>['kind'];

/** The props of a page under /<lang>/<slug>/. */
export interface SlugPageProps<K extends SlugRouteKind = SlugRouteKind> {
  readonly lang: Locale;
  readonly id: RouteId;
  readonly route: Extract<RouteDef, { readonly kind: K }>;
  readonly game: GameId;
  readonly gameName: string;
}

export function slugPagePaths(kind: SlugRouteKind) {
  return () =>
    LOCALES.flatMap((lang) =>
      routesOfKind(kind).map(({ id, route }) => {
        const props: SlugPageProps = {
          lang,
          id,
          route,
          game: route.game,
          gameName: t(lang, `game.${route.game}.name`),
        };
        return { params: { lang, guide: route.slug }, props };
      }),
    );
}
