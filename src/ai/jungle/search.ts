/**
 * Jungle search: iterative-deepening principal-variation alpha-beta (negamax) with a transposition
 * table on the board's Zobrist key, move ordering (table move, den entries, captures by most
 * valuable victim / least valuable attacker, two killers per ply, history), late-move reductions
 * for quiet moves, and a quiescence search on captures that also knows the den (J6): a side with a
 * piece next to the enemy den wins on its move, and a side whose den is threatened must capture the
 * threatening piece, because nothing else stops it (a den cannot be blocked by its owner, J1).
 * A side beside an open trap of the enemy den wins in three plies (den.ts), at every node. A move
 * that puts a piece next to the enemy den, or brings one onto a square two moves from it, is searched
 * one ply deeper. Null-move pruning is used only at calm nodes: no win or loss in sight and no enemy
 * piece within three moves of the own den (a reduced search there missed den attacks).
 */
import { JungleBoard, MAX_MOVES } from '../../engine/jungle';
import { CLOCK_LIMIT } from '../../engine/jungle';
import type { Budget } from '../budget';
import { MoveMemory } from '../move-memory';
import { pickNext, searchCaptures, type CaptureChild } from '../pick-next';
import { TranspositionTable, keyHi, keyLo } from '../tt';
import { WIN, WIN_THRESHOLD, type Level } from '../types';
import { LAUNCH_SIDE, NEXT_TO_DEN, openTrapsAttacked } from './den';
import { DEFAULT_JUNGLE_WEIGHTS, HAND_SET_JUNGLE_WEIGHTS, JungleEvaluator, type JungleWeights } from './eval';
import { BLUE_DEN, BLUE_DEN_NEIGHBOURS, RED_DEN, RED_DEN_NEIGHBOURS, VALUE, denDistance } from './tables';

const MAX_PLY = 96;
const Q_MAX = 12;
const STRIDE = MAX_MOVES;

export interface JungleSearchConfig {
  /** Late-move reductions for quiet moves. */
  readonly lmr: boolean;
  /** Null-move pruning (never with the own den threatened, an enemy near it, or few pieces). */
  readonly nullMove: boolean;
  /** One more ply after a move that puts a piece next to the enemy den (the reply must take it). */
  readonly denExtension: boolean;
  /** One more ply after a move that brings a piece onto a launch square two moves from the enemy den (den.ts). */
  readonly launchExtension: boolean;
  /** A side to move beside an open trap of the enemy den wins in three plies (den.ts). */
  readonly denStrike: boolean;
  /** What a draw by the no-progress clock costs the side the AI plays (so it plays for a win). */
  readonly contempt: number;
  /** The evaluation's weights. */
  readonly weights: JungleWeights;
}
export const DEFAULT_JUNGLE_CONFIG: JungleSearchConfig = {
  lmr: true,
  nullMove: true,
  denExtension: true,
  launchExtension: true,
  denStrike: true,
  contempt: 60,
  weights: DEFAULT_JUNGLE_WEIGHTS,
};
/** Levels 1-3: the same search with the evaluation's numbers from before the fit (eval.ts). */
const HAND_SET_JUNGLE_CONFIG: JungleSearchConfig = {
  ...DEFAULT_JUNGLE_CONFIG,
  weights: HAND_SET_JUNGLE_WEIGHTS,
};
/** The configuration each level plays with (levels.ts holds the rest of what sets the levels apart). */
export const JUNGLE_LEVEL_CONFIGS: Readonly<Record<Level, JungleSearchConfig>> = {
  1: HAND_SET_JUNGLE_CONFIG,
  2: HAND_SET_JUNGLE_CONFIG,
  3: HAND_SET_JUNGLE_CONFIG,
  4: DEFAULT_JUNGLE_CONFIG,
};
/** Null-move depth reduction, and the fewest pieces of the side to move that allow a null move. */
const NULL_R = 2;
const NULL_MIN_PIECES = 3;
/** Enemy pieces this close to the own den (in moves) forbid null moves. */
const DEN_DANGER = 3;

const strength = (code: number): number => (code > 0 ? code : -code);

export class JungleSearch {
  readonly board = new JungleBoard();
  private readonly ev = new JungleEvaluator();
  private readonly tt: TranspositionTable;
  private readonly moves = new Int32Array(STRIDE * (MAX_PLY + 2));
  private readonly keys = new Int32Array(STRIDE * (MAX_PLY + 2));
  private readonly memory = new MoveMemory(MAX_PLY, 64 * 64);
  private budget!: Budget;
  private rootSide = 1;
  /** The configuration the table's entries were searched with. */
  private tableConfig: JungleSearchConfig | undefined;
  config: JungleSearchConfig = DEFAULT_JUNGLE_CONFIG;

  constructor(tt: TranspositionTable) {
    this.tt = tt;
  }

