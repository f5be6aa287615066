/**
 * What makes the four levels different (for both games): how deep and how long they may search,
 * how much random noise is added to the root scores, and how often they slip: play an eye-catching
 * move without searching it (slip.ts), as a beginner does. Level 4 has neither noise nor mistakes and uses the whole budget.
 * In Jungle the levels also differ in the evaluation's numbers: JUNGLE_LEVEL_CONFIGS (jungle/search.ts).
 */
import type { Level } from './types';

export interface LevelParams {
  /** Deepest iteration of iterative deepening (plies, before quiescence). */
  readonly maxDepth: number;
  /** Fraction of the time or node budget the level may use. */
  readonly share: number;
  /** Each root move's score gets a seeded uniform offset in [-noise, +noise] before the choice. */
  readonly noise: number;
  /** Chance of a beginner's slip (slip.ts): an eye-catching move played without search. */
  readonly blunder: number;
}

/** Default time per move when the caller gives neither a time nor a node budget. */
const DEFAULT_TIME_MS = 1000;

export const BANQI_LEVELS: Readonly<Record<Level, LevelParams>> = {
  1: { maxDepth: 1, share: 0.1, noise: 150, blunder: 0.3 },
  2: { maxDepth: 2, share: 0.25, noise: 50, blunder: 0.04 },
  3: { maxDepth: 3, share: 0.5, noise: 15, blunder: 0 },
  4: { maxDepth: 64, share: 1, noise: 0, blunder: 0 },
};

export const JUNGLE_LEVELS: Readonly<Record<Level, LevelParams>> = {
  1: { maxDepth: 1, share: 0.1, noise: 150, blunder: 0.3 },
  2: { maxDepth: 2, share: 0.25, noise: 50, blunder: 0.04 },
  3: { maxDepth: 4, share: 0.5, noise: 15, blunder: 0 },
  4: { maxDepth: 64, share: 1, noise: 0, blunder: 0 },
};

/** A level's parameters with its deepest iteration capped by a bench's `maxDepth` (the level itself without one). */
export const withDepthCap = (level: LevelParams, maxDepth: number | undefined): LevelParams =>
  maxDepth === undefined ? level : { ...level, maxDepth: Math.min(level.maxDepth, maxDepth) };

/** The node and time limits a level actually uses for a request. */
export function levelBudget(
  params: LevelParams,
  timeMs: number | undefined,
  nodes: number | undefined,
): {
  nodes: number | undefined;
  timeMs: number;
} {
  const time = Math.max(1, (timeMs ?? DEFAULT_TIME_MS) * params.share);
  return { nodes: nodes === undefined ? undefined : Math.max(1, Math.floor(nodes * params.share)), timeMs: time };
}
