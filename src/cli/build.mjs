/**
 * Builds the shipped command line: src/cli/plyyard.ts bundled by esbuild into ESM files under .cli/
 * (git-ignored: the entry plyyard.mjs and the chunks it imports), so `plyyard` starts without compiling TypeScript. Run by `postinstall`, and by
 * bin.mjs on first use or when a source file the bundle was made from is newer than the bundle.
 */
import { fileURLToPath } from 'node:url';
import { nodeBundle } from '../node-bundle.mjs';

// Split and minified: the rules commands load only the engines (the AI is a chunk of its own, imported
// for `bestmove` and `match`), and less code to parse means a faster start.
const CLI = nodeBundle({
  outDir: '.cli',
  name: 'plyyard',
  entry: 'src/cli/plyyard.ts',
  extra: { splitting: true, minify: true },
});

/** Bundles the CLI (into an emptied .cli/, so no chunk of an older build stays) and records its sources. */
export const buildCli = () => CLI.build({ clean: true });

/** Builds the CLI only when it is missing or stale. */
export async function ensureCli() {
  if (CLI.isStale()) await buildCli();
  return CLI.path;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
