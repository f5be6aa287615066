/**
 * Command-line start-up: wall time of `plyyard moves <game> <position>` through the shipped
 * (compiled) entry, next to a bare `node -e 0` start on the same machine in the same run.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureCli } from '../../src/cli/build.mjs';

const ROOT = join(import.meta.dirname, '../..');
const RUNS = 15;
const JUNGLE_START = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1';
const BANQI_MID = '1AX2eRX/cX1CS1H1/1XXXXh1X/1EXXXs1s b A1E1C1S2g1a2h1s2 9 29';

function wallMs(args: readonly string[]): { median: number; min: number } {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    execFileSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)]!, min: times[0]! };
}

export async function benchCli(): Promise<void> {
  await ensureCli();
  const bin = join(ROOT, 'src/cli/bin.mjs');
  const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  const rows: [string, readonly string[]][] = [
    ['node -e 0 (process start only)', ['-e', '0']],
    [
      'before (tsx src/cli/plyyard.ts) moves jungle <start>',
      [TSX, 'src/cli/plyyard.ts', 'moves', 'jungle', JUNGLE_START],
    ],
    ['plyyard moves jungle <start>', [bin, 'moves', 'jungle', JUNGLE_START]],
    ['plyyard moves banqi <midgame>', [bin, 'moves', 'banqi', BANQI_MID]],
  ];
  for (const [label, args] of rows) {
    const { median, min } = wallMs(args);
    console.log(`${label}: median ${median.toFixed(0)} ms, best ${min.toFixed(0)} ms over ${RUNS} runs`);
  }
}
