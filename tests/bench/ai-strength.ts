/**
 * AI strength (`npm run bench -- ai-strength`): the matches of issue 5, each split over two worker
 * threads (the games and their seeds do not depend on the split, and every AI move has a node
 * budget, so the figures are reproducible on any machine). Prints each match's line as
 * `plyyard match` would, with the time it took.
 *
 * Budgets (chosen so the whole section stays well under 30 minutes on a 2-core machine; about
 * 10 minutes when the machine is otherwise idle): every AI move has a node budget instead of a time,
 * roughly what 10-40 ms of search give (see the `ai` bench for nodes per second):
 * - level 4 against random and greedy: 200 games each, Banqi 4,000 and Jungle 20,000 nodes per move;
 * - each level against the one below: 200 games each, both players with the same nominal budget
 *   (Banqi 8,000, Jungle 40,000 nodes), which each level scales down by its own share and caps
 *   at its own depth (levels.ts), as it does with the play page's time budget.
 */
import { Worker } from 'node:worker_threads';
import { formatMatch, summarize, type MatchGame, type MatchOptions } from '../../src/cli/match';
import { parsePlayer, playerName } from '../../src/cli/players';

interface MatchSpec {
  readonly game: MatchGame;
  readonly a: string;
  readonly b: string;
  readonly games: number;
}

const MATCHES: readonly MatchSpec[] = [
  { game: 'banqi', a: 'ai:4@4000', b: 'random', games: 200 },
  { game: 'banqi', a: 'ai:4@4000', b: 'greedy', games: 200 },
  { game: 'jungle', a: 'ai:4@20000', b: 'random', games: 200 },
  { game: 'jungle', a: 'ai:4@20000', b: 'greedy', games: 200 },
  { game: 'banqi', a: 'ai:4@8000', b: 'ai:3@8000', games: 200 },
  { game: 'banqi', a: 'ai:3@8000', b: 'ai:2@8000', games: 200 },
  { game: 'banqi', a: 'ai:2@8000', b: 'ai:1@8000', games: 200 },
  { game: 'jungle', a: 'ai:4@40000', b: 'ai:3@40000', games: 200 },
  { game: 'jungle', a: 'ai:3@40000', b: 'ai:2@40000', games: 200 },
  { game: 'jungle', a: 'ai:2@40000', b: 'ai:1@40000', games: 200 },
];

const THREADS = 2;
const SEED = 2026;

function shard(
  options: MatchOptions,
  index: number,
): Promise<{ wins: number; draws: number; losses: number; plies: number }> {
  return new Promise((resolve, reject) => {
    const { onGame: _ignored, ...data } = options;
    // a TypeScript worker: register tsx inside the thread, then load the module
    const url = new URL('./ai-match-worker.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url)}); });`;
    const worker = new Worker(boot, { eval: true, workerData: { ...data, shard: { index, count: THREADS } } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function runStrengthMatch(spec: MatchSpec, seed = SEED): Promise<string> {
  const a = parsePlayer(spec.a);
  const b = parsePlayer(spec.b);
  if (!a.ok || !b.ok) throw new Error(`bad player in ${spec.a} / ${spec.b}`);
  const options: MatchOptions = {
    game: spec.game,
    a: a.value,
    b: b.value,
    games: spec.games,
    seed,
    timeMs: 1000,
    openingPlies: 2,
  };
  const t0 = performance.now();
  const parts = await Promise.all(Array.from({ length: THREADS }, (_, i) => shard(options, i)));
  const sum = (k: 'wins' | 'draws' | 'losses' | 'plies') => parts.reduce((s, p) => s + p[k], 0);
  const r = summarize(sum('wins'), sum('draws'), sum('losses'), sum('plies'));
  const seconds = (performance.now() - t0) / 1000;
  return `${spec.game} ${playerName(a.value)} vs ${playerName(b.value)}, ${spec.games} games (seed ${seed}, ${r.averagePlies.toFixed(0)} plies on average, ${seconds.toFixed(0)} s): ${formatMatch(r)}`;
}

export async function benchAiStrength(): Promise<void> {
  const t0 = performance.now();
  for (const spec of MATCHES) console.log(await runStrengthMatch(spec));
  console.log(`ai-strength: ${((performance.now() - t0) / 60000).toFixed(1)} minutes in all`);
}
