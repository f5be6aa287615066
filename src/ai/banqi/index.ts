/**
 * The Banqi AI: bestBanqiAction(position, options). It takes a public Position only (B9): by its
 * type it cannot reach a hidden identity, and nothing under src/ai imports the deal or the referee.
 */
import {
  BanqiBoard,
  MAX_ACTIONS,
  boardStatus,
  actionOfCode as decode,
  type Action,
  type Position,
} from '../../engine/banqi';
import { createRng } from '../../engine/core/rng';
import { Budget } from '../budget';
import { BANQI_LEVELS, levelBudget, withDepthCap } from '../levels';
import { chooseRootMove } from '../root';
import { TranspositionTable } from '../tt';
import { WIN, type SearchOptions, type SearchResult } from '../types';
import { BanqiSearch, DEFAULT_BANQI_CONFIG, type BanqiSearchConfig } from './search';

const TT_BITS = 18;
let shared: BanqiSearch | undefined;

function searcher(): BanqiSearch {
  shared ??= new BanqiSearch(new BanqiBoard(), new TranspositionTable(TT_BITS));
  return shared;
}

/** Score of a finished game for the side to move: a win, a loss or a draw. */
function finishedScore(board: BanqiBoard): number {
  const s = boardStatus(board);
  if (s.result === 'draw' || s.result === 'ongoing') return 0;
  const winner = s.result === 'red-wins' ? 0 : 1;
  return winner === board.side ? WIN : -WIN;
}

/** Bench-only knobs: search switches and a cap on the iterative-deepening depth. */
export interface BanqiTuning {
  readonly config?: BanqiSearchConfig;
  readonly maxDepth?: number;
}

/**
 * The AI's action for the side to move (a reveal without identity, or a move). Deterministic for
 * a given position, level, seed and node budget. `tuning` is for benches: search switches and a depth cap.
 */
export function bestBanqiAction(pos: Position, opts: SearchOptions, tuning: BanqiTuning = {}): SearchResult<Action> {
  const params = withDepthCap(BANQI_LEVELS[opts.level], tuning.maxDepth);
  const limits = levelBudget(params, opts.timeMs, opts.nodes);
  const budget = Budget.of(limits.nodes, limits.timeMs);
  const search = searcher();
  search.config = tuning.config ?? DEFAULT_BANQI_CONFIG;
  const board = search.board;
  board.load(pos);
  search.reset(budget);
  const moves = new Int32Array(MAX_ACTIONS);
  const n = board.generate(moves, 0);
  if (n === 0) return { move: null, score: finishedScore(board), depth: 0, nodes: 0 };
  const out = chooseRootMove(search, moves, n, params, budget, createRng(`banqi:${opts.seed >>> 0}`));
  const move = decode(out.move);
  const result = { move, score: out.score, depth: out.depth, nodes: budget.nodes };
  return out.searched ? { ...result, pv: [move] } : result;
}
