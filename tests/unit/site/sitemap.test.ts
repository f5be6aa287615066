import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/i18n/locales';
import { ROUTE_IDS, alternates, localizedPath } from '../../../src/i18n/routes';
import { robotsTxt, sitemapXml } from '../../../src/i18n/sitemap';

const xml = sitemapXml();
const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
const loc = (entry: string): string => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '';

describe('sitemap.xml', () => {
  it('is a sitemap urlset with the xhtml namespace', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
      ),
    ).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists the chooser and every route in every locale, once each', () => {
    const expected = [
      'https://plyyard.com/',
      ...ROUTE_IDS.flatMap((id) => LOCALES.map((lang) => `https://plyyard.com${localizedPath(lang, id)}`)),
    ];
    expect(urls.map(loc)).toEqual(expected);
  });

  it('gives each page its alternates in every locale, and the home pages an x-default', () => {
    for (const id of ROUTE_IDS) {
      for (const alt of alternates(id)) {
        const entry = urls.find((u) => loc(u) === alt.href) ?? '';
        const links = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
        const expected = alternates(id).map((a) => [a.hreflang, a.href]);
        if (id === 'home') expected.push(['x-default', 'https://plyyard.com/']);
        expect(links, alt.href).toEqual(expected);
      }
    }
  });
});

describe('robots.txt', () => {
  it('allows crawling and points at the sitemap', () => {
    expect(robotsTxt()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://plyyard.com/sitemap.xml\n');
  });
});
