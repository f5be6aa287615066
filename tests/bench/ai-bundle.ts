/**
 * Bundles for the AI benches. The benches run the AI as it ships (one esbuild bundle, as the CLI and
 * the play page's worker do), not through tsx, whose module wrappers make every engine constant a
 * getter call and cut the search speed several times. And the baseline of issue 17: the AI (with
 * the engine it ran on) as it was at BASELINE_COMMIT, taken from git into a temporary folder and
 * bundled, so new and old play each other in one process without a frozen copy in the tree.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * The last commit before issue 17's work: its AI is the "old level 4". PLYYARD_AI_BASELINE=<commit> plays
 * against another commit's AI instead (a change measured against the code just before it).
 */
export const BASELINE_COMMIT = process.env.PLYYARD_AI_BASELINE ?? '07d6cde';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** One folder per checkout: two checkouts benching at once must not overwrite each other's bundles. */
const OUT = join(tmpdir(), `plyyard-ai-bench-${createHash('sha1').update(ROOT).digest('hex').slice(0, 10)}`);

async function bundle(
  entry: { file: string } | { contents: string; resolveDir: string },
  out: string,
): Promise<string> {
  await build({
    ...('file' in entry ? { entryPoints: [entry.file] } : { stdin: { ...entry, loader: 'ts' as const } }),
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return out;
}

/** A bench worker (tests/bench/<name>.ts) bundled with this checkout's sources; returns the bundle's path. */
export function bundleWorker(name: string): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  return bundle({ file: join(ROOT, 'tests/bench', `${name}.ts`) }, join(OUT, `${name}.mjs`));
}

/**
 * The baseline AI as one module: { bestBanqiAction, bestJungleMove, parseBanqi, makeAction,
 * parseJungle, makeMove }, all from BASELINE_COMMIT's sources. Returns the bundle's file URL.
 */
export async function bundleBaseline(): Promise<string> {
  const dir = join(OUT, `baseline-${BASELINE_COMMIT}`);
  if (!existsSync(join(dir, 'src/ai/banqi/index.ts'))) {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', BASELINE_COMMIT, 'src/ai', 'src/engine'], { cwd: ROOT });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  }
  const contents = [
    "export { bestBanqiAction } from './src/ai/banqi/index.ts';",
    "export { bestJungleMove } from './src/ai/jungle/index.ts';",
    "export { parsePosition as parseBanqi, makeAction } from './src/engine/banqi/index.ts';",
    "export { parsePosition as parseJungle, makeMove } from './src/engine/jungle/index.ts';",
  ].join('\n');
  const out = await bundle({ contents, resolveDir: dir }, join(OUT, `baseline-${BASELINE_COMMIT}.mjs`));
  return pathToFileURL(out).href;
}
