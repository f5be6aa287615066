/**
 * Banqi search: iterative-deepening alpha-beta (negamax) with chance nodes for reveals.
 *
 * The board is public state only (BanqiBoard): a reveal is a chance event whose value is the sum,
 * over the distinct identities i still in the pool, of p(i) * value(after revealing i), with
 * p(i) = count(i) / face-down squares (B9). Chance nodes are pruned with Star1: values are bounded
 * by [-WIN, WIN], so after some outcomes are known the window each later outcome must reach to
 * matter can be computed, and the node cut when it cannot (see `chance`); from depth 2, Star2 first
 * probes every outcome with the reply ordered first only, whose value bounds the outcome from above,
 * so a reveal that cannot reach alpha is cut before any full search. The first reveal of the
 * game, with colours unassigned, is a chance node like any other: the engine's make() gives the
 * revealer the revealed colour and the negamax sign flip does the rest.
 *
 * Inner nodes search every move but only the few most promising reveals (reveal.ts judges them);
 * the root searches every action in its first iteration, then every move and its best few reveals.
 * Move ordering: transposition-table move, captures by most valuable victim / least valuable
 * attacker, killers, history, then reveals by judgement. A quiescence search on captures ends
 * every line (with delta pruning, without losing captures after its first ply, and only
 * recaptures from its third). The transposition table is keyed on the public 64-bit hash (board,
 * pool, side), which cannot include a hidden identity because there is none.
 */
import { BanqiBoard, EMPTY, MAX_ACTIONS, UNASSIGNED, codeColour, codeKind } from '../../engine/banqi';
import { CLOCK_LIMIT } from '../../engine/banqi';
import type { Budget } from '../budget';
import { MoveMemory } from '../move-memory';
import { pickNext, searchCaptures, type CaptureChild } from '../pick-next';
import { BOUND_UPPER, TranspositionTable, keyHi, keyLo, fromTable } from '../tt';
import { WIN } from '../types';
import { BanqiEvaluator, DEFAULT_BANQI_WEIGHTS, defended, type BanqiWeights } from './eval';
import { revealScore } from './reveal';

const MAX_PLY = 96;
const Q_MAX = 8;
/** Quiescence skips a capture that cannot lift the score to alpha even with this margin (delta pruning). */
const DELTA = 60;
const STRIDE = MAX_ACTIONS;
/** Star2 probes chance nodes searched at least this deep (shallower ones cost about as much as the probes). */
const STAR2_DEPTH = 2;

/** Tunable search switches (benches compare them). */
export interface BanqiSearchConfig {
  /** Star2 probing at chance nodes (needs star1): each outcome's first reply bounds it before full searches. */
  readonly star2: boolean;
  /** Star1 pruning at chance nodes (else chance outcomes get the full window). */
  readonly star1: boolean;
  /** Reveals searched at inner nodes with one ply left / with more. */
  readonly revealsNearLeaf: number;
  readonly revealsInner: number;
  /** Reveals the root searches again after its first iteration (the best by the last iteration). */
  readonly revealsRoot: number;
  /** From this quiescence ply on, only recaptures on the square of the last capture are searched. */
  readonly qRecaptures: number;
  /** What a draw by the no-progress clock costs the side the AI plays (so it plays for a win). */
  readonly contempt: number;
  readonly weights: BanqiWeights;
}

export const DEFAULT_BANQI_CONFIG: BanqiSearchConfig = {
  star2: true,
  star1: true,
  revealsNearLeaf: 3,
  revealsInner: 2,
  revealsRoot: 8,
  qRecaptures: 3,
  contempt: 0,
  weights: DEFAULT_BANQI_WEIGHTS,
};

const isRevealCode = (a: number): boolean => (a & 31) === ((a >> 5) & 31);

export class BanqiSearch {
  readonly board: BanqiBoard;
  readonly ev = new BanqiEvaluator();
  private readonly tt: TranspositionTable;
  private readonly moves = new Int32Array(STRIDE * (MAX_PLY + 2));
  private readonly keys = new Float64Array(STRIDE * (MAX_PLY + 2));
  private readonly memory = new MoveMemory(MAX_PLY, 1024);
  private readonly chanceIds = new Int8Array(14 * (MAX_PLY + 2));
  private readonly chanceCounts = new Int8Array(14 * (MAX_PLY + 2));
  /** Star2: the probed upper bound of each chance outcome (same layout as chanceIds). */
  private readonly chanceUpper = new Float64Array(14 * (MAX_PLY + 2));
  private budget!: Budget;
  /** The side the AI plays (UNASSIGNED at the untouched start: then it is the first player). */
  private rootSide = UNASSIGNED;
  config: BanqiSearchConfig = DEFAULT_BANQI_CONFIG;
  /** Deepest ply reached (selective depth). */
  selDepth = 0;

