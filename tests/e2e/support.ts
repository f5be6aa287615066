/** Shared helpers for the browser tests: dictionaries, the built site in dist/, and its sitemap. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { SITE_URL } from '../../src/i18n/site';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(root, 'dist');

/** A locale's UI dictionary, read from its JSON file. */
export function dictionary(lang: Locale): Record<string, string> {
  return JSON.parse(readFileSync(join(root, 'src/i18n/locales', `${lang}.json`), 'utf8')) as Record<string, string>;
}

/** Site paths listed in the built dist/sitemap.xml ('/', '/pt/', '/pt/banqi/', ...). */
export function sitemapPaths(): string[] {
  const xml = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '', SITE_URL).pathname);
}

export interface BuiltPage {
  path: string;
  lang: string;
  /** Plain text of the part Pagefind indexes (the data-pagefind-body element), lower-cased. */
  body: string;
}

/** Every built HTML page of a locale (under dist/<lang>/). */
export function builtPages(lang: Locale): BuiltPage[] {
  return htmlFiles(join(DIST, lang)).map((file) => {
    const html = readFileSync(file, 'utf8');
    const path = `/${relative(DIST, file).split(sep).join('/')}`.replace(/index\.html$/, '');
    const main = /<main\b[^>]*data-pagefind-body[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    const text = main
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;|\s+/g, ' ');
    return { path, lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? '', body: text.toLowerCase() };
  });
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

export { LOCALES };
export type { Locale };
