/**
 * Worker thread for the strength bench (run bundled, see ai-bundle.ts): plays one shard of a match
 * and posts its counts and each AI player's thinking time. A player marked `baseline` plays with the
 * old AI (ai-baseline.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runMatch, type MatchOptions } from '../../src/cli/match';
import { THIS_AI, type AiEngine, type PlayerSpec } from '../../src/cli/players';
import { loadBaseline } from './ai-baseline';

export interface MatchShard {
  readonly options: MatchOptions;
  /** The baseline bundle's URL when a player uses it. */
  readonly baselineUrl?: string;
  readonly baseline: { readonly a: boolean; readonly b: boolean };
}

export interface DrawKinds {
  quiet: number;
  ahead: number;
  behind: number;
}

/** Milliseconds spent and moves chosen by one player. */
export interface Thinking {
  ms: number;
  moves: number;
}

export interface ShardResult {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly plies: number;
  /** Draws without a capture, and draws A ended ahead or behind in pieces (match-pieces.ts). */
  readonly drawKinds: DrawKinds;
  readonly a: Thinking;
  readonly b: Thinking;
}

function timed(engine: AiEngine, into: Thinking): AiEngine {
  const clock = <T>(f: () => T): T => {
    const t0 = performance.now();
    const r = f();
    into.ms += performance.now() - t0;
    into.moves++;
    return r;
  };
  return {
    name: engine.name,
    banqi: (pos, opts) => clock(() => engine.banqi(pos, opts)),
    jungle: (pos, opts) => clock(() => engine.jungle(pos, opts)),
  };
}

const shard = workerData as MatchShard;
const old = shard.baselineUrl === undefined ? undefined : (await loadBaseline(shard.baselineUrl)).engine;
const thinking = { a: { ms: 0, moves: 0 }, b: { ms: 0, moves: 0 } };
const player = (p: PlayerSpec, baseline: boolean, into: Thinking): PlayerSpec =>
  p.kind === 'ai' ? { ...p, engine: timed(baseline && old !== undefined ? old : THIS_AI, into) } : p;
let plies = 0;
const drawKinds: DrawKinds = { quiet: 0, ahead: 0, behind: 0 };
const r = runMatch({
  ...shard.options,
  a: player(shard.options.a, shard.baseline.a, thinking.a),
  b: player(shard.options.b, shard.baseline.b, thinking.b),
  onGame: (_, o) => {
    plies += o.plies;
    if (o.aScore !== 0.5) return;
    if (o.captures === 0) drawKinds.quiet++;
    if (o.aLead > 0) drawKinds.ahead++;
    else if (o.aLead < 0) drawKinds.behind++;
  },
});
const result: ShardResult = { wins: r.wins, draws: r.draws, losses: r.losses, plies, drawKinds, ...thinking };
parentPort?.postMessage(result);
