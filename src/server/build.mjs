/**
 * Compiles the server: src/server/main.ts bundled by esbuild into .server/main.mjs (git-ignored;
 * the npm packages stay imports), so the server starts with plain Node, no TypeScript at run time.
 * Run by `npm run build`, by start.mjs when a source file is newer than the bundle, and before the
 * unit tests (the multi-process room tests start the compiled server).
 */
import { fileURLToPath } from 'node:url';
import { nodeBundle } from '../node-bundle.mjs';

const BUNDLE = nodeBundle({
  outDir: '.server',
  name: 'main',
  entry: 'src/server/main.ts',
  extra: { packages: 'external', sourcemap: true },
});

export const SERVER = BUNDLE.path;
/** True when the bundle is missing, or a file it was built from changed (or vanished) since. */
export const serverIsStale = BUNDLE.isStale;
export const buildServer = () => BUNDLE.build();

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