  constructor(board: BanqiBoard, tt: TranspositionTable) {
    this.board = board;
    this.tt = tt;
  }

  reset(budget: Budget): void {
    this.budget = budget;
    this.ev.weights = this.config.weights;
    this.prunable = { test: isRevealCode, keep: this.config.revealsRoot };
    this.rootSide = this.board.side;
    this.ev.reset(this.board);
    this.memory.clear();
    this.tt.clear();
    this.selDepth = 0;
  }

  /** Lets deeper root iterations drop all but the best few reveals (see root.ts). */
  prunable = { test: isRevealCode, keep: DEFAULT_BANQI_CONFIG.revealsRoot };

  get stopped(): boolean {
    return this.budget.stopped;
  }

  /** Value of `action` (a move or a reveal) at the root for the side to move, searched to `depth`. */
  rootValue(action: number, depth: number, alpha: number, beta: number): number {
    if (isRevealCode(action)) return this.chance(action, depth, alpha, beta, 0);
    const victim = this.makeMove(action);
    const v = -this.search(depth - 1, -beta, -alpha, 1);
    this.unmakeMove(victim);
    return v;
  }

  /** Makes a move (not a reveal) and tells the evaluator of a capture; returns the captured cell code or EMPTY. */
  private makeMove(action: number): number {
    const victim = this.board.cells[(action >> 5) & 31]!;
    this.board.make(action);
    if (victim !== EMPTY) this.ev.captured(victim);
    return victim;
  }

  private unmakeMove(victim: number): void {
    this.board.unmake();
    if (victim !== EMPTY) this.ev.restored(victim);
  }

  /** Orders root actions: writes them with their ordering keys (higher first). */
  orderRoot(actions: Int32Array, n: number, keys: Float64Array): void {
    for (let i = 0; i < n; i++) keys[i] = this.orderKey(actions[i]!, -1, 0);
  }

  /** Static score of a terminal or quiet position, for results without search. */
  staticScore(): number {
    return this.quiesce(-WIN, WIN, 0, 0);
  }

  private terminal(ply: number): number | undefined {
    const b = this.board;
    if (b.side === UNASSIGNED) return undefined;
    if (b.material[b.side] === 0) return -WIN + ply;
    if (b.material[1 - b.side] === 0) return WIN - ply;
    if (b.clock >= CLOCK_LIMIT) return this.drawValue();
    return undefined;
  }

  private orderKey(a: number, ttMove: number, ply: number): number {
    if (a === ttMove) return 1e9;
    const b = this.board;
    const from = a & 31;
    const to = (a >> 5) & 31;
    const values = this.ev.values;
    if (from === to) return revealScore(b, from, values) - 1000;
    const victim = b.cells[to]!;
    if (victim !== EMPTY) return 1e6 + values[victim - 1]! * 16 - values[b.cells[from]! - 1]! / 16;
    if (this.memory.isKiller(ply, a)) return 5e5;
    return this.memory.historyOf(a);
  }

  search(depth: number, alpha: number, beta: number, ply: number): number {
    const b = this.board;
    if (this.budget.tick()) return 0;
    if (ply > this.selDepth) this.selDepth = ply;
    const end = this.terminal(ply);
    if (end !== undefined) return end;
    if (depth <= 0 || ply >= MAX_PLY) return this.quiesce(alpha, beta, ply, 0);

    const tt = this.tt;
    const lo = keyLo(b.hashLo, b.clock);
    const hi = keyHi(b.hashHi, b.clock);
    let ttMove = -1;
    if (tt.probe(lo, hi)) {
      ttMove = tt.hitMove;
      const s = tt.settledScore(depth, alpha, beta, ply);
      if (!Number.isNaN(s)) return s;
    }

    const base = ply * STRIDE;
    const moves = this.moves;
    const keys = this.keys;
    const n = b.generate(moves, base);
    if (n === 0) return -WIN + ply; // B8: no legal action loses
    for (let i = base; i < base + n; i++) keys[i] = this.orderKey(moves[i]!, ttMove, ply);

    const revealLimit = Math.max(1, depth <= 1 ? this.config.revealsNearLeaf : this.config.revealsInner);
    let reveals = 0;
    const alpha0 = alpha;
    let best = -Infinity;
    let bestMove = -1;
    for (let i = base; i < base + n; i++) {
      pickNext(moves, keys, i, base + n);
      const a = moves[i]!;
      let v: number;
      if (isRevealCode(a)) {
        if (reveals >= revealLimit && a !== ttMove) continue;
        reveals++;
        v = this.chance(a, depth, alpha, beta, ply);
      } else {
        const victim = this.makeMove(a);
        v = -this.search(depth - 1, -beta, -alpha, ply + 1);
        this.unmakeMove(victim);
      }
      if (this.budget.stopped) return 0;
      if (v > best) {
        best = v;
        bestMove = a;
        if (v > alpha) {
          alpha = v;
          if (v >= beta) {
            if (!isRevealCode(a) && b.cells[(a >> 5) & 31] === EMPTY) {
              this.memory.cutoff(ply, a, depth);
            }
            break;
          }
        }
      }
    }
    tt.storeResult(lo, hi, depth, alpha0, beta, best, ply, bestMove);
    return best;
  }

