/**
 * Perft against a native yardstick (issue 16): the compiled command line `node .cli/plyyard.mjs perft ...`
 * and the plain C reference tests/bench/native/perft.c (built with `cc -O2`), each run as its own process
 * on the same positions in the same run, process start included, as a user of the command line sees it.
 * Prints leaves, seconds, leaves per second and the ratio ours / native, on wall time (the measure)
 * and on CPU time (user + system, steadier when other work loads the machine). Figures only, no pass/fail.
 *
 *   npm run bench -- perft            Jungle start depth 7, Banqi midgame depth 5 (5-60 s natively here)
 *   npm run bench -- perft --quick    Jungle depth 6, Banqi depth 4 (a few seconds; start-up weighs more)
 *   npm run bench -- perft --all      every position of ../shared/perft.md at its deepest count (~1 min ours)
 *   npm run bench -- perft --runs=N   best of N runs of each program (default 2), alternating
 *   npm run bench -- perft --game=banqi             one game only
 *   npm run bench -- perft --cli=<bundle.mjs>       another build of the command line (a before/after comparison)
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

/** Every position of ../shared/perft.md at its deepest published count (`--all`: the transposition table checked deep). */
const DEEP: readonly Case[] = [
  {
    game: 'banqi',
    label: 'Banqi',
    position: 'XXXXXXXX/XXXXXXXX/XXXXXXXX/XXXXXXXX - G1A2E2R2H2C2S5g1a2e2r2h2c2s5 0 1',
    depth: 4,
    leaves: 30871352640,
  },
  {
    game: 'jungle',
    label: 'Jungle',
    position: 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1',
    depth: 7,
    leaves: 1908199299,
  },
  {
    game: 'banqi',
    label: 'Banqi',
    position: 'sXXXXXXS/XXXXXXXX/XXXXCSXX/XXXXaSXX r G1A2E2R2H2C1S2g1a1e2r2h2c2s4 0 4',
    depth: 3,
    leaves: 40477111,
  },
  {
    game: 'banqi',
    label: 'Banqi',
    position: 'XXXXXXe1/XXXRCSXs/XXXaS1XH/XXXXXaXc r G1A2E1H1C1S3g1e1r2h2c1s4 0 8',
    depth: 4,
    leaves: 1992304804,
  },
  {
    game: 'banqi',
    label: 'Banqi',
    position: '1sXA1rXX/XrCEgGSs/RhXXsHXc/aeXaXSXE r A1R1C1S2e1h1c1s2 0 13',
    depth: 5,
    leaves: 1196909810,
  },
  {
    game: 'banqi',
    label: 'Banqi',
    position: 'AXc1GX1S/E1aXr1Hs/sXeh1Xa1/ARXCsS2 b E1H1C1S1g1s1 0 21',
    depth: 5,
    leaves: 75268914,
  },
  { game: 'banqi', label: 'Banqi', position: 'ear3Sc/sa1RR2s/X6g/SGEEH1As r C1 6 31', depth: 7, leaves: 77171655 },
  { game: 'banqi', label: 'Banqi', position: 'e1hC1c1h/a3A2s/3c2Gs/2AS2R1 b - 2 41', depth: 7, leaves: 235123240 },
  {
    game: 'jungle',
    label: 'Jungle',
    position: 'l6/5ct/1dp1w1e/r6/7/7/1EW1P1R/1C2D1L/T6 r 6 4',
    depth: 6,
    leaves: 31704054,
  },
  {
    game: 'jungle',
    label: 'Jungle',
    position: 'l6/d3p1t/1r2wce/7/7/5R1/E1W4/C3P1D/T5L r 14 8',
    depth: 7,
    leaves: 440841664,
  },
  {
    game: 'jungle',
    label: 'Jungle',
    position: '1l4t/dpw2c1/6e/r6/7/E6/5PR/2CWD1L/1T5 r 24 13',
    depth: 6,
    leaves: 34923646,
  },
  {
    game: 'jungle',
    label: 'Jungle',
    position: '6t/2l2ce/1p1w3/d6/1r5/7/2P2DR/1E2CL1/T1W4 r 40 21',
    depth: 6,
    leaves: 55140883,
  },
  {
    game: 'jungle',
    label: 'Jungle',
    position: '1l4t/2c3e/4dLw/1r1W3/7/7/E3D2/T5R/1C3P1 r 17 31',
    depth: 6,
    leaves: 40558350,
  },
  {
    game: 'jungle',
    label: 'Jungle',
    position: '1dp4/1l5/e2w1t1/1r4L/E5P/7/7/TW1CD2/7 r 17 41',
    depth: 7,
    leaves: 445756165,
  },
];

