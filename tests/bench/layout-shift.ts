/**
 * `npm run bench -- layout-shift` (after `npm run build`): the layout shift of every page (the pages of
 * page-selection.ts) as Chromium records it while the page loads on a phone (412 x 823) with its CPU slowed
 * four times, as Lighthouse's mobile run does: the sum of the shifts without recent input over the load and
 * the 2 s after it, and the element that moved most. Cheaper and steadier than Lighthouse on a busy machine
 * (a shift does not depend on how long a task takes, only on what is painted before what). Asserts nothing.
 * Starts its own `astro preview` (port PLYYARD_BENCH_PORT, default 4419) and stops it.
 */
import { chromium, type Page } from '@playwright/test';
import { localizedPath } from '../../src/i18n/routes';
import { wantedLocales, wantedRoutes } from './page-selection';
import { startPreview } from './preview-server';

const PORT = Number(process.env.PLYYARD_BENCH_PORT ?? 4419);

interface Shift {
  readonly value: number;
  readonly source: string;
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/** Records every layout shift without recent input, with a short name of the element that moved most. */
function recordShifts(): void {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const node = entry.sources?.[0]?.node;
      const el = node instanceof Element ? node : (node?.parentElement ?? null);
      const source =
        el === null
          ? '?'
          : `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`;
      window.__shifts!.push({ value: entry.value, source });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measure(page: Page, url: string): Promise<Shift[]> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2000);
  return page.evaluate(() => window.__shifts ?? []);
}

export async function benchLayoutShift(): Promise<void> {
  const server = await startPreview(PORT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    console.log('page                         layout shift  moved most');
    let worst = 0;
    for (const lang of wantedLocales()) {
      for (const id of wantedRoutes()) {
        const path = localizedPath(lang, id);
        const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(recordShifts);
        const shifts = await measure(page, `http://127.0.0.1:${PORT}${path}`);
        await page.close();
        const total = shifts.reduce((s, x) => s + x.value, 0);
        const top = shifts.reduce<Shift | undefined>(
          (a, x) => (a === undefined || x.value > a.value ? x : a),
          undefined,
        );
        worst = Math.max(worst, total);
        console.log(`${path.padEnd(28)} ${total.toFixed(3).padEnd(13)} ${top?.source ?? '-'}`);
      }
    }
    console.log(`largest layout shift: ${worst.toFixed(3)} (goal: at most 0.01)`);
  } finally {
    await browser.close();
    server.kill();
  }
}
