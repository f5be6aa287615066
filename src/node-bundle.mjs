/**
 * One esbuild bundle for Node (ESM, node20) of one entry, shared by the command line's and the server's
 * builds: where it goes (`<outDir>/<name>.mjs` under the repository root, beside `inputs.json`, the source
 * files it was made from), whether it is stale (bundle-freshness.mjs), and how to build it with the build's
 * own options (`extra`).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleIsStale } from './bundle-freshness.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `outDir` is relative to the repository root (say '.cli'); `entry` too. */
export function nodeBundle({ outDir, name, entry, extra }) {
  const dir = join(ROOT, outDir);
  const path = join(dir, `${name}.mjs`);
  const inputsFile = join(dir, 'inputs.json');
  return {
    path,
    /** True when the bundle is missing, or a file it was built from changed (or vanished) since. */
    isStale: () => bundleIsStale(ROOT, path, inputsFile),
    /** Builds the bundle; `clean` first removes everything in its folder (stale chunks). */
    async build({ clean = false } = {}) {
      const { build } = await import('esbuild');
      if (clean) rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      const result = await build({
        absWorkingDir: ROOT,
        entryPoints: { [name]: entry },
        outdir: dir,
        outExtension: { '.js': '.mjs' },
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        metafile: true,
        logLevel: 'warning',
        ...extra,
      });
      writeFileSync(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs)));
    },
  };
}
