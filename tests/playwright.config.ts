/**
 * Browser tests against the built site (`npm run build` first), served by `astro preview`,
 * in Debian's Chromium (/usr/bin/chromium, or $CHROMIUM_PATH). No browser downloads.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/** PLYYARD_TEST_PORT lets several checkouts run their browser tests side by side. */
const PORT = Number(process.env.PLYYARD_TEST_PORT ?? 4321);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    // The service worker (src/offline.ts) is tested on its own in offline.spec.ts; elsewhere pages come from the server.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx astro preview --host 127.0.0.1 --port ${PORT}`,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `${BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
