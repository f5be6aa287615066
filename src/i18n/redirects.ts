/**
 * Addresses written without their trailing slash (`/pt/banqi`) reach the page (`/pt/banqi/`). Static hosts and
 * `astro preview` answer such a path with /404.html, whose inline script sends the reader on (see notFoundScript);
 * a server of our own (e.g. the online rooms' Node server serving dist/) calls `slashRedirect` and answers 301.
 */
import { LOCALES } from './locales';
import { ROUTE_IDS, localizedPath } from './routes';

/** Every page of the site, by its canonical path (with the trailing slash). */
export const SITE_PAGES: readonly string[] = LOCALES.flatMap((lang) => ROUTE_IDS.map((id) => localizedPath(lang, id)));

/** The canonical path for a page path without its trailing slash (`/pt/banqi` -> `/pt/banqi/`), else null. */
export function slashRedirect(pathname: string): string | null {
  if (pathname.endsWith('/')) return null;
  const target = `${pathname}/`;
  return SITE_PAGES.includes(target) ? target : null;
}

/** The full redirect location for a request URL (path plus query), or null when it needs none. */
export function redirectLocation(url: string): string | null {
  const at = url.search(/[?#]/);
  const path = at < 0 ? url : url.slice(0, at);
  const target = slashRedirect(path);
  return target === null ? null : target + (at < 0 ? '' : url.slice(at));
}
