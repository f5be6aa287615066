/** sitemap.xml and robots.txt, generated from the routes list (served by src/pages/sitemap.xml.ts and robots.txt.ts). */
import { ROUTE_IDS, absoluteUrl, alternates } from './routes';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The root language chooser, then every route in every locale, each with its hreflang alternates. */
export function sitemapXml(): string {
  const root = absoluteUrl('/');
  const entries = [`  <url><loc>${escapeXml(root)}</loc></url>`];
  for (const id of ROUTE_IDS) {
    const siblings = alternates(id);
    const links = siblings.map(
      (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
    );
    if (id === 'home') links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(root)}"/>`);
    for (const alt of siblings)
      entries.push(`  <url>\n    <loc>${escapeXml(alt.href)}</loc>\n${links.join('\n')}\n  </url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}
