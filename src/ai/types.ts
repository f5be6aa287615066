/** Shared types of the AI: levels, search options and results (one pure function per game, see ./index.ts). */

/** 1 beginner (legal, mostly sensible, visible mistakes) .. 4 the strongest the budget allows. */
export type Level = 1 | 2 | 3 | 4;

export const isLevel = (n: number): n is Level => n === 1 || n === 2 || n === 3 || n === 4;

export interface SearchOptions {
  readonly level: Level;
  /** Time budget per move in milliseconds (default: the level's, 1000 ms at level 4). Ignored when `nodes` is given. */
  readonly timeMs?: number;
  /**
   * Node budget per move. When given it replaces the clock entirely, so the same position, level,
   * seed and node budget always give the same answer (exact reproducibility).
   */
  readonly nodes?: number;
  /** Seeds the level's noise, its deliberate mistakes and tie-breaks. */
  readonly seed: number;
}

export interface SearchResult<M> {
  /** The chosen move; null only when the game is over (no legal move). */
  readonly move: M | null;
  /** Score of the chosen move for the side to move, in centipawn-like units (wins are near +/-WIN). */
  readonly score: number;
  /** Deepest fully searched iteration (0 when the game is over or the move was forced by the level's mistake). */
  readonly depth: number;
  /** Nodes visited (moves made, chance outcomes included, quiescence included). */
  readonly nodes: number;
  /** Principal variation from the transposition table, the chosen move first, when known. */
  readonly pv?: readonly M[];
}

/** Score of a won game at the root; a win found n plies down scores WIN - n. */
export const WIN = 100_000;
/** Scores above this (in absolute value) are game results, not evaluations. */
export const WIN_THRESHOLD = WIN - 1000;
