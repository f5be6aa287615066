import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_TAGS, isLocale } from '../../../src/i18n/locales';
import {
  GAME_IDS,
  GAME_ROUTES,
  ROUTES,
  ROUTE_IDS,
  absoluteUrl,
  alternates,
  localeOfPath,
  localizedPath,
  routeOfPath,
  routesOfKind,
} from '../../../src/i18n/routes';

const contentDir = fileURLToPath(new URL('../../../content/', import.meta.url));

describe('locales', () => {
  it('are pt, es, fr, de with valid tags', () => {
    expect(LOCALES).toEqual(['pt', 'es', 'fr', 'de']);
    expect(LOCALES.map((lang) => LOCALE_TAGS[lang])).toEqual(['pt-BR', 'es', 'fr', 'de']);
    expect(isLocale('de')).toBe(true);
    expect(isLocale('en')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('routes', () => {
  it('have the agreed paths', () => {
    expect(LOCALES.flatMap((lang) => ROUTE_IDS.map((id) => localizedPath(lang, id))).slice(0, 5)).toEqual([
      '/pt/',
      '/pt/banqi/',
      '/pt/banqi/play/',
      '/pt/dou-shou-qi/',
      '/pt/dou-shou-qi/play/',
    ]);
  });

  it('give distinct paths that end with a slash', () => {
    const paths = LOCALES.flatMap((lang) => ROUTE_IDS.map((id) => localizedPath(lang, id)));
    expect(new Set(paths).size).toBe(LOCALES.length * ROUTE_IDS.length);
    expect(paths.every((path) => path.endsWith('/'))).toBe(true);
  });

  it('round-trip through routeOfPath', () => {
    for (const lang of LOCALES)
      for (const id of ROUTE_IDS) expect(routeOfPath(localizedPath(lang, id))).toEqual({ lang, id });
  });

  it('reject paths that are not pages', () => {
    expect(routeOfPath('/')).toBeUndefined();
    expect(routeOfPath('/en/banqi/')).toBeUndefined();
    expect(routeOfPath('/pt/banqi')).toBeUndefined();
    expect(routeOfPath('/pt/nope/')).toBeUndefined();
    expect(localeOfPath('/fr/nope/')).toBe('fr');
    expect(localeOfPath('/nope/')).toBeUndefined();
  });

  it('list every locale as an alternate, with absolute URLs', () => {
    expect(alternates('jungle-play')).toEqual(
      LOCALES.map((lang) => ({
        lang,
        hreflang: LOCALE_TAGS[lang],
        path: `/${lang}/dou-shou-qi/play/`,
        href: `https://plyyard.com/${lang}/dou-shou-qi/play/`,
      })),
    );
    expect(absoluteUrl('/')).toBe('https://plyyard.com/');
  });

  it('give each game a guide and a play page of that game', () => {
    for (const game of GAME_IDS) {
      const { guide, play } = GAME_ROUTES[game];
      expect(ROUTES[guide]).toMatchObject({ kind: 'guide', game });
      expect(ROUTES[play]).toMatchObject({ kind: 'play', game });
      expect(ROUTES[play].path).toBe(`${ROUTES[guide].path}play/`);
    }
  });
});

describe('guide content', () => {
  const guides = routesOfKind('guide');

  it('exists in every locale for every guide route, declaring its game', () => {
    for (const lang of LOCALES) {
      for (const { route } of guides) {
        const file = `${contentDir}${lang}/${route.slug}.mdx`;
        expect(existsSync(file), file).toBe(true);
        expect(readFileSync(file, 'utf8'), file).toMatch(new RegExp(`^game: ${route.game}$`, 'm'));
      }
    }
  });

  it('has no file without a route and no folder outside the locales', () => {
    const slugs = guides.map(({ route }) => `${route.slug}.mdx`).sort();
    const folders = readdirSync(contentDir).filter((name) => !name.startsWith('.'));
    expect(folders.sort()).toEqual([...LOCALES].sort());
    for (const lang of LOCALES) expect(readdirSync(`${contentDir}${lang}`).sort(), lang).toEqual(slugs);
  });
});
