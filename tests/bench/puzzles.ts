/**
 * `npm run bench -- puzzles [--games N] [--sample N] [--game banqi|jungle] [--shipped-only]`: the puzzle
 * generator's figures (issue 49). Puzzles kept per hour: N fresh self-play games (5) mined with a
 * seed the shipped data does not use, timed on this machine (wall clock, and CPU time, steadier
 * on a shared machine), with how many judged puzzles the final re-proof refused. The share of shipped puzzles a search
 * twice as deep as the generator's proof proves again (all of them, or a sample of N spread over
 * the ratings). The distribution of themes and ratings (alone with `--shipped-only`: no mining, no
 * re-proof). Prints; asserts nothing.
 */
import { GAME_IDS, type GameId } from '../../src/engine/core/game-rules';
import { MARGINS } from '../../src/puzzles/margins';
import { mineGame } from '../../src/puzzles/mine';
import { BANQI_ORACLE, JUNGLE_ORACLE } from '../../src/puzzles/oracle';
import { reprove } from '../../src/puzzles/reprove';
import type { Puzzle } from '../../src/puzzles/schema';
import { readShipped } from '../../src/puzzles/shipped';
import { option, wholeOption } from './options';

const BENCH_SEED = 9001;
const BAND = 200;

function rate(game: GameId, games: number): void {
  const seen = { positions: new Set<string>(), ideas: new Set<string>() };
  const started = performance.now();
  const cpu = process.cpuUsage();
  let kept = 0;
  let refused = 0;
  let plies = 0;
  for (let i = 0; i < games; i++) {
    const mined =
      game === 'banqi'
        ? mineGame(BANQI_ORACLE, MARGINS.banqi, BENCH_SEED, i, seen)
        : mineGame(JUNGLE_ORACLE, MARGINS.jungle, BENCH_SEED, i, seen);
    kept += mined.puzzles.length;
    refused += mined.refused.length;
    plies += mined.plies;
  }
  const hours = (performance.now() - started) / 3_600_000;
  const used = process.cpuUsage(cpu);
  const cpuHours = (used.user + used.system) / 3.6e9;
  console.log(
    `${game}: ${games} games, ${plies} plies, ${kept} puzzles kept (${refused} more judged but refused by the ` +
      `final re-proof) in ${(hours * 3600).toFixed(1)} s (${(cpuHours * 3600).toFixed(1)} s of CPU): ` +
      `${Math.round(kept / hours)} puzzles per hour, ${Math.round(kept / cpuHours)} per CPU hour, ` +
      `${Math.round(games / cpuHours)} games per CPU hour`,
  );
}

function reproved(game: GameId, puzzles: readonly Puzzle[], sample: number | undefined): void {
  const picked =
    sample === undefined || sample >= puzzles.length
      ? puzzles
      : Array.from({ length: sample }, (_, i) => puzzles[Math.floor(((i + 0.5) * puzzles.length) / sample)]!);
  const m = MARGINS[game];
  const failures = new Map<string, number>();
  let ok = 0;
  for (const p of picked) {
    const f =
      game === 'banqi' ? reprove(BANQI_ORACLE, p, m, 2 * m.proofNodes) : reprove(JUNGLE_ORACLE, p, m, 2 * m.proofNodes);
    if (f === null) ok++;
    else failures.set(f.kind, (failures.get(f.kind) ?? 0) + 1);
  }
  const why = [...failures].map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(
    `${game}: re-proven at ${2 * m.proofNodes} nodes per search: ${ok}/${picked.length} ` +
      `(${((100 * ok) / Math.max(1, picked.length)).toFixed(1)}%)${why === '' ? '' : `; failed: ${why}`}`,
  );
}

function distribution(game: GameId, puzzles: readonly Puzzle[]): void {
  const themes = new Map<string, number>();
  for (const p of puzzles)
    for (const t of p.themes.length === 0 ? ['(none)'] : p.themes) themes.set(t, (themes.get(t) ?? 0) + 1);
  console.log(`${game}: ${puzzles.length} shipped; themes: ${[...themes].map(([t, n]) => `${t} ${n}`).join(', ')}`);
  const bands = new Map<number, number>();
  for (const p of puzzles)
    bands.set(Math.floor(p.rating / BAND) * BAND, (bands.get(Math.floor(p.rating / BAND) * BAND) ?? 0) + 1);
  const lines = [...bands].sort((a, b) => a[0] - b[0]).map(([b, n]) => `${b}-${b + BAND - 1} ${n}`);
  const lengths = new Map<number, number>();
  for (const p of puzzles) lengths.set((p.line.length + 1) / 2, (lengths.get((p.line.length + 1) / 2) ?? 0) + 1);
  console.log(
    `${game}: ratings: ${lines.join(', ')}; solver moves: ${[...lengths].map(([l, n]) => `${l}: ${n}`).join(', ')}`,
  );
}

export function benchPuzzles(): void {
  const games = wholeOption('puzzles', 'games', 5);
  const sampleText = option('sample');
  const sample = sampleText === undefined ? undefined : wholeOption('puzzles', 'sample', 1);
  const only = option('game');
  const shippedOnly = process.argv.includes('--shipped-only');
  for (const game of GAME_IDS) {
    if (only !== undefined && only !== game) continue;
    const shipped = readShipped(game);
    if (!shipped.ok) {
      console.log(`${game}: shipped data refused: ${JSON.stringify(shipped.error)}`);
      continue;
    }
    distribution(game, shipped.value.puzzles);
    if (shippedOnly) continue;
    rate(game, games);
    reproved(game, shipped.value.puzzles, sample);
  }
}
