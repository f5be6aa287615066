/**
 * The last step of `npm run build` (after Astro and Pagefind): the compressed copies of the site's
 * files, the compiled server, and dist/.built, the stamp that tells `npm start` the build completed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './build.mjs';
import { precompress } from './precompress.mjs';

const dist = 'dist';
const t0 = Date.now();
const { files, before, after } = precompress(dist);
console.log(
  `precompressed ${files} files: ${(before / 1e6).toFixed(1)} MB, ${(after / 1e6).toFixed(1)} MB with brotli (${Date.now() - t0} ms)`,
);
await buildServer();
writeFileSync(join(dist, '.built'), `${new Date().toISOString()}\n`);