  /**
   * Value of revealing the square of `action`, for the side to move: the probability-weighted sum
   * over the pool's distinct identities. Star1: with values in [L, U] = [-WIN, WIN], once outcomes
   * 1..i-1 are known (weighted sum S) and the probability left after outcome i is R, outcome i (of
   * probability p) can only matter inside ((alpha - S - U R) / p, (beta - S - L R) / p); it is
   * searched with that window, and a result outside it settles the node as a bound.
   */
  private chance(action: number, depth: number, alpha: number, beta: number, ply: number): number {
    const b = this.board;
    const hidden = b.hidden;
    const pool = b.pool;
    // outcomes, most likely first (the pool changes during the recursion: copy it)
    const ids = this.chanceIds;
    const counts = this.chanceCounts;
    const at = ply * 14;
    let m = at;
    for (let id = 0; id < 14; id++) {
      const c = pool[id]!;
      if (c === 0) continue;
      // insertion by count, descending (stable on identity index)
      let j = m++;
      while (j > at && counts[j - 1]! < c) {
        ids[j] = ids[j - 1]!;
        counts[j] = counts[j - 1]!;
        j--;
      }
      ids[j] = id;
      counts[j] = c;
    }
    const L = -WIN;
    const U = WIN;
    const star1 = this.config.star1;
    // Star2: probe each outcome (the reply ordered first) for an upper bound before searching any fully
    const upper = this.chanceUpper;
    let probed = false;
    if (star1 && this.config.star2 && depth >= STAR2_DEPTH && m - at > 1) {
      let known = 0; // probability-weighted upper bounds of the outcomes probed so far
      let restCount = hidden;
      for (let i = at; i < m; i++) {
        const p = counts[i]! / hidden;
        restCount -= counts[i]!;
        const rest = restCount / hidden;
        const lo = (alpha - known - U * rest) / p;
        const hi = (beta - known - L * rest) / p;
        const wa = lo > L ? lo : L;
        const wb = hi < U ? hi : U;
        b.make(action, ids[i]!);
        const w = this.probeFirst(depth - 1, -wb, -wa, ply + 1);
        b.unmake();
        if (this.budget.stopped) return 0;
        // the reply's value is a lower bound of the opponent's, unless it failed low
        const ub = w > -wb && -w < U ? -w : U;
        if (ub <= lo) return known + p * ub + U * rest; // every outcome at its best still fails low
        upper[i] = ub;
        known += p * ub;
      }
      probed = true;
    }
    let sum = 0;
    let restCount = hidden;
    for (let i = at; i < m; i++) {
      const p = counts[i]! / hidden;
      restCount -= counts[i]!;
      const rest = restCount / hidden;
      let restUpper = U * rest;
      if (probed) {
        restUpper = 0;
        for (let j = i + 1; j < m; j++) restUpper += (counts[j]! / hidden) * upper[j]!;
      }
      let lo = L;
      let hi = U;
      if (star1) {
        lo = (alpha - sum - restUpper) / p;
        hi = (beta - sum - L * rest) / p;
      }
      const wa = lo > L ? lo : L;
      const wb = hi < U ? hi : U;
      b.make(action, ids[i]!);
      const v = -this.search(depth - 1, -wb, -wa, ply + 1);
      b.unmake();
      if (this.budget.stopped) return 0;
      if (star1 && v >= hi) return sum + p * v + L * rest;
      if (star1 && v <= lo) return sum + p * v + restUpper;
      sum += p * v;
    }
    return sum;
  }

