/**
 * The second look: a position whose first probe looks doubtful is probed again with SECOND_LOOK_FACTOR
 * times the budget, and the deeper probe stands. The review's marks are measured against a review at 5x
 * the budget (`npm run bench -- review`); most positions are settled at the shipped budget, and the few
 * where its verdict matters or cannot be trusted get the deeper search:
 * - `marked`: the move played loses an inaccuracy's worth or more (it will be marked and explained);
 * - `unstable`: the move played scores above the engine's own best (the search disagrees with itself:
 *   the move played was searched with a fresh allowance and saw further than the best one did);
 * - `lost`: the engine's best scores a found loss while the game goes on, which the shipped budget
 *   reports when an iteration cut short found a loss for its first move only (src/ai/root.ts).
 * The last position (no move played) is not looked at twice: nothing is judged there.
 */
import { WIN_THRESHOLD } from '../ai/types';
import type { GameId } from '../engine/core/game-rules';
import type { Probe } from './probe';
import { markOf, winChance } from './win-chance';

export const SECOND_LOOK_FACTOR = 5;

export type SecondLookReason = 'marked' | 'unstable' | 'lost';
export const SECOND_LOOK_REASONS: readonly SecondLookReason[] = ['marked', 'unstable', 'lost'];

/** A game's probe: the position, the move played (null: the last position), the node budget and seed. */
export type ProbeOf<P> = (pos: P, played: string | null, nodes: number, seed: number) => Probe | null;

/** Why a first probe wants a second look, or null when it stands. */
export function secondLookReason(game: GameId, probe: Probe): SecondLookReason | null {
  if (probe.bestScore <= -WIN_THRESHOLD) return 'lost';
  if (probe.playedScore > probe.bestScore) return 'unstable';
  const mark = markOf(winChance(game, probe.bestScore) - winChance(game, probe.playedScore), false);
  return mark === 'best' || mark === 'good' ? null : 'marked';
}

export interface Look {
  readonly probe: Probe | null;
  /** Why the position was probed twice, or null when the first probe stood. */
  readonly second: SecondLookReason | null;
}

/** Probes `pos` at `nodes`, then again at SECOND_LOOK_FACTOR times that when the first probe wants it. */
export function lookAt<P>(
  probe: ProbeOf<P>,
  game: GameId,
  pos: P,
  played: string | null,
  nodes: number,
  seed: number,
): Look {
  const first = probe(pos, played, nodes, seed);
  const second = first === null || played === null ? null : secondLookReason(game, first);
  return second === null
    ? { probe: first, second }
    : { probe: probe(pos, played, nodes * SECOND_LOOK_FACTOR, seed), second };
}
