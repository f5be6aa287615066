/**
 * The root of both searches: iterative deepening over the root moves, with the level's noise.
 *
 * Every root move gets a seeded noise offset in [-noise, +noise] (0 at level 4) and the move with
 * the highest score + offset is played. A move j can only overtake the current leader if its score
 * exceeds leader's (score + offset) - offset_j =: alpha, so it is first searched with the null window
 * (alpha, alpha + 1), which only answers whether it does, and searched again with the full window
 * above alpha when it does, for its exact score (principal-variation search at the root: issue 17,
 * 25% fewer Jungle nodes to depth 9 on the speed bench's positions). An interrupted iteration is used
 * only once its first move (the previous best) has been searched at the new depth; the planner
 * (iteration-planner.ts) decides whether a new iteration is worth starting. A searcher may
 * let deeper iterations drop its weakest prunable root moves (Banqi keeps its best reveals only).
 */
import type { Rng } from '../engine/core/rng';
import type { Budget } from './budget';
import { IterationPlanner } from './iteration-planner';
import type { LevelParams } from './levels';
import { slipIndex } from './slip';
import { WIN, WIN_THRESHOLD } from './types';

export interface RootSearcher {
  /** Score of playing root move `move` for the side to move, searched `depth` plies, fail-soft in (alpha, beta). */
  rootValue(move: number, depth: number, alpha: number, beta: number): number;
  /**
   * Root moves that deeper iterations may drop (Banqi reveals): after the first iteration only the
   * `keep` best of them by the last iteration's score are searched again. Absent: none are dropped.
   */
  readonly prunable?: { readonly test: (move: number) => boolean; readonly keep: number };
}

export interface RootOutcome {
  readonly move: number;
  readonly score: number;
  /** Deepest iteration completed (or adopted from a partial one). */
  readonly depth: number;
}

/** A search as the root chooser drives it: root values, the root moves' ordering keys and a static score. */
export interface RootSearch extends RootSearcher {
  /** Writes an ordering key (higher first) for each of moves[0..n-1] into keys. */
  orderRoot(moves: Int32Array, n: number, keys: Float64Array): void;
  /** The evaluation of the root position for the side to move. */
  staticScore(): number;
}

export interface RootChoice extends RootOutcome {
  /** False when the move was played without a search (the only move, or the level's slip): depth 0. */
  readonly searched: boolean;
}

/**
 * The level's move among the root moves moves[0..n-1] (n >= 1), for both games: the only move; else, as often as the
 * level slips, an eye-catching move unsearched (slip.ts); else iterative deepening with the level's noise and a seeded
 * tie-break between equal keys. A move played unsearched scores the static evaluation.
 */
export function chooseRootMove(
  search: RootSearch,
  moves: Int32Array,
  n: number,
  params: LevelParams,
  budget: Budget,
  rng: Rng,
): RootChoice {
  if (n === 1) return { move: moves[0]!, score: search.staticScore(), depth: 0, searched: false };
  const keys = new Float64Array(n);
  const noise = new Float64Array(n);
  search.orderRoot(moves, n, keys);
  if (params.blunder > 0 && rng.nextFloat() < params.blunder) {
    return { move: moves[slipIndex(keys, n, rng)]!, score: search.staticScore(), depth: 0, searched: false };
  }
  for (let i = 0; i < n; i++) {
    noise[i] = params.noise * (2 * rng.nextFloat() - 1);
    keys[i] = keys[i]! + rng.nextFloat() * 1e-3; // seeded tie-break
  }
  return { ...iterativeDeepening(search, moves, keys, noise, n, params, budget), searched: true };
}

/**
 * moves[0..n-1] with ordering keys (higher first) and noise offsets; the budget stops the search.
 * Returns the chosen move with its (noise-free) score.
 */
export function iterativeDeepening(
  searcher: RootSearcher,
  moves: Int32Array,
  keys: Float64Array,
  noise: Float64Array,
  n: number,
  params: LevelParams,
  budget: Budget,
): RootOutcome {
  let order = Array.from({ length: n }, (_, i) => i).sort((a, b) => keys[b]! - keys[a]! || a - b);
  let best = order[0]!;
  let bestScore = 0;
  let depthDone = 0;
  const scores = new Float64Array(n);
  const planner = new IterationPlanner(budget, n);
  for (let depth = 1; depth <= params.maxDepth; depth++) {
    planner.begin();
    scores.fill(-Infinity);
    let leader = -1;
    let leaderNoisy = -Infinity;
    let searched = 0;
    let prunableSeen = 0;
    for (const i of order) {
      const prunable = searcher.prunable;
      if (depth > 1 && prunable !== undefined && prunable.test(moves[i]!) && ++prunableSeen > prunable.keep) continue;
      const v =
        leader < 0
          ? searcher.rootValue(moves[i]!, depth, -WIN - 1, WIN + 1)
          : challenge(searcher, moves[i]!, depth, leaderNoisy - noise[i]!, budget);
      if (budget.stopped) break;
      searched++;
      scores[i] = v;
      if (v + noise[i]! > leaderNoisy) {
        leader = i;
        leaderNoisy = v + noise[i]!;
      }
    }
    if (searched === 0) break;
    best = leader;
    bestScore = scores[leader]!;
    depthDone = depth;
    if (budget.stopped) break;
    // next iteration: the chosen move first, then by this iteration's scores, moves not searched last
    const rank = (i: number): number => (i === leader ? Infinity : scores[i]!);
    const done = order.filter((i) => scores[i]! !== -Infinity).sort((a, b) => rank(b) - rank(a) || a - b);
    order = done.concat(order.filter((i) => scores[i]! === -Infinity));
    if (Math.abs(bestScore) >= WIN_THRESHOLD) break;
    if (!planner.another(moves[best]!, bestScore, depth)) break;
  }
  return { move: moves[best]!, score: bestScore, depth: depthDone };
}

/**
 * The score of a root move that must beat `alpha` to lead: a null-window test first, then (only if
 * it passes) the full window above alpha for the exact score. A score at or below alpha is a bound.
 */
function challenge(searcher: RootSearcher, move: number, depth: number, alpha: number, budget: Budget): number {
  const v = searcher.rootValue(move, depth, alpha, alpha + 1);
  return v > alpha && !budget.stopped ? searcher.rootValue(move, depth, alpha, WIN + 1) : v;
}