  /**
   * Prepares a search of the loaded board. With `keepTable` the entries of earlier searches stay
   * when they were made for the same side and configuration (a score depends on the position, the
   * clock, which is in the key, the side the draw is scored for and the configuration, nothing else).
   */
  reset(budget: Budget, keepTable = false): void {
    this.budget = budget;
    this.ev.weights = this.config.weights;
    this.memory.clear();
    const side = this.board.side;
    if (keepTable && side === this.rootSide && this.config === this.tableConfig) this.tt.nextSearch();
    else this.tt.clear();
    this.rootSide = side;
    this.tableConfig = this.config;
  }

  rootValue(move: number, depth: number, alpha: number, beta: number): number {
    this.board.make(move);
    const v = -this.search(depth - 1, -beta, -alpha, 1);
    this.board.unmake();
    return v;
  }

  /** Root order: the search's keys, and among quiet moves the advances towards the enemy den first. */
  orderRoot(moves: Int32Array, n: number, keys: Float64Array): void {
    const cells = this.board.cells;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      const from = m & 63;
      const to = (m >> 6) & 63;
      const code = cells[from]!;
      keys[i] = this.orderKey(m, -1, -1) + (denDistance(code, from) - denDistance(code, to));
    }
  }

  staticScore(): number {
    return this.quiesce(-WIN, WIN, 0, 0);
  }

  /** Best move stored for the current board, or -1. */
  tableMove(): number {
    return this.tt.probe(keyLo(this.board.hashLo, this.board.clock), keyHi(this.board.hashHi, this.board.clock))
      ? this.tt.hitMove
      : -1;
  }

  private terminal(ply: number): number | undefined {
    const b = this.board;
    if (!b.decidedWithoutMoves()) return undefined;
    // a piece in a den: the side that just moved entered it and won
    if (b.denEntered()) return -WIN + ply;
    return b.side === this.rootSide ? -this.config.contempt : this.config.contempt;
  }

  private orderKey(m: number, ttMove: number, ply: number): number {
    if (m === ttMove) return 1 << 30;
    const cells = this.board.cells;
    const from = m & 63;
    const to = (m >> 6) & 63;
    if (to === RED_DEN || to === BLUE_DEN) return 1 << 29;
    const victim = cells[to]!;
    if (victim !== 0) return (1 << 26) + VALUE[strength(victim)]! * 16 - strength(cells[from]!);
    if (this.memory.isKiller(ply, m)) return 1 << 25;
    return this.memory.historyOf(m & 4095);
  }

  /** Side to move has a piece next to the enemy den (it enters next move). */
  private canEnterDen(): boolean {
    const side = this.board.side;
    return this.nextToDen(side > 0 ? BLUE_DEN_NEIGHBOURS : RED_DEN_NEIGHBOURS, side);
  }

  /** The opponent has a piece next to the den of the side to move. */
  private denThreatened(): boolean {
    const side = this.board.side;
    return this.nextToDen(side > 0 ? RED_DEN_NEIGHBOURS : BLUE_DEN_NEIGHBOURS, -side);
  }

  /** A piece of `side` (+1 red, -1 blue) stands on one of the squares of `ring`. */
  private nextToDen(ring: Int8Array, side: number): boolean {
    const cells = this.board.cells;
    for (let i = 0; i < ring.length; i++) {
      const c = cells[ring[i]!]!;
      if (c !== 0 && c > 0 === side > 0) return true;
    }
    return false;
  }

  /** The side to move steps into an open trap by the enemy den and enters it two plies later (den.ts). */
  private strikes(threatened: boolean): boolean {
    const b = this.board;
    return this.config.denStrike && !threatened && b.clock + 2 < CLOCK_LIMIT && openTrapsAttacked(b.cells, b.side) > 0;
  }

  /** Whether the side to move has enough pieces that passing is not a real loss (null move). */
  private mayPass(): boolean {
    const b = this.board;
    let pieces = 0;
    for (let k = 1; k <= 8; k++) if (b.pieceSquare(b.side * k) >= 0) pieces++;
    return pieces >= NULL_MIN_PIECES;
  }

  /** An enemy piece within DEN_DANGER moves of the den of the side to move (no null move then). */
  private dangerAtHome(): boolean {
    const b = this.board;
    for (let k = 1; k <= 8; k++) {
      const enemy = -b.side * k;
      const sq = b.pieceSquare(enemy);
      if (sq >= 0 && denDistance(enemy, sq) <= DEN_DANGER) return true;
    }
    return false;
  }

  /**
   * Whether move `m` of the side to move is searched one ply deeper: it puts a piece next to the
   * enemy den (the reply must take it), or brings one from farther away onto a launch square two
   * moves from that den (the defence has two plies to answer, so the attack's end stays in view).
   */
  private extends(m: number): boolean {
    const side = this.board.side;
    const to = (m >> 6) & 63;
    if (NEXT_TO_DEN[to] === side) return this.config.denExtension;
    return this.config.launchExtension && LAUNCH_SIDE[to] === side && NEXT_TO_DEN[m & 63] !== side;
  }

  search(depth: number, alpha: number, beta: number, ply: number, allowNull = true): number {
    const b = this.board;
    if (this.budget.tick()) return 0;
    const end = this.terminal(ply);
    if (end !== undefined) return end;
    // quiescence makes the den checks below itself: a leaf would make them twice
    if (depth <= 0 || ply >= MAX_PLY) return this.quiesce(alpha, beta, ply, 0);
    if (this.canEnterDen()) return WIN - ply - 1;
    const threatened = this.denThreatened();
    if (this.strikes(threatened)) return WIN - ply - 3;

    const tt = this.tt;
    const lo = keyLo(b.hashLo, b.clock);
    const hi = keyHi(b.hashHi, b.clock);
    const pv = beta - alpha > 1;
    let ttMove = -1;
    if (tt.probe(lo, hi)) {
      ttMove = tt.hitMove;
      const s = pv ? NaN : tt.settledScore(depth, alpha, beta, ply);
      if (!Number.isNaN(s)) return s;
    }

    // a null move needs a calm node: no won or lost score in sight, no enemy near the own den
    if (
      this.config.nullMove &&
      allowNull &&
      !pv &&
      !threatened &&
      depth >= 3 &&
      Math.abs(beta) < WIN_THRESHOLD &&
      !this.dangerAtHome() &&
      this.mayPass() &&
      this.staticEval() >= beta
    ) {
      b.makeNull();
      const v = -this.search(depth - 1 - NULL_R, -beta, -beta + 1, ply + 1, false);
      b.unmakeNull();
      if (this.budget.stopped) return 0;
      if (v >= beta) return v >= WIN_THRESHOLD ? beta : v;
    }

    const base = ply * STRIDE;
    const moves = this.moves;
    const keys = this.keys;
    const n = b.generate(moves, base);
    if (n === 0) return -WIN + ply; // J6: no legal move loses
    for (let i = base; i < base + n; i++) keys[i] = this.orderKey(moves[i]!, ttMove, ply);

    const alpha0 = alpha;
    let best = -WIN - 1;
    let bestMove = -1;
    let searched = 0;
    for (let i = base; i < base + n; i++) {
      const key = pickNext(moves, keys, i, base + n);
      const m = moves[i]!;
      const to = (m >> 6) & 63;
      const quiet = b.cells[to] === 0 && to !== RED_DEN && to !== BLUE_DEN;
      const ext = ply < MAX_PLY / 2 && this.extends(m) ? 1 : 0;
      const next = depth - 1 + ext;
      b.make(m);
      let v: number;
      if (searched === 0) v = -this.search(next, -beta, -alpha, ply + 1);
      else {
        const reduce = this.config.lmr && quiet && ext === 0 && key < 1 << 25 && depth >= 3 && searched >= 4 ? 1 : 0;
        v = -this.search(next - reduce, -alpha - 1, -alpha, ply + 1);
        if (v > alpha && reduce > 0) v = -this.search(next, -alpha - 1, -alpha, ply + 1);
        if (v > alpha && v < beta) v = -this.search(next, -beta, -alpha, ply + 1);
      }
      b.unmake();
      if (this.budget.stopped) return 0;
      searched++;
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          if (v >= beta) {
            if (quiet) {
              this.memory.cutoff(ply, m & 4095, depth);
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
   * The evaluation blended with the value of the coming no-progress draw (J6) by how far the clock
   * has run: e * (1 - c) + draw * c with c = clock / 60, the draw worth -contempt to the AI. So an
   * edge is worth less as the draw nears, and a capture (which resets the clock) more.
   */
  private staticEval(): number {
    const b = this.board;
    const e = this.ev.evaluate(b);
    const c = b.clock / CLOCK_LIMIT;
    const draw = b.side === this.rootSide ? -this.config.contempt : this.config.contempt;
    return Math.round(e * (1 - c) + draw * c);
  }

  private quiesce(alpha: number, beta: number, ply: number, qd: number): number {
    const b = this.board;
    if (this.budget.tick()) return 0;
    const end = this.terminal(ply);
    if (end !== undefined) return end;
    if (this.canEnterDen()) return WIN - ply - 1;
    // a threat on our den is stopped only by taking the piece: standing pat loses
    const threatened = this.denThreatened();
    if (this.strikes(threatened)) return WIN - ply - 3;
    const stand = threatened ? -WIN + ply + 2 : this.staticEval();
    // standing pat needs a legal move (J6: none loses); the captures are generated only past it
    if (stand >= beta || qd >= Q_MAX || ply >= MAX_PLY) return b.hasMove() ? stand : -WIN + ply;
    const base = ply * STRIDE;
    const moves = this.moves;
    const keys = this.keys;
    const n = b.generateCaptures(moves, base);
    if (n === 0 && !b.hasMove()) return -WIN + ply; // J6: no legal move loses, in quiescence too
    if (stand > alpha) alpha = stand;
    for (let i = base; i < base + n; i++) keys[i] = this.orderKey(moves[i]!, -1, -1);
    return searchCaptures(this.capture, this.budget, moves, keys, base, base + n, stand, alpha, beta, ply, qd);
  }

  private readonly capture: CaptureChild = (m, alpha, beta, ply, qd) => {
    this.board.make(m);
    const v = -this.quiesce(-beta, -alpha, ply + 1, qd + 1);
    this.board.unmake();
    return v;
  };
}
