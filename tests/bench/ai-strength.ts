/**
 * AI strength (`npm run bench -- ai-strength [options]`), issue 17's measure: at a time per move,
 * with colours alternating (Banqi: each seeded deal played twice, sides swapped; Jungle: each
 * seeded opening twice), the new level 4 against the old one (the AI at BASELINE_COMMIT, built
 * from git: ai-bundle.ts), and every level against the one below, in both games. Each line gives
 * A's wins, draws, losses and score with its Wilson 95% interval, each side's thinking time per
 * move, and what the draws were: how many had no capture at all (a locked game) and how many A
 * ended with more or fewer pieces than B (a lead not converted, or a loss held off). The players
 * run bundled, as they ship.
 *
 * Options (defaults: the issue's numbers, far too long for a shared 2-core machine):
 *   --games N       games per match (200)
 *   --ms 100,500    times per move, one match each (100,500)
 *   --nodes N,...   node budgets per move instead of times, one match each: both players search
 *                   exactly N nodes a move, so a seed replays the same games on any machine, busy or
 *                   not, and two versions of the AI meet on the same openings (a paired comparison)
 *   --game G        banqi or jungle (both)
 *   --pairs P       old (new level 4 vs old level 4), ladder (4 vs 3, 3 vs 2, 2 vs 1) (old,ladder)
 *   --threads T     worker threads per match (2)
 *   --seed S        the match seed (2026)
 */
import type { GameId } from '../../src/engine/core/game-rules';
import { Worker } from 'node:worker_threads';
import { formatMatch, summarize, type MatchOptions } from '../../src/cli/match';
import { parsePlayer, type PlayerSpec } from '../../src/cli/players';
import { BASELINE_COMMIT, bundleBaseline, bundleWorker } from './ai-bundle';
import type { DrawKinds, MatchShard, ShardResult, Thinking } from './ai-match-worker';
import { option, wholeOption } from './options';

interface Pairing {
  readonly a: string;
  readonly b: string;
  /** A plays with the new AI, B with the baseline. */
  readonly old: boolean;
}

const PAIRS: Record<string, readonly Pairing[]> = {
  old: [{ a: 'ai:4', b: 'ai:4', old: true }],
  ladder: [
    { a: 'ai:4', b: 'ai:3', old: false },
    { a: 'ai:3', b: 'ai:2', old: false },
    { a: 'ai:2', b: 'ai:1', old: false },
  ],
};

/** What each player may spend on a move: milliseconds, or (reproducibly) nodes. */
type Allowance = { readonly ms: number } | { readonly nodes: number };

const allowanceLabel = (a: Allowance): string => ('ms' in a ? `${a.ms} ms/move` : `${a.nodes} nodes/move`);

interface Settings {
  readonly games: number;
  readonly allowances: readonly Allowance[];
  readonly games_: readonly GameId[];
  readonly pairs: readonly string[];
  readonly threads: number;
  readonly seed: number;
}

function settings(): Settings {
  const list = (name: string, fallback: string): string[] => (option(name) ?? fallback).split(',').filter(Boolean);
  const whole = (name: string, fallback: number): number => wholeOption('ai-strength', name, fallback);
  const wholeList = (name: string, fallback: string): number[] => {
    const values = list(name, fallback).map(Number);
    if (values.length === 0 || values.some((v) => !Number.isInteger(v) || v < 1))
      throw new Error(`ai-strength: --${name} takes whole numbers from 1, separated by commas`);
    return values;
  };
  const given = (name: string): boolean => process.argv.includes(`--${name}`);
  if (given('nodes') && option('nodes') === undefined) throw new Error('ai-strength: --nodes needs a value');
  if (given('ms') && given('nodes')) throw new Error('ai-strength: give --ms or --nodes, not both');
  const allowances: Allowance[] =
    option('nodes') === undefined
      ? wholeList('ms', '100,500').map((ms) => ({ ms }))
      : wholeList('nodes', '').map((nodes) => ({ nodes }));
  const games = list('game', 'banqi,jungle');
  if (games.some((g) => g !== 'banqi' && g !== 'jungle')) throw new Error('ai-strength: --game is banqi or jungle');
  const pairs = list('pairs', 'old,ladder');
  if (pairs.some((p) => PAIRS[p] === undefined)) throw new Error('ai-strength: --pairs takes old and/or ladder');
  return {
    games: whole('games', 200),
    allowances,
    games_: games as GameId[],
    pairs,
    threads: whole('threads', 2),
    seed: whole('seed', 2026),
  };
}

function shard(bundle: string, data: MatchShard): Promise<ShardResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bundle, { workerData: data });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const perMove = (t: Thinking): string => (t.moves === 0 ? '-' : `${(t.ms / t.moves).toFixed(0)} ms`);

async function runPairing(
  game: GameId,
  pairing: Pairing,
  allowance: Allowance,
  s: Settings,
  bundles: { worker: string; baseline: string },
): Promise<string> {
  const parse = (text: string): PlayerSpec => {
    const p = parsePlayer('nodes' in allowance ? `${text}@${allowance.nodes}` : text);
    if (!p.ok) throw new Error(p.error);
    return p.value;
  };
  const options: MatchOptions = {
    game,
    a: parse(pairing.a),
    b: parse(pairing.b),
    games: s.games,
    seed: s.seed,
    // unused by players with a node budget
    timeMs: 'ms' in allowance ? allowance.ms : 0,
    openingPlies: 2,
  };
  const t0 = performance.now();
  const parts = await Promise.all(
    Array.from({ length: s.threads }, (_, index) =>
      shard(bundles.worker, {
        options: { ...options, shard: { index, count: s.threads } },
        baseline: { a: false, b: pairing.old },
        ...(pairing.old ? { baselineUrl: bundles.baseline } : {}),
      }),
    ),
  );
  const sum = (k: 'wins' | 'draws' | 'losses' | 'plies') => parts.reduce((t, p) => t + p[k], 0);
  const think = (k: 'a' | 'b'): Thinking =>
    parts.reduce((t, p) => ({ ms: t.ms + p[k].ms, moves: t.moves + p[k].moves }), { ms: 0, moves: 0 });
  const r = summarize(sum('wins'), sum('draws'), sum('losses'), sum('plies'));
  const kind = (k: keyof DrawKinds) => parts.reduce((t, p) => t + p.drawKinds[k], 0);
  const seconds = (performance.now() - t0) / 1000;
  const b = pairing.old ? `old ${pairing.b} (${BASELINE_COMMIT})` : pairing.b;
  return (
    `${game} ${pairing.a} vs ${b}, ${allowanceLabel(allowance)}, ${s.games} games (seed ${s.seed}, ${r.averagePlies.toFixed(0)} plies on average, ` +
    `${seconds.toFixed(0)} s): ${formatMatch(r)}; thinking per move A ${perMove(think('a'))}, B ${perMove(think('b'))}; ` +
    `of the draws ${kind('quiet')} had no capture, A ended ${kind('ahead')} ahead in pieces and ${kind('behind')} behind`
  );
}

export async function benchAiStrength(): Promise<void> {
  const s = settings();
  const bundles = { worker: await bundleWorker('ai-match-worker'), baseline: await bundleBaseline() };
  const t0 = performance.now();
  for (const allowance of s.allowances)
    for (const game of s.games_)
      for (const name of s.pairs)
        for (const pairing of PAIRS[name]!) console.log(await runPairing(game, pairing, allowance, s, bundles));
  console.log(`ai-strength: ${((performance.now() - t0) / 60000).toFixed(1)} minutes in all`);
}
