import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  courseTaskStateScript,
  notFoundCss,
  notFoundScript,
  rememberLocaleScript,
  rootRedirectScript,
  slashUrlScript,
} from '../../../src/i18n/inline-scripts';
import { LOCALES, type Locale } from '../../../src/i18n/locales';
import { SITE_PAGES } from '../../../src/i18n/redirects';
import { LOCALE_STORAGE_KEY } from '../../../src/i18n/site';

interface Browser {
  stored?: string | null;
  storageThrows?: boolean;
  languages?: string[];
  search?: string;
  referrer?: string;
  pathname?: string;
}

/** Runs a script against a stub of the few browser globals it touches; reports what it did. */
function run(source: string, browser: Browser = {}) {
  const store = new Map<string, string>();
  if (browser.stored != null) store.set(LOCALE_STORAGE_KEY, browser.stored);
  const replaced: string[] = [];
  const attributes = new Map<string, string>();
  const documentElement = { lang: 'und', setAttribute: (name: string, value: string) => attributes.set(name, value) };
  const document = { referrer: browser.referrer ?? '', documentElement, title: 'default' };
  const guard = <T>(fn: () => T): T => {
    if (browser.storageThrows) throw new Error('SecurityError');
    return fn();
  };
  runInNewContext(source, {
    localStorage: {
      getItem: (k: string) => guard(() => store.get(k) ?? null),
      setItem: (k: string, v: string) => guard(() => store.set(k, v)),
    },
    navigator: { languages: browser.languages ?? [], language: browser.languages?.[0] ?? '' },
    location: {
      search: browser.search ?? '',
      hash: '',
      origin: 'https://plyyard.com',
      pathname: browser.pathname ?? '/',
      replace: (url: string) => replaced.push(url),
    },
    document,
  });
  return {
    replaced,
    stored: store.get(LOCALE_STORAGE_KEY),
    lang: documentElement.lang,
    attributes,
    title: document.title,
  };
}

describe('the root redirect', () => {
  const script = rootRedirectScript();

  it('sends a returning reader to their saved language, before the browser language', () => {
    expect(run(script, { stored: 'de', languages: ['fr-FR'] }).replaced).toEqual(['/de/']);
  });

  it('sends a new reader to the first supported browser language', () => {
    expect(run(script, { languages: ['ja-JP', 'es-MX', 'fr'] }).replaced).toEqual(['/es/']);
    expect(run(script, { languages: ['PT-br'] }).replaced).toEqual(['/pt/']);
  });

  it('ignores a saved value that is not a locale', () => {
    expect(run(script, { stored: 'en', languages: ['fr-CA'] }).replaced).toEqual(['/fr/']);
  });

  it('stays on the chooser when nothing matches', () => {
    expect(run(script, { languages: ['ja-JP', 'en-US'] }).replaced).toEqual([]);
  });

  it('never redirects with ?stay', () => {
    expect(run(script, { stored: 'de', search: '?stay' }).replaced).toEqual([]);
    expect(run(script, { stored: 'de', search: '?a=1&stay=1' }).replaced).toEqual([]);
    expect(run(script, { stored: 'de', search: '?stayed' }).replaced).toEqual(['/de/']);
  });

  it('never redirects a reader who followed a link from the site', () => {
    expect(run(script, { stored: 'de', referrer: 'https://plyyard.com/de/banqi/' }).replaced).toEqual([]);
    expect(run(script, { stored: 'de', referrer: 'https://example.com/' }).replaced).toEqual(['/de/']);
  });

  it('still matches the browser language when storage is blocked', () => {
    expect(run(script, { storageThrows: true, languages: ['de-AT'] }).replaced).toEqual(['/de/']);
  });
});

describe('remembering the language', () => {
  it('saves the page locale', () => {
    expect(run(rememberLocaleScript('fr'), { stored: 'de' }).stored).toBe('fr');
  });

  it('does not fail when storage is blocked', () => {
    expect(() => run(rememberLocaleScript('fr'), { storageThrows: true })).not.toThrow();
  });
});

