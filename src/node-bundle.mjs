/**
 * Bundles one entry for Node with esbuild (ESM, node20) into `outDir` as `<name>.mjs`, and records the
 * source files it was made from in `inputsFile` (read by bundle-freshness.mjs): shared by the command
 * line's and the server's builds, which add their own options (`extra`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';

export async function buildNodeBundle({ root, name, entry, outDir, inputsFile, extra }) {
  const { build } = await import('esbuild');
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { [name]: entry },
    outdir: outDir,
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
}
