/**
 * Builds the shipped command line: src/cli/plyyard.ts bundled by esbuild into ESM files under .cli/
 * (git-ignored: the entry plyyard.mjs and the chunks it imports), so `plyyard` starts without compiling TypeScript. Run by `postinstall`, and by
 * bin.mjs on first use or when a source file the bundle was made from is newer than the bundle.
 */
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleIsStale } from '../bundle-freshness.mjs';
import { buildNodeBundle } from '../node-bundle.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = join(ROOT, '.cli');
export const BUNDLE = join(OUT_DIR, 'plyyard.mjs');
const INPUTS = join(OUT_DIR, 'inputs.json');

/** True when the bundle is missing, or any file it was built from changed (or vanished) since. */
export const isStale = () => bundleIsStale(ROOT, BUNDLE, INPUTS);

/** Bundles the CLI and records the source files it was made from. */
export async function buildCli() {
  rmSync(OUT_DIR, { recursive: true, force: true });
  // Split and minified: the rules commands load only the engines (the AI is a chunk of its own, imported
  // for `bestmove` and `match`), and less code to parse means a faster start.
  await buildNodeBundle({
    root: ROOT,
    name: 'plyyard',
    entry: 'src/cli/plyyard.ts',
    outDir: OUT_DIR,
    inputsFile: INPUTS,
    extra: { splitting: true, minify: true },
  });
}

/** Builds the CLI only when it is missing or stale. */
export async function ensureCli() {
  if (isStale()) await buildCli();
  return BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
