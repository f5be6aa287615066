/**
 * `npm run bench -- long-tasks` (after `npm run build`): a steadier stand-in for Lighthouse's total blocking
 * time. Each page (page-selection.ts) loads in Chromium as a phone (412 x 823) with its CPU slowed four times,
 * as Lighthouse's mobile run does; a PerformanceObserver collects the main thread's long tasks (> 50 ms) from
 * the navigation to 3 s after the load event. Prints, averaged over PLYYARD_LONG_TASKS_RUNS loads (default 3):
 * the longest task, the blocking time (the sum of each task's time over 50 ms, counted after the first
 * contentful paint, as Lighthouse counts it) and the number of long tasks. Asserts nothing.
 * PLYYARD_LONG_TASKS_PROFILE=1 adds, per page, the functions that took the most CPU time during the
 * load (a V8 CPU profile of the first run, self time, scripts of the site only), to find what blocks.
 * Starts its own `astro preview` (port PLYYARD_BENCH_PORT, default 4419) and stops it.
 */
import { chromium, type Page } from '@playwright/test';
import { localizedPath } from '../../src/i18n/routes';
import { wantedLocales, wantedRoutes } from './page-selection';
import { startPreview } from './preview-server';

const PORT = Number(process.env.PLYYARD_BENCH_PORT ?? 4419);
const RUNS = Math.max(1, Number(process.env.PLYYARD_LONG_TASKS_RUNS ?? 3));
const PROFILE = process.env.PLYYARD_LONG_TASKS_PROFILE === '1';

/**
 * Installed before the page's scripts: long tasks and the first contentful paint. A string, not a function:
 * tsx rewrites function sources (name helpers) that would not exist in the page.
 */
const OBSERVE = `
  window.__long = [];
  window.__fcp = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
`;

interface Load {
  readonly longest: number;
  readonly blocking: number;
  readonly count: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function measure(page: Page, url: string): Promise<Load> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const { long, fcp } = await page.evaluate(() => {
    const w = window as unknown as { __long: [number, number][]; __fcp: number | null };
    return { long: w.__long, fcp: w.__fcp ?? 0 };
  });
  return {
    longest: long.reduce((m, [, d]) => Math.max(m, d), 0),
    blocking: long.reduce(
      (s, [start, d]) => s + (start + d > fcp ? Math.max(0, Math.min(d, start + d - fcp) - 50) : 0),
      0,
    ),
    count: long.length,
  };
}

/** The site's functions by self time in a CPU profile, in milliseconds, most first. */
function topFunctions(profile: CpuProfile, origin: string, limit: number): string[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byNode.get(id);
    if (node === undefined) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const where = url.startsWith(origin)
      ? url.slice(origin.length)
      : url === ''
        ? `(${functionName || 'program'})`
        : '';
    if (where === '') return;
    const name = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(5)} ms  ${name}`);
}

export async function benchLongTasks(): Promise<void> {
  const server = await startPreview(PORT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    console.log(`CPU slowed 4x, ${RUNS} loads per page, mean (min-max)`);
    console.log('page                         longest ms         blocking ms        long tasks');
    for (const lang of wantedLocales()) {
      for (const id of wantedRoutes()) {
        const path = localizedPath(lang, id);
        const loads: Load[] = [];
        let profileLines: string[] = [];
        for (let run = 0; run < RUNS; run++) {
          const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.addInitScript({ content: OBSERVE });
          const profiling = PROFILE && run === 0;
          if (profiling) {
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
            await cdp.send('Profiler.start');
          }
          loads.push(await measure(page, `${origin}${path}`));
          if (profiling) {
            const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
            profileLines = topFunctions(profile, origin, 25);
          }
          await page.close();
        }
        const cell = (pick: (l: Load) => number): string => {
          const xs = loads.map(pick);
          const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
          return `${mean.toFixed(0)} (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`.padEnd(18);
        };
        console.log(
          `${path.padEnd(28)} ${cell((l) => l.longest)} ${cell((l) => l.blocking)} ${cell((l) => l.count).trim()}`,
        );
        for (const line of profileLines) console.log(`    ${line}`);
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
}
