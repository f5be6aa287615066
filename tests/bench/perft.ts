/**
 * Perft against a native yardstick (issue 16): the compiled command line `node .cli/plyyard.mjs perft ...`
 * and the plain C reference tests/bench/native/perft.c (built with `cc -O2`), each run as its own process
 * on the same positions in the same run, process start included, as a user of the command line sees it.
 * Prints leaves, seconds, leaves per second and the ratio ours / native. Figures only, no pass/fail.
 *
 *   npm run bench -- perft            Jungle start depth 7, Banqi midgame depth 5 (5-60 s natively here)
 *   npm run bench -- perft --quick    Jungle depth 6, Banqi depth 4 (a few seconds; start-up weighs more)
 *   npm run bench -- perft --runs N   best of N runs of each program (default 2), alternating
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureCli } from '../../src/cli/build.mjs';

const ROOT = join(import.meta.dirname, '../..');
const SOURCE = join(import.meta.dirname, 'native/perft.c');

interface Case {
  readonly game: 'banqi' | 'jungle';
  readonly label: string;
  readonly position: string;
  readonly depth: number;
  /** Leaf count from /work/shared/perft.md or the native reference, to catch a wrong answer. */
  readonly leaves: number;
}

const JUNGLE_START = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1';
const BANQI_MID = '1AX2eRX/cX1CS1H1/1XXXXh1X/1EXXXs1s b A1E1C1S2g1a2h1s2 9 29';

const FULL: readonly Case[] = [
  { game: 'jungle', label: 'Jungle start', position: JUNGLE_START, depth: 7, leaves: 1_908_199_299 },
  { game: 'banqi', label: 'Banqi midgame', position: BANQI_MID, depth: 5, leaves: 2_411_295_206 },
];
const QUICK: readonly Case[] = [
  { game: 'jungle', label: 'Jungle start', position: JUNGLE_START, depth: 6, leaves: 100_453_636 },
  { game: 'banqi', label: 'Banqi midgame', position: BANQI_MID, depth: 4, leaves: 41_650_198 },
];

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Compiles the reference into a temporary folder; undefined (with the reason printed) when there is no `cc`. */
function buildNative(dir: string): string | undefined {
  const probe = spawnSync('cc', ['--version'], { stdio: 'ignore' });
  if (probe.error !== undefined || probe.status !== 0) {
    console.log('native reference skipped: no C compiler (`cc`) on this machine; ours alone is timed');
    return undefined;
  }
  const binary = join(dir, 'perft');
  execFileSync('cc', ['-O2', '-o', binary, SOURCE], { stdio: 'inherit' });
  return binary;
}

/** Wall time of one process (spawn to exit) and the number it printed. */
function timed(file: string, args: readonly string[]): { seconds: number; leaves: number } {
  const t0 = performance.now();
  const out = execFileSync(file, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return { seconds: (performance.now() - t0) / 1000, leaves: Number(out.trim()) };
}

const rate = (leaves: number, seconds: number): string =>
  `${Math.round(leaves / seconds).toLocaleString('en')} leaves/s`;

export async function benchPerft(): Promise<void> {
  const cli = await ensureCli();
  const cases = process.argv.includes('--quick') ? QUICK : FULL;
  const runs = Math.max(1, Number(option('--runs') ?? 2) || 1);
  const dir = mkdtempSync(join(tmpdir(), 'plyyard-native-perft-'));
  try {
    const native = buildNative(dir);
    console.log(
      `best of ${runs} runs each, wall time from spawn to exit; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const c of cases) {
      let ours = Infinity;
      let theirs = Infinity;
      for (let r = 0; r < runs; r++) {
        const o = timed(process.execPath, [cli, 'perft', c.game, c.position, String(c.depth)]);
        if (o.leaves !== c.leaves) console.log(`  WRONG: ours counted ${o.leaves}, expected ${c.leaves}`);
        ours = Math.min(ours, o.seconds);
        if (native === undefined) continue;
        const n = timed(native, [c.game, c.position, String(c.depth)]);
        if (n.leaves !== c.leaves) console.log(`  WRONG: native counted ${n.leaves}, expected ${c.leaves}`);
        theirs = Math.min(theirs, n.seconds);
      }
      console.log(`${c.label} depth ${c.depth} (${c.leaves.toLocaleString('en')} leaves):`);
      console.log(`  plyyard perft: ${ours.toFixed(2)} s, ${rate(c.leaves, ours)}`);
      if (native === undefined) continue;
      console.log(`  native (cc -O2): ${theirs.toFixed(2)} s, ${rate(c.leaves, theirs)}`);
      console.log(`  ratio ours / native: ${(theirs / ours).toFixed(2)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
