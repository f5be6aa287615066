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
      console.log(
        `/${lang}/${guide}/: html ${kb(html.length)} (gzip ${kb(gzipSync(html).length)}), ` +
          `islands ${islands}, island props ${kb(props)}, island JS ${kb(js.gzip)} gzip in ${js.files} files`,
      );
    }
}
