// Stops `npm run test:e2e` early, with a clear message, when the Chromium the browser tests drive is missing.
// Playwright's own browser downloads are never used: the tests run Debian's Chromium.
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    [
      `Browser tests need Chromium at ${path}, and it was not found.`,
      "Install Debian's Chromium:  sudo apt-get update && sudo apt-get install -y chromium",
      'or point CHROMIUM_PATH at a Chromium binary:  CHROMIUM_PATH=/path/to/chromium npm test',
    ].join('\n'),
  );
  process.exit(1);
}
