/**
 * JungleBoard: the fast mutable board for search and perft. No allocation on the hot path.
 *
 * - cells: Int8Array(63) of signed piece codes (+strength red, -strength blue, 0 empty).
 * - side: +1 red to move, -1 blue to move.
 * - Moves are ints: from | to << 6 (see encodeMove). generate / generateCaptures write them into a
 *   caller's Int32Array at an offset and return the count (at most MAX_MOVES per position); a finished
 *   position (den entered, clock at its limit) generates none.
 * - make / unmake keep an internal undo stack; the move must come from generate of this position
 *   (make does not check legality). load(pos) resets a board without allocating a new one.
 * - hashLo / hashHi: incremental 64-bit Zobrist key (pieces on squares and the side to move; the clock and
 *   move number are not hashed), from fixed seeded tables, so keys are the same in every run.
 */
import { zobristKeys } from '../core/zobrist';
import { canCapture } from './capture';
import { DIRECTIONS, JUMP_TO, NEIGHBOUR, jumpBlocked } from './lines';
import { LION, pieceCode, pieceOfCode, RAT, TIGER, type Piece } from './pieces';
import { CLOCK_LIMIT, type Position } from './position';
import { SQUARES } from './squares';
import { DEN_OF, DEN_SQUARE, IS_WATER } from './terrain';
import type { Move } from './move';

/** Upper bound on legal moves in one position: 8 pieces x 4 directions. */
export const MAX_MOVES = 32;

export const encodeMove = (from: number, to: number): number => from | (to << 6);
export const moveFrom = (m: number): number => m & 63;
export const moveTo = (m: number): number => (m >> 6) & 63;
export const decodeMove = (m: number): Move => ({ from: m & 63, to: (m >> 6) & 63 });

const ZOBRIST = zobristKeys('plyyard-jungle-zobrist-v1', 17 * SQUARES + 1);
const SIDE_KEY = 17 * SQUARES;
const RED_DEN = DEN_SQUARE.red;
const BLUE_DEN = DEN_SQUARE.blue;
// Module-local bindings of the tables: some loaders (vitest) turn every imported name into a property read.
const NEIGHBOURS = NEIGHBOUR;
const JUMP_TARGETS = JUMP_TO;
const WATER = IS_WATER;
const DENS = DEN_OF;
const mayCapture = canCapture;
const DIRS = DIRECTIONS;
const RAT_K = RAT;
const LION_K = LION;
const TIGER_K = TIGER;
const CLOCK_END = CLOCK_LIMIT;
const ZLO = ZOBRIST.lo;
const ZHI = ZOBRIST.hi;

/** Undo record: move, captured code, clock, hashLo, hashHi. */
const UNDO = 5;

export class JungleBoard {
  readonly cells = new Int8Array(SQUARES);
  private sideToMove = 1;
  private halfMoveClock = 0;
  private fullMove = 1;
  private lo = 0;
  private hi = 0;
  /** Square of each piece by code + 8, -1 when captured. */
  private readonly where = new Int8Array(17).fill(-1);
  private undo = new Int32Array(UNDO * 256);
  private ply = 0;
  private readonly scratch = new Int32Array(MAX_MOVES);

  static fromPosition(pos: Position): JungleBoard {
    const b = new JungleBoard();
    b.load(pos);
    return b;
  }

  /** Sets this board to `pos` (an accepted position) and clears the undo stack. */
  load(pos: Position): void {
    this.cells.fill(0);
    this.where.fill(-1);
    let lo = 0;
    let hi = 0;
    for (let s = 0; s < SQUARES; s++) {
      const p = pos.board[s];
      if (!p) continue;
      const code = pieceCode(p);
      this.cells[s] = code;
      this.where[code + 8] = s;
      lo ^= ZLO[(code + 8) * SQUARES + s]!;
      hi ^= ZHI[(code + 8) * SQUARES + s]!;
    }
    this.sideToMove = pos.turn === 'red' ? 1 : -1;
    if (this.sideToMove < 0) {
      lo ^= ZLO[SIDE_KEY]!;
      hi ^= ZHI[SIDE_KEY]!;
    }
    this.lo = lo;
    this.hi = hi;
    this.halfMoveClock = pos.clock;
    this.fullMove = pos.moveNumber;
    this.ply = 0;
  }

  toPosition(): Position {
    const board: (Piece | null)[] = [];
    for (let s = 0; s < SQUARES; s++) board.push(pieceOfCode(this.cells[s]!) ?? null);
    return { board, turn: this.sideToMove > 0 ? 'red' : 'blue', clock: this.halfMoveClock, moveNumber: this.fullMove };
  }

  clone(): JungleBoard {
    return JungleBoard.fromPosition(this.toPosition());
  }

  /** +1 red to move, -1 blue. */
  get side(): number {
    return this.sideToMove;
  }
  get clock(): number {
    return this.halfMoveClock;
  }
  get moveNumber(): number {
    return this.fullMove;
  }
  get hashLo(): number {
    return this.lo;
  }
  get hashHi(): number {
    return this.hi;
  }
  /** Number of moves made since fromPosition and not yet unmade. */
  get depth(): number {
    return this.ply;
  }
  /** Square of the piece with this signed code, or -1 when it is not on the board. */
  pieceSquare(code: number): number {
    return this.where[code + 8] ?? -1;
  }

  /** A piece stands in a den (J6): the side that put it there has won. */
  denEntered(): boolean {
    return this.cells[RED_DEN] !== 0 || this.cells[BLUE_DEN] !== 0;
  }