  /**
   * Star2's probe: the value, for the side to move, of its first action in move order only (the
   * table's move, else the best ordering key), searched to `depth` in (alpha, beta). Unless it fails
   * low, it is a lower bound of the position's value (the side may have better).
   */
  private probeFirst(depth: number, alpha: number, beta: number, ply: number): number {
    const b = this.board;
    if (this.budget.tick()) return 0;
    const end = this.terminal(ply);
    if (end !== undefined) return end;
    const tt = this.tt;
    let ttMove = -1;
    if (tt.probe(keyLo(b.hashLo, b.clock), keyHi(b.hashHi, b.clock))) {
      ttMove = tt.hitMove;
      if (tt.hitDepth >= depth && tt.hitBound !== BOUND_UPPER) return fromTable(tt.hitScore, ply);
    }
    const base = ply * STRIDE;
    const n = b.generate(this.moves, base);
    if (n === 0) return -WIN + ply; // B8: no legal action loses
    let first = this.moves[base]!;
    let key = this.orderKey(first, ttMove, ply);
    for (let i = base + 1; i < base + n; i++) {
      const k = this.orderKey(this.moves[i]!, ttMove, ply);
      if (k > key) {
        key = k;
        first = this.moves[i]!;
      }
    }
    if (isRevealCode(first)) return this.chance(first, depth, alpha, beta, ply);
    const victim = this.makeMove(first);
    const v = -this.search(depth - 1, -beta, -alpha, ply + 1);
    this.unmakeMove(victim);
    return v;
  }

  /** A no-progress draw (B8) is worth -contempt to the AI's side, +contempt to the other. */
  private drawValue(): number {
    const side = this.board.side;
    if (this.rootSide === UNASSIGNED || side === UNASSIGNED) return 0;
    return side === this.rootSide ? -this.config.contempt : this.config.contempt;
  }

  /**
   * The evaluation blended with the value of the coming no-progress draw by how far the clock has
   * run: e * (1 - c) + draw * c with c = clock / 120. So an edge is worth less as the draw nears,
   * and a capture or a reveal (which reset the clock) more.
   */
  private staticEval(): number {
    const b = this.board;
    const c = b.clock / CLOCK_LIMIT;
    return this.ev.evaluate(b) * (1 - c) + this.drawValue() * c;
  }

  private quiesce(alpha: number, beta: number, ply: number, qd: number, lastTo = -1): number {
    const b = this.board;
    if (this.budget.tick()) return 0;
    if (ply > this.selDepth) this.selDepth = ply;
    const end = this.terminal(ply);
    if (end !== undefined) return end;
    const base = ply * STRIDE;
    const moves = this.moves;
    const keys = this.keys;
    // a face-down square is a legal reveal: only without one can the side to move be stuck
    if (b.hidden === 0 && b.countMoves() === 0) return -WIN + ply; // B8: no legal action loses, in quiescence too
    const stand = this.staticEval();
    if (stand >= beta || qd >= Q_MAX || ply >= MAX_PLY) return stand;
    if (stand > alpha) alpha = stand;
    const all = b.generateCaptures(moves, base);
    const values = this.ev.values;
    let n = base;
    for (let i = base; i < base + all; i++) {
      const a = moves[i]!;
      const to = (a >> 5) & 31;
      if (qd >= this.config.qRecaptures && to !== lastTo) continue;
      const victim = b.cells[to]!;
      const gain = values[victim - 1]!;
      if (stand + gain + DELTA <= alpha) continue;
      // after the first capture, skip losing ones: a dearer piece taking a defended one
      const attacker = b.cells[a & 31]!;
      const risk = values[attacker - 1]!;
      if (qd > 0 && risk > gain && defended(b.cells, to, codeColour(victim), codeKind(attacker))) continue;
      moves[n] = a;
      keys[n++] = gain * 16 - risk / 16;
    }
    return searchCaptures(this.capture, this.budget, moves, keys, base, n, stand, alpha, beta, ply, qd);
  }

  private readonly capture: CaptureChild = (a, alpha, beta, ply, qd) => {
    const victim = this.makeMove(a);
    const v = -this.quiesce(-beta, -alpha, ply + 1, qd + 1, (a >> 5) & 31);
    this.unmakeMove(victim);
    return v;
  };

  /** The best move stored for the current board, or -1. */
  tableMove(): number {
    return this.tt.probe(keyLo(this.board.hashLo, this.board.clock), keyHi(this.board.hashHi, this.board.clock))
      ? this.tt.hitMove
      : -1;
  }
}
