/**
 * The built site from dist/ (sirv): brotli or gzip files written at build time
 * (src/server/precompress.mjs) when the browser accepts them, a year's immutable cache for the
 * hashed files under /_astro/, revalidation (ETag, Last-Modified) for everything else, and
 * dist/404.html for unknown paths.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Files whose names carry a hash of their content: they never change under the same name. */
const hashed = (pathname: string): boolean => pathname.startsWith('/_astro/');

export function staticSite(dist: string): (req: IncomingMessage, res: ServerResponse) => void {
  const notFound = readFileSync(join(dist, '404.html'));
  const files = sirv(dist, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', hashed(pathname) ? IMMUTABLE : REVALIDATE),
  });
  return (req, res) =>
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(notFound);
    });
}
