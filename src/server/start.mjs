/**
 * `npm start`: serves the site with its rooms. Builds the site first only when dist/ is missing or
 * older than its sources (and says which), compiles the server when its bundle is stale, then runs
 * it, so a restart serves in seconds. `npm run serve` (--no-build) never builds the site.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mtime } from '../bundle-freshness.mjs';
import { buildServer, SERVER, serverIsStale } from './build.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Written by `npm run build` once the site, its index and the compressed copies are complete. */
export const BUILT_STAMP = join(ROOT, 'dist', '.built');
const SOURCES = ['src', 'content', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json'];

/** The newest source file and its time. */
function newestSource() {
  let newest = { file: '', time: 0 };
  const see = (file, time) => {
    if (time > newest.time) newest = { file, time };
  };
  for (const top of SOURCES) {
    const path = join(ROOT, top);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat === undefined) continue;
    if (!stat.isDirectory()) see(top, stat.mtimeMs);
    else
      for (const e of readdirSync(path, { recursive: true, withFileTypes: true }))
        if (e.isFile()) see(join(e.parentPath, e.name).slice(ROOT.length + 1), mtime(join(e.parentPath, e.name)));
  }
  return newest;
}

/** Why the site must be built, or null when dist/ is up to date. */
export function siteBuildReason() {
  const built = mtime(BUILT_STAMP);
  if (Number.isNaN(built)) return 'dist/ is missing or incomplete';
  const newest = newestSource();
  return newest.time > built ? `${newest.file} is newer than dist/` : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--no-build')) {
    const why = siteBuildReason();
    if (why === null) console.log('Ply Yard: dist/ is up to date with the sources; not rebuilding.');
    else {
      console.log(`Ply Yard: building the site (${why}).`);
      const r = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
      if (r.status !== 0) process.exit(r.status ?? 1);
    }
  }
  if (serverIsStale()) await buildServer();
  process.chdir(ROOT);
  await import(pathToFileURL(SERVER).href);
}
