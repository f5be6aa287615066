/**
 * `npm run bench -- site`: builds the site (astro build, then Pagefind) and prints how long each step took,
 * then what a locale's home page downloads up front, gzip-compressed: HTML, JS (scripts, inline or not, with
 * their static imports) and CSS (stylesheets and inline styles). Dynamic imports (Pagefind on first search)
 * are printed apart. Measures only; asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LOCALES, LOCALE_TAGS } from '../../src/i18n/locales';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'dist');
const BIN = join(ROOT, 'node_modules/.bin');

function timed(label: string, command: string, args: string[]): number {
  const start = performance.now();
  const run = spawnSync(join(BIN, command), args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const seconds = (performance.now() - start) / 1000;
  if (run.status !== 0) throw new Error(`${label} failed (exit ${run.status}):\n${run.stderr}`);
  return seconds;
}

const gz = (text: string | Buffer): number => gzipSync(text).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`;

/** The file a site path points at ('/_astro/x.js' -> dist/_astro/x.js). */
const distFile = (sitePath: string): string => join(DIST, sitePath.split('?')[0] ?? sitePath);

const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.m?js)["']/g;

/** A module's static imports, resolved to site paths (dynamic `import()` is lazy and left out). */
function staticImports(code: string, fromSitePath: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => {
    const spec = m[1] ?? '';
    return spec.startsWith('/') ? spec : posix.join(posix.dirname(fromSitePath), spec);
  });
}

interface Download {
  html: number;
  js: number;
  css: number;
  files: string[];
}

function homeDownload(lang: string): Download {
  const html = readFileSync(join(DIST, lang, 'index.html'), 'utf8');
  const seen = new Set<string>();
  let js = 0;
  let css = 0;
  const addModule = (sitePath: string): void => {
    if (seen.has(sitePath)) return;
    seen.add(sitePath);
    const code = readFileSync(distFile(sitePath), 'utf8');
    js += gz(code);
    for (const dep of staticImports(code, sitePath)) addModule(dep);
  };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(m[1] ?? '')?.[1];
    if (src !== undefined) addModule(src);
    else if ((m[2] ?? '').trim() !== '') {
      js += gz(m[2] ?? '');
      for (const dep of staticImports(m[2] ?? '', `/${lang}/`)) addModule(dep);
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) addModule(m[1] ?? '');
  for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    const path = m[1] ?? '';
    seen.add(path);
    css += gz(readFileSync(distFile(path)));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) css += gz(m[1] ?? '');
  return { html: gz(html), js, css, files: [...seen] };
}

/** What the first search downloads: pagefind.js (gzip), its entry file and the language's WASM (already compressed). */
function firstSearch(lang: string): number {
  const dir = join(DIST, 'pagefind');
  const tag = LOCALE_TAGS[lang as keyof typeof LOCALE_TAGS].toLowerCase();
  const wasm = join(dir, `wasm.${tag}.pagefind`);
  const meta = readdirSync(dir).find((name) => name.startsWith(`pagefind.${tag}_`));
  return (
    gz(readFileSync(join(dir, 'pagefind.js'))) +
    gz(readFileSync(join(dir, 'pagefind-entry.json'))) +
    (existsSync(wasm) ? readFileSync(wasm).length : 0) +
    (meta ? readFileSync(join(dir, meta)).length : 0)
  );
}

export function benchSite(): void {
  const astro = timed('astro build', 'astro', ['build']);
  const pagefind = timed('pagefind', 'pagefind', ['--site', 'dist']);
  console.log(
    `build: astro ${astro.toFixed(1)} s + pagefind ${pagefind.toFixed(1)} s = ${(astro + pagefind).toFixed(1)} s`,
  );
  console.log('home page, gzip (up front):   HTML        JS          CSS         first search (lazy)');
  for (const lang of LOCALES) {
    const d = homeDownload(lang);
    console.log(
      `  /${lang}/`.padEnd(30) +
        [kb(d.html), kb(d.js), kb(d.css), kb(firstSearch(lang))].map((s) => s.padEnd(12)).join(''),
    );
  }
  const files = homeDownload(LOCALES[0]).files;
  console.log(
    `  files (/${LOCALES[0]}/): ${files.length === 0 ? 'none' : files.join(', ')} (+ inline scripts and styles)`,
  );
}
