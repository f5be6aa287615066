/** /robots.txt: everything may be crawled; points at the sitemap. */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../i18n/sitemap';

export const GET: APIRoute = () =>
  new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
