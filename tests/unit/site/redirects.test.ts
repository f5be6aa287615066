import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/i18n/locales';
import { ROUTE_IDS, localizedPath } from '../../../src/i18n/routes';
import { SITE_PAGES, redirectLocation, slashRedirect } from '../../../src/i18n/redirects';

describe('addresses without the trailing slash', () => {
  it('lists every page of every locale once', () => {
    expect(new Set(SITE_PAGES).size).toBe(LOCALES.length * ROUTE_IDS.length);
    for (const lang of LOCALES) for (const id of ROUTE_IDS) expect(SITE_PAGES).toContain(localizedPath(lang, id));
  });

  it('maps each page path without its slash to the page, and nothing else', () => {
    for (const page of SITE_PAGES) expect(slashRedirect(page.slice(0, -1))).toBe(page);
    expect(slashRedirect('/pt/banqi')).toBe('/pt/banqi/');
    for (const path of ['/pt/banqi/', '/pt/nope', '/xx', '/', '', '/pt/banqi/play/x', '/PT/banqi']) {
      expect(slashRedirect(path), path).toBeNull();
    }
  });

  it('keeps the query and fragment of a request URL', () => {
    expect(redirectLocation('/fr/banqi/play?position=abc#x')).toBe('/fr/banqi/play/?position=abc#x');
    expect(redirectLocation('/fr/banqi/?q')).toBeNull();
    expect(redirectLocation('/fr/nope?x')).toBeNull();
  });
});
