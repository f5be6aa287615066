/**
 * AI tuning by self-play (`npm run bench -- ai-tune [options]`), for issue 17: SPSA (spsa.ts) over
 * the evaluation's weights and the draw's contempt (ai-tune-settings.ts). Each round plays one pair
 * of games (same deal or opening, sides swapped) between the current values nudged up and down, at
 * a node budget per move so that a busy machine does not change the games, and moves every value
 * towards the side that scored better. It prints the values every 100 pairs and at the end; a
 * result is only a candidate until `ai-strength` (Wilson intervals over timed games) confirms it.
 *
 * Options:
 *   --game G     banqi or jungle (jungle)
 *   --rounds N   pairs of games to play (600)
 *   --nodes N    node budget per move (30000: about 30 ms)
 *   --rate R     share of a step a won pair moves each value (0.1)
 *   --threads T  pairs played at once (2)
 *   --seed S     seeds the perturbations and the deals or openings (2026)
 */
import type { GameId } from '../../src/engine/core/game-rules';
import { Worker } from 'node:worker_threads';
import { createRng } from '../../src/engine/core/rng';
import { bundleWorker } from './ai-bundle';
import { knobs } from './ai-tune-settings';
import type { TunePair } from './ai-tune-worker';
import { Spsa, type Knob, type Values } from './spsa';
import { option, wholeOption } from './options';
import { ask } from './worker-call';

interface Settings {
  readonly game: GameId;
  readonly rounds: number;
  readonly nodes: number;
  readonly rate: number;
  readonly threads: number;
  readonly seed: number;
}

function settings(): Settings {
  const whole = (name: string, fallback: number): number => wholeOption('ai-tune', name, fallback);
  const game = option('game') ?? 'jungle';
  if (game !== 'banqi' && game !== 'jungle') throw new Error('ai-tune: --game is banqi or jungle');
  const rate = Number(option('rate') ?? 0.1);
  if (!(rate > 0 && rate <= 1)) throw new Error('ai-tune: --rate is a number in (0, 1]');
  return {
    game,
    rounds: whole('rounds', 600),
    nodes: whole('nodes', 30000),
    rate,
    threads: whole('threads', 2),
    seed: whole('seed', 2026),
  };
}

/** `name value (+k steps)` for each knob. */
function describe(list: readonly Knob[], v: Values): string {
  return list
    .map((k) => {
      const x = v[k.name]!;
      const steps = (x - k.start) / k.step;
      return `${k.name} ${+x.toPrecision(3)} (${steps >= 0 ? '+' : ''}${steps.toFixed(1)})`;
    })
    .join(', ');
}

export async function benchAiTune(): Promise<void> {
  const s = settings();
  const list = knobs(s.game);
  const spsa = new Spsa(list, s.rate, createRng(`${s.seed}:spsa`));
  const bundle = await bundleWorker('ai-tune-worker');
  const workers = Array.from({ length: s.threads }, () => new Worker(bundle));
  const t0 = performance.now();
  let started = 0;
  let done = 0;
  let decisive = 0;
  const play = (w: Worker, pair: TunePair): Promise<number> => ask<number>(w, pair);
  const loop = async (w: Worker): Promise<void> => {
    while (started < s.rounds) {
      const p = spsa.perturb();
      const outcome = await play(w, {
        game: s.game,
        plus: p.plus,
        minus: p.minus,
        nodes: s.nodes,
        seed: s.seed * 100_000 + started++,
      });
      spsa.update(p, outcome);
      done++;
      if (outcome !== 0) decisive++;
      if (done % 100 === 0 || done === s.rounds)
        console.log(
          `${s.game} pair ${done} (${decisive} decisive, ${((performance.now() - t0) / 60000).toFixed(1)} min): ${describe(list, spsa.values())}`,
        );
    }
  };
  try {
    await Promise.all(workers.map(loop));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  console.log(
    `ai-tune ${s.game}, ${s.rounds} pairs at ${s.nodes} nodes/move (seed ${s.seed}): ${JSON.stringify(spsa.values())}`,
  );
}
