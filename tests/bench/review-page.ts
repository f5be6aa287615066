/**
 * `npm run bench -- review-page` (after `npm run build`): the review page while it analyses a whole game.
 * Per game, the first game of the review bench (review-games.ts, about 100 half-moves) opens in Chromium on
 * /pt/<slug>/review/ from its replay link (a fresh context: nothing kept), and a PerformanceObserver collects
 * the main thread's long tasks (> 50 ms) from the first script until the progress bar is gone (the analysis
 * runs in a Web Worker at the shipped budget). Prints the analysis's wall time in the page, the longest
 * main-thread task and the long tasks while it ran (goal: none over 50 ms). Asserts nothing.
 * Starts its own `astro preview` (port PLYYARD_BENCH_PORT, default 4423) and stops it.
 */
import { chromium } from '@playwright/test';
import type { GameId } from '../../src/engine/core/game-rules';
import { GAME_ROUTES, localizedPath } from '../../src/i18n/routes';
import { startPreview } from './preview-server';
import { reviewBenchGames } from './review-games';

const PORT = Number(process.env.PLYYARD_BENCH_PORT ?? 4423);

/** Installed before the page's scripts: the long tasks. A string: tsx rewrites function sources. */
const OBSERVE = `
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

export async function benchReviewPage(): Promise<void> {
  const server = await startPreview(PORT);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    for (const game of ['banqi', 'jungle'] as GameId[]) {
      const g = reviewBenchGames(game, 1, 100)[0];
      if (g === undefined) throw new Error(`review-page bench: no ${game} game`);
      const record = JSON.stringify({ format: 'plyyard-record', version: 1, ...g.record });
      const url = `http://127.0.0.1:${PORT}${localizedPath('pt', GAME_ROUTES[game].review)}#record=${Buffer.from(record).toString('base64url')}`;
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(OBSERVE);
      await page.goto(url);
      await page.locator('[data-review-progress]').waitFor({ state: 'visible', timeout: 30_000 });
      const started = await page.evaluate(() => performance.now());
      await page.locator('[data-review-graph]').waitFor({ state: 'visible', timeout: 600_000 });
      const ended = await page.evaluate(() => performance.now());
      const marked = await page.locator('[data-move-list] [data-mark]').count();
      const tasks = await page.evaluate(() => (window as unknown as { __long: [number, number][] }).__long);
      const during = tasks.filter(([start, duration]) => start + duration > started && start < ended);
      const longest = during.reduce((m, [, d]) => Math.max(m, d), 0);
      console.log(
        `review-page ${game}: ${marked} of ${g.record.moves.length} half-moves marked after ${((ended - started) / 1000).toFixed(2)} s; ` +
          `main-thread long tasks while it ran: ${during.length}, longest ${longest.toFixed(0)} ms ` +
          `(before it: ${tasks.length - during.length})`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
}
