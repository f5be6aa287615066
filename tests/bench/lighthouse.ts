/**
 * `npm run bench -- lighthouse` (after `npm run build`): Lighthouse mobile (its default throttling) on every
 * home (course), guide and play page, in Debian's Chromium ($CHROME_PATH, default /usr/bin/chromium). Prints
 * performance, accessibility, total blocking time, layout shift, LCP, DOM size and transfer size; asserts
 * nothing. One locale by default on this shared machine (each page takes about 20 s), at Lighthouse's default
 * CPU slowdown unless PLYYARD_LIGHTHOUSE_CPU says otherwise (see CPU_SLOWDOWN):
 * PLYYARD_LIGHTHOUSE_LOCALES=pt,es,fr,de (or `all`) for more, PLYYARD_LIGHTHOUSE_PAGES=<route ids> for fewer.
 * Starts its own `astro preview` (port PLYYARD_BENCH_PORT, default 4419) and stops it.
 * PLYYARD_LIGHTHOUSE_DETAIL=1 also prints, per page, the main thread's work by kind and its long tasks
 * (simulated, as Lighthouse counts them for the blocking time), to find what blocks.
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { localizedPath } from '../../src/i18n/routes';
import { wantedLocales, wantedRoutes } from './page-selection';
import { ROOT, startPreview } from './preview-server';

/** PLYYARD_BENCH_PORT: a port of your own on a shared machine. */
const PORT = Number(process.env.PLYYARD_BENCH_PORT ?? 4419);
const run = promisify(execFile);
/**
 * PLYYARD_LIGHTHOUSE_CPU=2: Lighthouse's CPU slowdown instead of its default 4x. Its throttling guide
 * (docs/throttling.md) calibrates the multiplier by the machine's benchmark index (printed per page):
 * 4x is meant for a desktop of index 1500-2000; a machine of index 800-1200 (a high-end phone's class)
 * needs about 2x to stand for the same mid-tier phone. Default figures are the measure.
 */
const CPU_SLOWDOWN = process.env.PLYYARD_LIGHTHOUSE_CPU;

interface Audit {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}
interface Report {
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, Audit | undefined>;
  /** Lighthouse's own measure of this machine's CPU speed (it calls results below about 1,000 unreliable). */
  environment?: { benchmarkIndex?: number };
}

async function audit(url: string): Promise<Report> {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const { stdout } = await run(
    join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ...(CPU_SLOWDOWN === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`]),
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Report;
}

const DETAIL = process.env.PLYYARD_LIGHTHOUSE_DETAIL === '1';

/** The main thread's work by kind and the long tasks with the script Lighthouse blames, indented under a page. */
function printDetail(r: Report): void {
  const items = (id: string): Record<string, unknown>[] => r.audits[id]?.details?.items ?? [];
  const ms = (v: unknown): string => (typeof v === 'number' ? v.toFixed(0) : '-');
  const work = items('mainthread-work-breakdown').map((i) => `${String(i.groupLabel ?? i.group)} ${ms(i.duration)}`);
  console.log(`    main thread ms: ${work.join(', ')}`);
  for (const task of items('long-tasks'))
    console.log(`    long task at ${ms(task.startTime)} ms: ${ms(task.duration)} ms, ${String(task.url ?? '')}`);
}

const score = (s: number | null): string => (s === null ? '-' : String(Math.round(s * 100)));
const value = (r: Report, id: string): number => r.audits[id]?.numericValue ?? NaN;

export async function benchLighthouse(): Promise<void> {
  const server = await startPreview(PORT);
  try {
    // Lighthouse's simulated throttling scales the CPU time it observes: on a loaded machine every figure
    // worsens. The load is printed so a run can be judged (a page without islands shows the floor).
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log('page                         perf  a11y  TBT ms  CLS     LCP ms  DOM    transfer  CPU index');
    for (const lang of wantedLocales()) {
      for (const id of wantedRoutes()) {
        const path = localizedPath(lang, id);
        const r = await audit(`http://127.0.0.1:${PORT}${path}`);
        console.log(
          [
            path.padEnd(28),
            score(r.categories.performance.score).padEnd(5),
            score(r.categories.accessibility.score).padEnd(5),
            value(r, 'total-blocking-time').toFixed(0).padEnd(7),
            value(r, 'cumulative-layout-shift').toFixed(3).padEnd(7),
            value(r, 'largest-contentful-paint').toFixed(0).padEnd(7),
            value(r, 'dom-size').toFixed(0).padEnd(6),
            `${(value(r, 'total-byte-weight') / 1024).toFixed(0)} KB`.padEnd(9),
            String(Math.round(r.environment?.benchmarkIndex ?? NaN)),
          ].join(' '),
        );
        if (DETAIL) printDetail(r);
      }
    }
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    server.kill();
  }
}
