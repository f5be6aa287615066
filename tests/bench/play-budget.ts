/**
 * `npm run bench -- play-budget` (after `npm run build`): the play pages' budgets, measured, never asserted.
 *
 * 1. JavaScript before first interaction, gzip: read from dist/ (the page's scripts, modulepreloads and
 *    island component/renderer modules, with their static imports), per locale and game; the AI
 *    worker's bundle apart (it loads only when the AI is first to move).
 * 2. The same in the browser: the JS responses Chromium fetched from opening the page until the network
 *    is idle (re-compressed with gzip, since the preview server sends them uncompressed), with the
 *    reader moving first and with the AI moving first (worker included).
 * 3. Main-thread long tasks while the AI thinks at level 4: a PerformanceObserver('longtask') runs
 *    from the first script; the page marks each thinking period (the thinking indicator shown, then
 *    hidden) and every task overlapping one is counted. Several AI turns per game.
 *
 * It starts its own `astro preview` on a spare port and stops it (by its pid) at the end.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { LOCALES } from '../../src/i18n/locales';
import { ROOT, startPreview } from './preview-server';
import { banqiRules } from '../../src/play/banqi-rules';
import { newGame } from '../../src/play/controller';
import { jungleRules } from '../../src/play/jungle-rules';
import type { PlayRules } from '../../src/play/rules';
import { saveKey, serialize } from '../../src/play/save';
import { createRng } from '../../src/engine/core/rng';
import type { Setup } from '../../src/play/types';

const DIST = join(ROOT, 'dist');
const PORT = 4417;
const BASE = `http://127.0.0.1:${PORT}`;
const GAMES = [
  { game: 'banqi', path: 'banqi/play/' },
  { game: 'jungle', path: 'dou-shou-qi/play/' },
] as const;

const AI_OPENS: Setup = { mode: 'ai', level: 1, human: 'second' };
const rulesOf = (game: 'banqi' | 'jungle'): PlayRules<unknown> =>
  (game === 'banqi' ? banqiRules : jungleRules) as PlayRules<unknown>;

const gz = (data: string | Buffer): number => gzipSync(data).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const distFile = (sitePath: string): string => join(DIST, sitePath.split('?')[0] ?? sitePath);
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.m?js)["']/g;

function staticImports(code: string, from: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => {
    const spec = m[1] ?? '';
    return spec.startsWith('/') ? spec : posix.join(posix.dirname(from), spec);
  });
}

/** gzip bytes of every JS module a built page loads up front, and the worker bundle the page can start. */
export function builtPageJs(sitePath: string): {
  js: number;
  files: string[];
  worker: number;
  workerFile: string | null;
} {
  const html = readFileSync(join(DIST, sitePath, 'index.html'), 'utf8');
  const seen = new Set<string>();
  let js = 0;
  let worker = 0;
  let workerFile: string | null = null;
  const add = (path: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    const code = readFileSync(distFile(path), 'utf8');
    js += gz(code);
    for (const dep of staticImports(code, path)) add(dep);
    const w = /new Worker\(\s*new URL\(\s*["']([^"']+)["']/.exec(code)?.[1];
    if (w !== undefined && workerFile === null) {
      workerFile = w.startsWith('/') ? w : posix.join(posix.dirname(path), w);
      worker = gz(readFileSync(distFile(workerFile)));
    }
  };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(m[1] ?? '')?.[1];
    if (src !== undefined) add(src);
    else if ((m[2] ?? '').trim() !== '') {
      js += gz(m[2] ?? '');
      for (const dep of staticImports(m[2] ?? '', `/${sitePath}`)) add(dep);
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) add(m[1] ?? '');
  for (const m of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)) add(m[1] ?? '');
  return { js, files: [...seen], worker, workerFile };
}

const startServer = (): Promise<ChildProcess> => startPreview(PORT);

/**
 * Installed before the page's scripts: collects long tasks and the periods the AI thinks. A string, not
 * a function: tsx rewrites function sources (name helpers) that would not exist in the page.
 */
const OBSERVE = `
  window.__long = [];
  window.__thinking = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  let since = null;
  new MutationObserver(() => {
    const el = document.querySelector('[data-testid="play-thinking"]');
    const busy = el !== null && (el.textContent || '').trim() !== '';
    if (busy && since === null) since = performance.now();
    if (!busy && since !== null) {
      window.__thinking.push([since, performance.now()]);
      since = null;
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

async function jsFetched(page: Page, url: string, act?: (p: Page) => Promise<void>): Promise<number> {
  let bytes = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (r) => {
    if (!/\.m?js(\?|$)/.test(new URL(r.url()).pathname)) return;
    pending.push(
      r.body().then(
        (b) => void (bytes += gz(b)),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('.play[data-ready="true"]');
  if (act !== undefined) await act(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return bytes;
}

async function chooseNewGame(page: Page, opts: { level: number; aiFirst: boolean; game: string }): Promise<void> {
  await page.getByTestId('play-new').click();
  const dialog = page.locator('dialog');
  await dialog.locator('input[name="play-opponent"][value="ai"]').check();
  await dialog.locator('#play-level').selectOption(String(opts.level));
  const seat = opts.game === 'banqi' ? 'play-seat' : 'play-colour';
  const value = opts.game === 'banqi' ? (opts.aiFirst ? 'second' : 'first') : opts.aiFirst ? 'blue' : 'red';
  await dialog.locator(`input[name="${seat}"][value="${value}"]`).check();
  await dialog.locator('button[type="submit"]').click();
}

/** One legal move for the reader: a reveal in Banqi, the first own piece that has a destination in Jungle. */
async function humanMove(page: Page, game: string): Promise<void> {
  if (game === 'banqi') {
    const down = page.locator('.play-board [data-piece="X"]');
    if ((await down.count()) > 0) {
      await down.first().click();
      return;
    }
  }
  const own = page.locator('.play-board .pyb-cell--grab');
  for (let i = 0; i < (await own.count()); i++) {
    await own.nth(i).click();
    const target = page.locator('.play-board .pyb-cell--target');
    if ((await target.count()) > 0) {
      await target.first().click();
      return;
    }
  }
}

async function thinkingTurns(page: Page, game: string, turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) {
    await page.waitForFunction((n) => (window as unknown as { __thinking: unknown[] }).__thinking.length >= n, i + 1, {
      timeout: 30_000,
    });
    if (i + 1 < turns) await humanMove(page, game);
  }
}

export async function benchPlayBudget(): Promise<void> {
  if (!existsSync(join(DIST, 'pt', 'banqi', 'play', 'index.html'))) {
    console.log('dist/ has no play pages: run `npm run build` first.');
    return;
  }
  console.log('1. JS before first interaction, from dist (gzip; the AI worker loads apart):');
  for (const { path } of GAMES) {
    for (const lang of LOCALES) {
      const built = builtPageJs(`${lang}/${path}`);
      console.log(
        `  /${lang}/${path}`.padEnd(28) +
          `page JS ${kb(built.js).padEnd(9)} + worker ${kb(built.worker)} (${built.workerFile ?? 'none'})`,
      );
    }
    const files = builtPageJs(`${LOCALES[0]}/${path}`).files;
    console.log(`    modules: ${files.map((f) => posix.basename(f)).join(', ')}`);
  }

  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log('2. JS fetched by Chromium until the network is idle (gzip of the bodies):');
    for (const { game, path } of GAMES) {
      const url = `${BASE}/${LOCALES[0]}/${path}`;
      const readerFirst = await browser.newContext().then(async (ctx) => {
        const n = await jsFetched(await ctx.newPage(), url);
        await ctx.close();
        return n;
      });
      const aiFirst = await browser.newContext().then(async (ctx) => {
        // A saved game with the AI to move: the page starts the worker on load, before any interaction.
        const saved = serialize(
          rulesOf(game),
          newGame(rulesOf(game), { setup: AI_OPENS, draw: createRng(1), seed: 1 }),
        );
        await ctx.addInitScript(
          (entry: { key: string; value: string }) => window.localStorage.setItem(entry.key, entry.value),
          {
            key: saveKey(game),
            value: saved,
          },
        );
        const n = await jsFetched(await ctx.newPage(), url, (p) =>
          p
            .waitForFunction(() => document.querySelectorAll('[data-testid="play-moves"] .play-ply').length > 0)
            .then(() => undefined),
        );
        await ctx.close();
        return n;
      });
      console.log(
        `  /${LOCALES[0]}/${path}`.padEnd(28) +
          `reader first ${kb(readerFirst).padEnd(9)} AI first (worker included) ${kb(aiFirst)}`,
      );
    }

    console.log('3. Main-thread long tasks (> 50 ms) while the AI thinks at level 4 (headless Chromium):');
    for (const { game, path } of GAMES) {
      const ctx = await browser.newContext();
      await ctx.addInitScript({ content: OBSERVE });
      const page = await ctx.newPage();
      await page.goto(`${BASE}/${LOCALES[0]}/${path}`);
      await page.waitForSelector('.play[data-ready="true"]');
      await chooseNewGame(page, { level: 4, aiFirst: true, game });
      const turns = 4;
      await thinkingTurns(page, game, turns);
      const data = await page.evaluate(() => {
        const w = window as unknown as {
          __long: { start: number; duration: number }[];
          __thinking: [number, number][];
        };
        return { long: w.__long, thinking: w.__thinking };
      });
      const during = data.long.filter((t) => data.thinking.some(([a, b]) => t.start < b && t.start + t.duration > a));
      const thinkMs = data.thinking.reduce((s, [a, b]) => s + (b - a), 0);
      const worst = during.reduce((m, t) => Math.max(m, t.duration), 0);
      console.log(
        `  ${game}: ${data.thinking.length} AI turns, ${(thinkMs / 1000).toFixed(1)} s thinking; ` +
          `long tasks during thinking: ${during.length} (longest ${worst.toFixed(0)} ms); ` +
          `long tasks on the page overall: ${data.long.length} (longest ${data.long.reduce((m, t) => Math.max(m, t.duration), 0).toFixed(0)} ms)`,
      );
      for (const t of during) {
        const turn = data.thinking.findIndex(([a, b]) => t.start < b && t.start + t.duration > a);
        const [a, b] = data.thinking[turn]!;
        console.log(
          `    ${t.duration.toFixed(0)} ms task, from ${(t.start - a).toFixed(0)} ms after AI turn ${turn + 1} began ` +
            `(it lasted ${(b - a).toFixed(0)} ms)`,
        );
      }
      await ctx.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
}
