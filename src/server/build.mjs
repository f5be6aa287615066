/**
 * Compiles the server: src/server/main.ts bundled by esbuild into .server/main.mjs (git-ignored;
 * the npm packages stay imports), so the server starts with plain Node, no TypeScript at run time.
 * Run by `npm run build`, by start.mjs when a source file is newer than the bundle, and before the
 * unit tests (the multi-process room tests start the compiled server).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleIsStale } from '../bundle-freshness.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = join(ROOT, '.server');
export const SERVER = join(OUT_DIR, 'main.mjs');
const INPUTS = join(OUT_DIR, 'inputs.json');

/** True when the bundle is missing, or a file it was built from changed (or vanished) since. */
export const serverIsStale = () => bundleIsStale(ROOT, SERVER, INPUTS);

export async function buildServer() {
  const { build } = await import('esbuild');
  mkdirSync(OUT_DIR, { recursive: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'src/server/main.ts' },
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(INPUTS, JSON.stringify(Object.keys(result.metafile.inputs)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
