/**
 * Fitting the Jungle evaluation to self-play results (`npm run bench -- ai-fit [options]`), for
 * issue 17: plays games of level 4 against itself at a node budget per move (ai-fit-worker.ts),
 * keeps the positions the evaluation should judge alone (ai-fit-jungle.ts), holds out every fifth
 * game, and fits the weights and tables with Texel's method (texel.ts). It prints the errors of
 * each pass and the fitted numbers beside the ones the AI plays with. A fit is only a candidate:
 * `ai-strength` (the same games at a node budget, or timed games) decides whether it plays better.
 * How the landed numbers were made: 526 games at 20,000 nodes, one pass of steps of a tenth.
 *
 * Options:
 *   --games N    self-play games (500)
 *   --nodes N    node budget per move (20000)
 *   --passes N   most passes of coordinate descent (1: more fit the games better and played worse)
 *   --step F     step, as a fraction of each value (0.1)
 *   --threads T  games played at once (2)
 *   --seed S     seeds the openings and the AI's tie-breaks (2026)
 */
import { Worker } from 'node:worker_threads';
import { DEFAULT_JUNGLE_WEIGHTS } from '../../src/ai/jungle/eval';
import { parsePosition, type Position } from '../../src/engine/jungle';
import { bundleWorker } from './ai-bundle';
import { quiet, scores, weightVector, weightsOf } from './ai-fit-jungle';
import type { FitGame, FitGameRequest } from './ai-fit-worker';
import { option, wholeOption } from './options';
import { MAX_SCALE, descend, fitScale, logisticError } from './texel';
import { ask } from './worker-call';

interface Samples {
  readonly positions: Position[];
  /** The game's result for each position's side to move. */
  readonly results: number[];
}

function settings() {
  const whole = (name: string, fallback: number): number => wholeOption('ai-fit', name, fallback);
  const step = Number(option('step') ?? 0.1);
  if (!(step > 0 && step < 1)) throw new Error('ai-fit: --step is a fraction in (0, 1)');
  return {
    games: whole('games', 500),
    nodes: whole('nodes', 20000),
    passes: whole('passes', 1),
    step,
    threads: whole('threads', 2),
    seed: whole('seed', 2026),
  };
}

async function playGames(games: number, nodes: number, threads: number, seed: number): Promise<FitGame[]> {
  const bundle = await bundleWorker('ai-fit-worker');
  const workers = Array.from({ length: threads }, () => new Worker(bundle));
  const out: FitGame[] = [];
  let started = 0;
  let done = 0;
  const t0 = performance.now();
  const loop = async (w: Worker): Promise<void> => {
    while (started < games) {
      const i = started++;
      out[i] = await ask<FitGame>(w, { nodes, seed: `${seed}:fit:${i}` } satisfies FitGameRequest);
      done++;
      if (done % 50 === 0) console.log(`${done} games (${((performance.now() - t0) / 60000).toFixed(1)} min)`);
    }
  };
  try {
    await Promise.all(workers.map(loop));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return out;
}

/** The quiet positions of `games`, with each game's result for the side to move. */
function samplesOf(games: readonly FitGame[]): Samples {
  const positions: Position[] = [];
  const results: number[] = [];
  for (const g of games)
    for (const text of g.positions) {
      const p = parsePosition(text);
      if (!p.ok) throw new Error(`ai-fit: a game produced an unreadable position: ${text}`);
      if (!quiet(p.value)) continue;
      positions.push(p.value);
      results.push(p.value.turn === 'red' ? g.redScore : 1 - g.redScore);
    }
  return { positions, results };
}

export async function benchAiFit(): Promise<void> {
  const s = settings();
  const games = await playGames(s.games, s.nodes, s.threads, s.seed);
  const train = samplesOf(games.filter((_, i) => i % 5 !== 0));
  const held = samplesOf(games.filter((_, i) => i % 5 === 0));
  const all = games.reduce((n, g) => n + g.positions.length, 0);
  console.log(
    `${s.games} games at ${s.nodes} nodes (seed ${s.seed}): ${all} positions, ${train.positions.length} quiet ones to fit, ${held.positions.length} held out`,
  );
  const base = DEFAULT_JUNGLE_WEIGHTS;
  const vector = weightVector(base);
  const k = fitScale(scores(train.positions, base), train.results);
  if (k >= MAX_SCALE / 2)
    throw new Error(`ai-fit: the scores do not predict these games' results (scale ${k}); play more games`);
  const error = (set: Samples) => (v: readonly number[]) =>
    logisticError(scores(set.positions, weightsOf(base, v)), set.results, k);
  const fit = descend(
    {
      start: vector.map((x) => x.value),
      steps: vector.map((x) => x.step(s.step)),
      train: error(train),
      held: error(held),
    },
    s.passes,
  );
  const e = (x: number): string => x.toFixed(5);
  console.log(`scale k ${k.toFixed(0)}; errors (train / held out): start ${e(fit.start.train)} / ${e(fit.start.held)}`);
  fit.passes.forEach((p, i) => {
    const undone = i < fit.kept ? '' : ' (undone: no better on the held-out games)';
    console.log(`pass ${i + 1}: ${e(p.train)} / ${e(p.held)}, ${p.moved} values moved${undone}`);
  });
  console.log(
    vector.map((x, i) => `${x.name}: ${+x.value.toPrecision(4)} -> ${+fit.values[i]!.toPrecision(4)}`).join('\n'),
  );
  console.log(`ai-fit weights: ${JSON.stringify(weightsOf(base, fit.values))}`);
}
