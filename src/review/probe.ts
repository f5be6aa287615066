/**
 * One position of a review, for either game: the AI's level-4 search without noise to the node
 * budget (the engine's best move, its score and line), then the move played scored by the same
 * search at the depth reached, with a fresh allowance of the same size (its score and the line that
 * answers it). Scores are for the side to move; lines follow the transposition table's moves and
 * stop after a reveal, whose identity nobody knows yet.
 */
import { createRng } from '../engine/core/rng';
import type { LevelParams } from '../ai/levels';
import { iterativeDeepening, type RootSearcher } from '../ai/root';
import { WIN } from '../ai/types';
import { StagedBudget } from './staged-budget';

/** What a game gives the probe: its search on a loaded position, in move codes. */
export interface ProbeSearch extends RootSearcher {
  /** Loads the position and prepares a search with this budget (an empty table). */
  start(budget: StagedBudget): void;
  /** Legal actions of the board as it stands, written into `out`; their count. */
  generate(out: Int32Array): number;
  orderRoot(moves: Int32Array, n: number, keys: Float64Array): void;
  tableMove(): number;
  make(code: number): void;
  unmake(): void;
  /** A reveal (Banqi): its line stops there. */
  isChance(code: number): boolean;
  text(code: number): string;
  readonly params: LevelParams;
}

export interface Probe {
  readonly best: string;
  readonly bestScore: number;
  readonly playedScore: number;
  readonly depth: number;
  readonly line: readonly string[];
  readonly reply: readonly string[];
}

/** Longest line kept (plies). */
const LINE_PLIES = 6;
const BUFFER = 256;

/** Searches the loaded position; `played` is the code of the move played (null: the last position). */
export function probePosition(search: ProbeSearch, played: number | null, nodes: number, seed: number): Probe | null {
  const budget = new StagedBudget(nodes);
  search.start(budget);
  const moves = new Int32Array(BUFFER);
  const n = search.generate(moves);
  if (n === 0) return null;
  const keys = new Float64Array(n);
  search.orderRoot(moves, n, keys);
  const rng = createRng(`review:${seed >>> 0}`);
  for (let i = 0; i < n; i++) keys[i] = keys[i]! + rng.nextFloat() * 1e-3; // seeded tie-break
  const out = iterativeDeepening(search, moves, keys, new Float64Array(n), n, search.params, budget);
  const line = follow(search, out.move);
  if (played === null || played === out.move)
    return {
      best: search.text(out.move),
      bestScore: out.score,
      playedScore: out.score,
      depth: out.depth,
      line,
      reply: line,
    };
  let playedScore = out.score;
  for (let depth = Math.max(1, out.depth); depth >= 1; depth--) {
    budget.grant(nodes);
    const v = search.rootValue(played, depth, -WIN - 1, WIN + 1);
    if (!budget.stopped) {
      playedScore = v;
      break;
    }
  }
  const reply = follow(search, played);
  return { best: search.text(out.move), bestScore: out.score, playedScore, depth: out.depth, line, reply };
}

/** `first`, then the table's moves from the position after it while they are legal. */
function follow(search: ProbeSearch, first: number): string[] {
  const line = [search.text(first)];
  if (search.isChance(first)) return line;
  const buffer = new Int32Array(BUFFER);
  search.make(first);
  let made = 1;
  while (line.length < LINE_PLIES) {
    const m = search.tableMove();
    if (m < 0) break;
    const n = search.generate(buffer);
    let legal = false;
    for (let i = 0; i < n && !legal; i++) legal = buffer[i] === m;
    if (!legal) break;
    line.push(search.text(m));
    if (search.isChance(m)) break;
    search.make(m);
    made++;
  }
  for (let i = 0; i < made; i++) search.unmake();
  return line;
}
