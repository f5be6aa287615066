/**
 * The static paths of the pages under /<lang>/<slug>/ (a game's guide, play, room, editor, review and
 * puzzle pages): one page per locale and route of a kind, with the locale, route id and route as props.
 *
 * A page takes them as `export const getStaticPaths = slugPagePaths('editor') satisfies GetStaticPaths;`.
 * Not as a one-line arrow (`= () => slugPagePaths('editor')`): Astro's compiler (2.13) then hoists the
 * statement after the export out of the component too, so `const { lang } = Astro.props` runs when the page
 * module is imported, before there are props, and the build stops ("Cannot destructure property 'lang'").
 */
import { LOCALES } from './locales';
import { routesOfKind, type RouteDef } from './routes';

/** The kinds of route that live at /<slug>/…, one route per game. */
type SlugRouteKind = Extract<RouteDef, { readonly slug: string }>['kind'];

export function slugPagePaths(kind: SlugRouteKind) {
  return () =>
    LOCALES.flatMap((lang) =>
      routesOfKind(kind).map(({ id, route }) => ({ params: { lang, guide: route.slug }, props: { lang, id, route } })),
    );
}
