/**
 * `npm run bench -- lesson`: what a rules-guide page with live exercises costs, from the built site
 * (run `npm run build` first): per locale's guide of each game, the HTML (gzip), the JS its islands load
 * (component and renderer modules with their static imports, gzip), and the exercise islands'
 * serialized props. Measures only; asserts nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LOCALES } from '../../src/i18n/locales';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.m?js)["']/g;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Gzip size of modules and everything they import statically, each counted once. */
function moduleClosure(entries: readonly string[]): { gzip: number; files: number } {
  const seen = new Set<string>();
  let gzip = 0;
  const add = (sitePath: string): void => {
    if (seen.has(sitePath)) return;
    seen.add(sitePath);
    const code = readFileSync(join(DIST, sitePath), 'utf8');
    gzip += gzipSync(code).length;
    for (const m of code.matchAll(STATIC_IMPORT)) {
      const spec = m[1] ?? '';
      add(spec.startsWith('/') ? spec : posix.join(posix.dirname(sitePath), spec));
    }
  };
  entries.forEach(add);
  return { gzip, files: seen.size };
}

/** Gzip size of the piece sprites (/pieces/<game>.svg) a page's pieces point at with <use>. */
function spriteBytes(html: string): number {
  const sprites = new Set([...html.matchAll(/href="(\/pieces\/[a-z]+\.svg)#/g)].map((m) => m[1] ?? ''));
  return [...sprites].reduce((n, path) => n + gzipSync(readFileSync(join(DIST, path))).length, 0);
}

export function benchLesson(): void {
  for (const guide of ['banqi', 'dou-shou-qi'])
    for (const lang of LOCALES) {
      const file = join(DIST, lang, guide, 'index.html');
      if (!existsSync(file)) throw new Error(`no ${file}: run npm run build first`);
      const html = readFileSync(file, 'utf8');
      const urls = new Set([...html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)].map((m) => m[1] ?? ''));
      const js = moduleClosure([...urls].filter((u) => u !== ''));
      const islands = [...html.matchAll(/<astro-island\b[^>]*component-export="default"[^>]*>/g)].length;
      const props = [...html.matchAll(/<astro-island\b[^>]*\bprops="([^"]*)"/g)].reduce(
        (n, m) => n + (m[1] ?? '').length,
        0,
      );
      // Elements as the server sends them (start tags); the islands add a few once hydrated.
      const elements = [...html.matchAll(/<[a-zA-Z][\w-]*/g)].length;
      const registry = /<script[^>]*id="plyyard-strings"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
      console.log(
        `/${lang}/${guide}/: html ${kb(html.length)} (gzip ${kb(gzipSync(html).length)}), ${elements} elements, ` +
          `page strings ${kb(registry.length)}, ` +
          `islands ${islands}, island props ${kb(props)}, island JS ${kb(js.gzip)} gzip in ${js.files} files, ` +
          `piece sprite ${kb(spriteBytes(html))} gzip`,
      );
    }
  for (const lang of LOCALES) {
    for (const slug of ['banqi', 'dou-shou-qi']) {
      const file = join(DIST, lang, slug, 'play', 'index.html');
      if (!existsSync(file)) continue;
      const html = readFileSync(file, 'utf8');
      console.log(
        `/${lang}/${slug}/play/: html ${kb(html.length)} (gzip ${kb(gzipSync(html).length)}), ` +
          `piece sprite ${kb(spriteBytes(html))} gzip`,
      );
    }
  }
}
