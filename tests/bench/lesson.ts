/**
 * `npm run bench -- lesson`: what each page costs, from the built site (run `npm run build` first): for every
 * page of every locale (home, guides, play pages, the course map and stages) the HTML (and gzip), its
 * elements as served, the page's string registry, the islands' serialized props, the JS its islands load
 * (component and renderer modules with their static imports, gzip) and the piece sprites; then the largest
 * page of each kind (issue 16's budget: a guide at most 300 KB of HTML and 3,000 elements). Measures only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LOCALES } from '../../src/i18n/locales';
import { ROUTES, ROUTE_IDS, localizedPath } from '../../src/i18n/routes';

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

interface PageFigures {
  html: number;
  gzip: number;
  elements: number;
}

/** One built page's figures, printed on one line. */
function pageFigures(path: string): PageFigures {
  const file = join(DIST, path, 'index.html');
  if (!existsSync(file)) throw new Error(`no ${file}: run npm run build first`);
  const html = readFileSync(file, 'utf8');
  const urls = new Set([...html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)].map((m) => m[1] ?? ''));
  const js = moduleClosure([...urls].filter((u) => u !== ''));
  const islands = [...html.matchAll(/<astro-island\b[^>]*component-export="default"[^>]*>/g)].length;
  const props = [...html.matchAll(/<astro-island\b[^>]*\bprops="([^"]*)"/g)].reduce(
    (n, m) => n + (m[1] ?? '').length,
    0,
  );
  // Elements as the server sends them (start tags); the islands add theirs once hydrated.
  const elements = [...html.matchAll(/<[a-zA-Z][\w-]*/g)].length;
  const registry = /<script[^>]*id="plyyard-strings"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  const gzip = gzipSync(html).length;
  console.log(
    `${path}: html ${kb(html.length)} (gzip ${kb(gzip)}), ${elements} elements, ` +
      `page strings ${kb(registry.length)}, ` +
      `islands ${islands}, island props ${kb(props)}, island JS ${kb(js.gzip)} gzip in ${js.files} files, ` +
      `piece sprite ${kb(spriteBytes(html))} gzip`,
  );
  return { html: html.length, gzip, elements };
}

/** Every page of every locale (guides, play pages, the course map and stages), then the largest of each kind. */
export function benchLesson(): void {
  const largest = new Map<string, PageFigures & { path: string }>();
  for (const lang of LOCALES)
    for (const id of ROUTE_IDS) {
      const path = localizedPath(lang, id);
      const f = pageFigures(path);
      const kind = ROUTES[id].kind;
      if ((largest.get(kind)?.html ?? -1) < f.html) largest.set(kind, { ...f, path });
    }
  console.log('largest page of each kind:');
  for (const [kind, f] of largest)
    console.log(
      `  ${kind.padEnd(12)} ${f.path.padEnd(28)} html ${kb(f.html)} (gzip ${kb(f.gzip)}), ${f.elements} elements`,
    );
}