describe('the 404 script', () => {
  const titles = Object.fromEntries(LOCALES.map((lang) => [lang, `title-${lang}`])) as Record<Locale, string>;
  const script = notFoundScript(titles, SITE_PAGES);

  it('shows the message of the locale in the URL', () => {
    const result = run(script, { pathname: '/de/nope/' });
    expect(result.lang).toBe('de');
    expect(result.attributes.get('data-locale')).toBe('de');
    expect(result.title).toBe('title-de');
    expect(run(script, { pathname: '/pt/x' }).lang).toBe('pt-BR');
  });

  it('sends a page path without its trailing slash on to the page, keeping the query', () => {
    expect(run(script, { pathname: '/pt/banqi', search: '?q=1' }).replaced).toEqual(['/pt/banqi/?q=1']);
    expect(run(script, { pathname: '/de/dou-shou-qi/play' }).replaced).toEqual(['/de/dou-shou-qi/play/']);
    expect(run(script, { pathname: '/pt' }).replaced).toEqual(['/pt/']);
    for (const pathname of ['/pt/nope', '/xx', '/pt/banqi/', '/pt/banqi/x']) {
      expect(run(script, { pathname }).replaced, pathname).toEqual([]);
    }
  });

  it('outside the locales (/xx/) shows one message: saved language, else browser language, else the first locale', () => {
    for (const pathname of ['/nope/', '/en/x/', '/constructor/', '/']) {
      const saved = run(script, { pathname, stored: 'fr', languages: ['de-DE'] });
      expect(saved.attributes.get('data-locale'), pathname).toBe('fr');
      expect(saved.title).toBe('title-fr');
      expect(run(script, { pathname, languages: ['en-US', 'es-MX'] }).attributes.get('data-locale')).toBe('es');
      expect(run(script, { pathname, stored: 'xx', languages: ['en'] }).attributes.get('data-locale')).toBe(LOCALES[0]);
      expect(run(script, { pathname, storageThrows: true, languages: ['de'] }).lang).toBe('de');
    }
  });

  it('has CSS hiding every other locale', () => {
    expect(notFoundCss()).toContain('html[data-locale="es"] [data-locale-section]:not([data-locale-section="es"])');
    expect(notFoundCss().match(/html\[data-locale=/g)).toHaveLength(LOCALES.length);
  });
});

describe('the canonical address of a page reached without its trailing slash', () => {
  const replaceState = (pathname: string, search = ''): string[] => {
    const urls: string[] = [];
    runInNewContext(slashUrlScript(), {
      location: { pathname, search, hash: '' },
      history: { state: null, replaceState: (_s: unknown, _t: string, url: string) => urls.push(url) },
    });
    return urls;
  };

  it('adds the slash, keeping the query', () => {
    expect(replaceState('/pt/banqi', '?position=x')).toEqual(['/pt/banqi/?position=x']);
    expect(replaceState('/pt/banqi/')).toEqual([]);
  });
});

describe('the solved marks of a course stage before its task islands are live', () => {
  /** Runs the script over tasks with these ids, the solved list stored as `stored`; the data-state of each. */
  const marks = (stored: string | null, ids: string[], throws = false, run?: string): string[] => {
    const tasks = ids.map((id) => {
      const attrs = new Map([
        ['data-task', id],
        ['data-state', 'todo'],
      ]);
      return {
        getAttribute: (n: string) => attrs.get(n) ?? null,
        setAttribute: (n: string, v: string) => attrs.set(n, v),
        attrs,
      };
    });
    runInNewContext(courseTaskStateScript('plyyard:progress:jungle', 'plyyard:run:jungle/3:2'), {
      ...(run === undefined
        ? {}
        : { sessionStorage: { getItem: (k: string) => (k === 'plyyard:run:jungle/3:2' ? run : null) } }),
      localStorage: {
        getItem: (k: string) => {
          if (throws) throw new Error('SecurityError');
          return k === 'plyyard:progress:jungle' ? stored : null;
        },
      },
      document: { querySelectorAll: (sel: string) => (sel === '[data-task]' ? tasks : []) },
    });
    return tasks.map((t) => t.attrs.get('data-state') ?? '');
  };

  it('marks the tasks of the stored list, and only those', () => {
    expect(marks('["water-lion","pick-dens"]', ['water-lion', 'water-rats', 'pick-dens'])).toEqual([
      'solved',
      'todo',
      'solved',
    ]);
  });

  it('leaves every task to do with nothing stored, junk or blocked storage', () => {
    for (const stored of [null, '{"water-lion":1}', '[oops', '"water-lion"'])
      expect(marks(stored, ['water-lion'])).toEqual(['todo']);
    expect(marks('["water-lion"]', ['water-lion'], true)).toEqual(['todo']);
  });

  it('during a replay of the stage, marks only the tasks solved in the run', () => {
    expect(marks('["water-lion","pick-dens"]', ['water-lion', 'pick-dens'], false, '["pick-dens"]')).toEqual([
      'todo',
      'solved',
    ]);
    expect(marks('["water-lion"]', ['water-lion'], false, '[]')).toEqual(['todo']);
  });
});