/** `--name=value` (written as one argument, so that run.ts never takes a value for a section name). */
function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a.startsWith(`${name}=`));
  return arg?.slice(name.length + 1);
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

interface Timing {
  /** Wall time from spawn to exit. */
  readonly seconds: number;
  /** CPU time (user + system) of the process: steadier than wall time on a shared, loaded machine. */
  readonly cpu: number;
  readonly leaves: number;
}

/** Runs one process through `sh`, whose `times` then prints the CPU time its children used. */
function timed(file: string, args: readonly string[]): Timing {
  const t0 = performance.now();
  const out = execFileSync('sh', ['-c', '"$@"; times', 'sh', file, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const seconds = (performance.now() - t0) / 1000;
  const lines = out.trim().split('\n');
  // `times`: the shell's own user and system time, then its children's
  const child = [...(lines.at(-1) ?? '').matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return { seconds, cpu: (child[0] ?? NaN) + (child[1] ?? NaN), leaves: Number(lines[0]) };
}

const best = (a: Timing | undefined, b: Timing): Timing =>
  a === undefined ? b : { seconds: Math.min(a.seconds, b.seconds), cpu: Math.min(a.cpu, b.cpu), leaves: b.leaves };

const rate = (leaves: number, seconds: number): string =>
  `${Math.round(leaves / seconds).toLocaleString('en')} leaves/s`;

export async function benchPerft(): Promise<void> {
  const cli = option('--cli') ?? (await ensureCli());
  const game = option('--game');
  const all = process.argv.includes('--all') ? DEEP : FULL;
  const cases = (process.argv.includes('--quick') ? QUICK : all).filter((c) => game === undefined || c.game === game);
  const runs = Math.max(1, Number(option('--runs') ?? 2) || 1);
  const dir = mkdtempSync(join(tmpdir(), 'plyyard-native-perft-'));
  try {
    const native = buildNative(dir);
    console.log(`command line: ${cli}`);
    console.log(
      'ours keeps subtree counts in a transposition table from depth 4 (src/engine/core/perft-table.ts); the C ' +
        'reference walks every subtree (`npm run bench -- jungle` / `banqi` time ours both ways)',
    );
    console.log(
      `best of ${runs} runs each, wall time from spawn to exit; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const c of cases) {
      let ours: Timing | undefined;
      let theirs: Timing | undefined;
      for (let r = 0; r < runs; r++) {
        const o = timed(process.execPath, [cli, 'perft', c.game, c.position, String(c.depth)]);
        if (o.leaves !== c.leaves) console.log(`  WRONG: ours counted ${o.leaves}, expected ${c.leaves}`);
        ours = best(ours, o);
        if (native === undefined) continue;
        const n = timed(native, [c.game, c.position, String(c.depth)]);
        if (n.leaves !== c.leaves) console.log(`  WRONG: native counted ${n.leaves}, expected ${c.leaves}`);
        theirs = best(theirs, n);
      }
      if (ours === undefined) continue;
      const line = (t: Timing): string =>
        `wall ${t.seconds.toFixed(2)} s (${rate(c.leaves, t.seconds)}), cpu ${t.cpu.toFixed(2)} s (${rate(c.leaves, t.cpu)})`;
      console.log(`${c.label} depth ${c.depth} (${c.leaves.toLocaleString('en')} leaves):`);
      console.log(`  plyyard perft:   ${line(ours)}`);
      if (theirs === undefined) continue;
      console.log(`  native (cc -O2): ${line(theirs)}`);
      console.log(
        `  ratio ours / native: wall ${(theirs.seconds / ours.seconds).toFixed(2)}, cpu ${(theirs.cpu / ours.cpu).toFixed(2)}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