  /**
   * Whether the game has ended by what the board shows, without generating a move (J6): a den
   * entered, or the no-progress clock at its limit. The other ending, a side to move without a legal
   * move, is generate() returning 0; boardStatus (status.ts) gives the whole verdict.
   */
  decidedWithoutMoves(): boolean {
    return this.halfMoveClock >= CLOCK_END || this.cells[RED_DEN] !== 0 || this.cells[BLUE_DEN] !== 0;
  }

  generate(out: Int32Array, offset = 0): number {
    return this.fill(out, offset, false);
  }

  /** Only the capturing moves (for quiescence search). */
  generateCaptures(out: Int32Array, offset = 0): number {
    return this.fill(out, offset, true);
  }

  /** Number of legal moves. */
  countMoves(): number {
    return this.fill(this.scratch, 0, false);
  }

  /** Whether the side to move has a legal move (stops at the first one). */
  hasMove(): boolean {
    return this.fill(this.scratch, 0, false, 1) > 0;
  }

  /** Writes the moves (only captures with `capturesOnly`) at `offset`, at most `limit` of them. */
  private fill(out: Int32Array, offset: number, capturesOnly: boolean, limit = MAX_MOVES): number {
    if (this.decidedWithoutMoves()) return 0;
    const cells = this.cells;
    const side = this.sideToMove;
    let n = offset;
    for (let k = 1; k <= 8; k++) {
      const code = side * k;
      const from = this.where[code + 8]!;
      if (from < 0) continue;
      for (let d = 0; d < DIRS; d++) {
        const i = from * DIRS + d;
        let to = NEIGHBOURS[i]!;
        if (to < 0) continue;
        if (WATER[to] === 1 && k !== RAT_K) {
          if (k !== LION_K && k !== TIGER_K) continue;
          to = JUMP_TARGETS[i]!;
          if (to < 0 || jumpBlocked(cells, i)) continue;
        }
        if (DENS[to] === side) continue;
        const target = cells[to]!;
        if (target === 0) {
          if (capturesOnly) continue;
        } else if (target > 0 === side > 0 || !mayCapture(code, from, target, to)) continue;
        out[n++] = from | (to << 6);
        if (n - offset >= limit) return limit;
      }
    }
    return n - offset;
  }

  make(move: number): void {
    const from = move & 63;
    const to = (move >> 6) & 63;
    const code = this.cells[from]!;
    const captured = this.cells[to]!;
    this.reserveUndo();
    const u = this.ply * UNDO;
    this.undo[u] = move;
    this.undo[u + 1] = captured;
    this.undo[u + 2] = this.halfMoveClock;
    this.undo[u + 3] = this.lo;
    this.undo[u + 4] = this.hi;
    this.ply++;

    const base = (code + 8) * SQUARES;
    let lo = this.lo ^ ZLO[base + from]! ^ ZLO[base + to]! ^ ZLO[SIDE_KEY]!;
    let hi = this.hi ^ ZHI[base + from]! ^ ZHI[base + to]! ^ ZHI[SIDE_KEY]!;
    if (captured !== 0) {
      lo ^= ZLO[(captured + 8) * SQUARES + to]!;
      hi ^= ZHI[(captured + 8) * SQUARES + to]!;
      this.where[captured + 8] = -1;
      this.halfMoveClock = 0;
    } else this.halfMoveClock++;
    this.lo = lo;
    this.hi = hi;
    this.cells[to] = code;
    this.cells[from] = 0;
    this.where[code + 8] = to;
    if (this.sideToMove < 0) this.fullMove++;
    this.sideToMove = -this.sideToMove;
  }

  private reserveUndo(): void {
    if (this.ply * UNDO + UNDO > this.undo.length) {
      const bigger = new Int32Array(this.undo.length * 2);
      bigger.set(this.undo);
      this.undo = bigger;
    }
  }

  /**
   * A pass, for the search's null-move pruning only (the rules have no pass, J6): the side to move
   * changes and the clock runs one half-move. Undone by unmakeNull, not unmake.
   */
  makeNull(): void {
    this.reserveUndo();
    const u = this.ply * UNDO;
    this.undo[u] = -1;
    this.undo[u + 2] = this.halfMoveClock;
    this.ply++;
    this.halfMoveClock++;
    this.lo ^= ZLO[SIDE_KEY]!;
    this.hi ^= ZHI[SIDE_KEY]!;
    if (this.sideToMove < 0) this.fullMove++;
    this.sideToMove = -this.sideToMove;
  }

  unmakeNull(): void {
    this.ply--;
    this.halfMoveClock = this.undo[this.ply * UNDO + 2]!;
    this.lo ^= ZLO[SIDE_KEY]!;
    this.hi ^= ZHI[SIDE_KEY]!;
    this.sideToMove = -this.sideToMove;
    if (this.sideToMove < 0) this.fullMove--;
  }

  unmake(): void {
    if (this.ply === 0) throw new Error('unmake: nothing to undo');
    this.ply--;
    const u = this.ply * UNDO;
    const move = this.undo[u]!;
    const captured = this.undo[u + 1]!;
    const from = move & 63;
    const to = (move >> 6) & 63;
    const code = this.cells[to]!;
    this.cells[from] = code;
    this.cells[to] = captured;
    this.where[code + 8] = from;
    if (captured !== 0) this.where[captured + 8] = to;
    this.halfMoveClock = this.undo[u + 2]!;
    this.lo = this.undo[u + 3]!;
    this.hi = this.undo[u + 4]!;
    this.sideToMove = -this.sideToMove;
    if (this.sideToMove < 0) this.fullMove--;
  }
}
