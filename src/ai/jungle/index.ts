/** The Jungle AI: bestJungleMove(position, options). Jungle has no hidden information. */
import { JungleBoard, MAX_MOVES, boardStatus, decodeMove, type Move, type Position } from '../../engine/jungle';
import { createRng } from '../../engine/core/rng';
import { Budget } from '../budget';
import { JUNGLE_LEVELS, levelBudget, withDepthCap } from '../levels';
import { chooseRootMove } from '../root';
import { TranspositionTable, type TableWays } from '../tt';
import { WIN, type SearchOptions, type SearchResult } from '../types';
import { JUNGLE_LEVEL_CONFIGS, JungleSearch, type JungleSearchConfig } from './search';

/** 2^20 entries in buckets of two (about 23 MB): see tt.ts. */
const TT_BITS = 20;
let shared: JungleSearch | undefined;

function searcher(): JungleSearch {
  shared ??= new JungleSearch(new TranspositionTable(TT_BITS, 2));
  return shared;
}

function finishedScore(board: JungleBoard): number {
  const s = boardStatus(board);
  if (s.result === 'draw' || s.result === 'ongoing') return 0;
  return (s.result === 'red-wins') === board.side > 0 ? WIN : -WIN;
}

/** Follows the table's best moves from the root (legal ones only), the chosen move first. */
function principalVariation(search: JungleSearch, first: number): Move[] {
  const b = search.board;
  const pv: Move[] = [decodeMove(first)];
  const buffer = new Int32Array(MAX_MOVES);
  b.make(first);
  let made = 1;
  while (made < 12) {
    const m = search.tableMove();
    if (m < 0) break;
    const n = b.generate(buffer, 0);
    let legal = false;
    for (let i = 0; i < n; i++) if (buffer[i] === m) legal = true;
    if (!legal) break;
    pv.push(decodeMove(m));
    b.make(m);
    made++;
  }
  for (let i = 0; i < made; i++) b.unmake();
  return pv;
}

/** Bench-only knobs: search switches, a cap on the iterative-deepening depth, another table shape. */
export interface JungleTuning {
  readonly config?: JungleSearchConfig;
  readonly maxDepth?: number;
  /** A table of 2^bits entries in buckets of `ways`, made for this search alone. */
  readonly table?: { readonly bits: number; readonly ways: TableWays };
}

/**
 * The AI's move for the side to move. Deterministic for a given position, level, seed and node
 * budget: a node budget starts from an empty table. A time budget keeps the table of the previous
 * search (search.ts says which entries stay), so the moves of a game build on each other.
 * `tuning` is for benches: search switches, a depth cap and the table's shape.
 */

export function bestJungleMove(pos: Position, opts: SearchOptions, tuning: JungleTuning = {}): SearchResult<Move> {
  const params = withDepthCap(JUNGLE_LEVELS[opts.level], tuning.maxDepth);
  const limits = levelBudget(params, opts.timeMs, opts.nodes);
  const budget = Budget.of(limits.nodes, limits.timeMs);
  const search = tuning.table
    ? new JungleSearch(new TranspositionTable(tuning.table.bits, tuning.table.ways))
    : searcher();
  search.config = tuning.config ?? JUNGLE_LEVEL_CONFIGS[opts.level];
  const board = search.board;
  board.load(pos);
  // a time budget is not reproducible anyway: the previous move's entries start this search
  search.reset(budget, limits.nodes === undefined && tuning.table === undefined);
  const moves = new Int32Array(MAX_MOVES);
  const n = board.generate(moves, 0);
  if (n === 0) return { move: null, score: finishedScore(board), depth: 0, nodes: 0 };
  const out = chooseRootMove(search, moves, n, params, budget, createRng(`jungle:${opts.seed >>> 0}`));
  const result = { move: decodeMove(out.move), score: out.score, depth: out.depth, nodes: budget.nodes };
  return out.searched ? { ...result, pv: principalVariation(search, out.move) } : result;
}
