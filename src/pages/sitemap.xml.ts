/** /sitemap.xml: every page in every locale, with hreflang alternates (built from src/i18n/routes.ts). */
import type { APIRoute } from 'astro';
import { sitemapXml } from '../i18n/sitemap';

export const GET: APIRoute = () =>
  new Response(sitemapXml(), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
