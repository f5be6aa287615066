/**
 * Compiles the server: src/server/main.ts bundled by esbuild into .server/main.mjs (git-ignored;
 * the npm packages stay imports), so the server starts with plain Node, no TypeScript at run time.
 * Run by `npm run build`, by start.mjs when a source file is newer than the bundle, and before the
 * unit tests (the multi-process room tests start the compiled server).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleIsStale } from '../bundle-freshness.mjs';
import { buildNodeBundle } from '../node-bundle.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = join(ROOT, '.server');
export const SERVER = join(OUT_DIR, 'main.mjs');
const INPUTS = join(OUT_DIR, 'inputs.json');

/** True when the bundle is missing, or a file it was built from changed (or vanished) since. */
export const serverIsStale = () => bundleIsStale(ROOT, SERVER, INPUTS);

export async function buildServer() {
  await buildNodeBundle({
    root: ROOT,
    name: 'main',
    entry: 'src/server/main.ts',
    outDir: OUT_DIR,
    inputsFile: INPUTS,
    extra: { packages: 'external', sourcemap: true },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
