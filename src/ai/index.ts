/**
 * Ply Yard AI: one pure function per game (no DOM, no globals the caller can see), used by the
 * play page in a Web Worker (worker.ts, protocol.ts) and by `plyyard bestmove` / `plyyard match`.
 *
 *   bestBanqiAction(pos: banqi Position, opts: SearchOptions): SearchResult<banqi Action>
 *   bestJungleMove(pos: jungle Position, opts: SearchOptions): SearchResult<jungle Move>
 *   acceptsDraw(game, position, opts): boolean  (the AI is the side to move; true only when its
 *     noise-free search scores the position <= 0 for itself)
 *
 *   SearchOptions = { level: 1|2|3|4; timeMs?: number; nodes?: number; seed: number }
 *     `nodes` (a node budget) wins over `timeMs` and makes the answer exactly reproducible: same
 *     position, level, seed and nodes => same move. With only timeMs the search stops on the clock
 *     (default 1000 ms); lower levels use a share of the budget (levels.ts).
 *   SearchResult<M> = { move: M | null (null only when the game is over); score (for the side to
 *     move, ~100 per soldier / ~300 per rat; wins near +/-WIN); depth (deepest completed iteration);
 *     nodes; pv? }
 *
 * Levels (levels.ts): 1 searches one ply with large score noise and, about one move in three, slips
 * like a beginner: plays an eye-catching move (a capture, an advance, a hopeful reveal) without
 * looking at the reply (slip.ts); 2 searches two plies with less noise and rare slips; 3 searches up to 3 (Banqi) or 4 (Jungle) plies with a little noise; 4 searches as
 * deep as the budget allows with neither noise nor mistakes.
 *
 * Honesty (Banqi): the Banqi search takes a public Position (B9) and works on a BanqiBoard, which
 * holds no hidden identity; reveals are chance nodes over the pool. Nothing under src/ai imports
 * the Deal or the Referee (a unit test checks the sources, another reshuffles hidden identities
 * and checks that the choice never changes).
 *
 * Per-game entry points for smaller bundles: './banqi' and './jungle'.
 */
export { bestBanqiAction } from './banqi';
export { bestJungleMove } from './jungle';
export { acceptsDraw } from './draw';
export { AI_ERRORS, handleAiRequest } from './protocol';
export type { AiError, AiRequest, AiResponse } from './protocol';
export { BANQI_LEVELS, DEFAULT_TIME_MS, JUNGLE_LEVELS } from './levels';
export type { LevelParams } from './levels';
export { LEVELS, WIN, isLevel } from './types';
export type { Level, SearchOptions, SearchResult } from './types';
