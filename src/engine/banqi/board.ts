import { zobristKeys } from '../core/zobrist';
import { CLOCK_LIMIT, FACE_DOWN, trustedPosition, type Cell, type Position, type Turn } from './position';
import { IDENTITIES, identityIndex, type Identity } from './pieces';
import { NEIGHBOURS, SQUARE_COUNT } from './squares';
import { CANNON_KIND, STEP_TAKES_BY_CODE, cannonTarget as cannonLanding } from './capture';
import { CODE_COLOUR, CODE_KIND, EMPTY, HIDDEN } from './cell-codes';

/*
 * BanqiBoard: the fast mutable board for search and perft. Public state only, like Position:
 * a face-down square is HIDDEN and its identity is supplied by the caller at the moment of the
 * reveal (a chance event, weighted by the pool counts).
 *
 * Cells hold the codes of cell-codes.ts (EMPTY, a face-up piece 1..14, HIDDEN); who takes whom is
 * capture.ts's rule. Sides: RED 0, BLACK 1, UNASSIGNED 2 (untouched start).
 * An action is an int: from | to << 5; a reveal has from === to (see encodeAction).
 */
export const RED = 0;
export const BLACK = 1;
export const UNASSIGNED = 2;

/** Enough room for the actions of any position (at most 32 reveals or 16 pieces x 4 directions). */
export const MAX_ACTIONS = 128;

export const encodeAction = (from: number, to: number): number => from | (to << 5);
export const actionFrom = (a: number): number => a & 31;
export const actionTo = (a: number): number => (a >> 5) & 31;
export const isReveal = (a: number): boolean => (a & 31) === ((a >> 5) & 31);

// Module-local bindings of capture.ts's rule (some loaders turn imported names into property reads on the hot path).
const CANNON = CANNON_KIND;
const COLOUR_OF = CODE_COLOUR;
const KIND_OF = CODE_KIND;
/** STEP_CAPTURE[a * 16 + v]: a face-up attacker a may take face-up v by an ordinary step (B5, B6; capture.ts). */
const STEP_CAPTURE = STEP_TAKES_BY_CODE;
const cannonTarget = cannonLanding;

/** ENTERS[a * 16 + v]: 1 when face-up piece a (not a cannon) may step onto a square holding v (EMPTY included). */
const ENTERS = (() => {
  const t = STEP_CAPTURE.slice();
  for (let a = 1; a <= 14; a++) t[a * 16 + EMPTY] = 1;
  return t;
})();

/** The on-board neighbours of sq: STEPS[STEPS_START[sq]] up to STEPS[STEPS_START[sq + 1]] (exclusive). */
const STEPS_START = new Uint8Array(SQUARE_COUNT + 1);
const STEPS = (() => {
  const list: number[] = [];
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    STEPS_START[sq] = list.length;
    for (let d = 0; d < 4; d++) if (NEIGHBOURS[sq * 4 + d]! >= 0) list.push(NEIGHBOURS[sq * 4 + d]!);
  }
  STEPS_START[SQUARE_COUNT] = list.length;
  return Uint8Array.from(list);
})();

// Zobrist keys of the public state: 32 squares x 16 codes, 14 identities x pool count 0..5, 3 sides.
const CELL_KEYS = 0;
const POOL_KEYS = SQUARE_COUNT * 16;
const SIDE_KEYS = POOL_KEYS + 14 * 6;
const KEYS = zobristKeys('banqi-public-state', SIDE_KEYS + 3);
const KLO = KEYS.lo;
const KHI = KEYS.hi;

// undo record layout
const U_ACTION = 0,
  U_CAPTURED = 1,
  U_CLOCK = 2,
  U_SIDE = 3,
  U_MOVE = 4,
  U_LO = 5,
  U_HI = 6,
  U_IDENTITY = 7,
  U_SIZE = 8;

export class BanqiBoard {
  /** Cell codes by square; read freely, change only through make/unmake. */
  readonly cells = new Int8Array(SQUARE_COUNT);
  /** Face-down count per identity index (the pool, B9). */
  readonly pool = new Int8Array(14);
  /** Pieces still in play per side, face up or face down (B8). */
  readonly material = new Int32Array(2);
  side = UNASSIGNED;
  clock = 0;
  moveNumber = 1;
  /**
   * Square sets (bit sq for square sq, one 32-bit int for the whole board): the face-up pieces of each
   * side, and the face-down squares. Kept by make/unmake; read freely.
   */
  readonly faceUp = new Int32Array(2);
  /** The square set of the face-up pieces of each cell code (1..14; 0 and 15 stay empty). */
  readonly pieceSets = new Int32Array(16);
  hiddenSet = 0;
  /** Number of face-down squares. */
  hidden = 0;
  /** Number of identities with a non-zero pool count. */
  distinct = 0;
  /** 64-bit hash of the public state (cells, pool, side; not the clock), as two 32-bit halves. */
  hashLo = 0;
  hashHi = 0;
  /** Actions made and not yet unmade. */
  ply = 0;
  private undo = new Int32Array(64 * U_SIZE);
  private readonly scratch = new Int32Array(MAX_ACTIONS);

  static fromPosition(pos: Position): BanqiBoard {
    const b = new BanqiBoard();
    b.load(pos);
    return b;
  }

  /** Replaces the whole state by a position (and forgets the undo history). */
  load(pos: Position): void {
    this.pool.fill(0);
    this.material.fill(0);
    this.faceUp.fill(0);
    this.pieceSets.fill(0);
    this.hiddenSet = 0;
    this.hidden = 0;
    this.distinct = 0;
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const cell = pos.cells[sq] ?? null;
      const code = cell === null ? EMPTY : cell === FACE_DOWN ? HIDDEN : identityIndex(cell) + 1;
      this.cells[sq] = code;
      if (code === HIDDEN) {
        this.hidden++;
        this.hiddenSet |= 1 << sq;
      } else if (code !== EMPTY) {
        this.material[COLOUR_OF[code]!]!++;
        this.flip(code, 1 << sq);
      }
    }
    for (let i = 0; i < 14; i++) {
      const n = pos.pool[IDENTITIES[i]!];
      this.pool[i] = n;
      if (n > 0) this.distinct++;
      this.material[i < 7 ? 0 : 1]! += n;
    }
    this.side = pos.turn === 'red' ? RED : pos.turn === 'black' ? BLACK : UNASSIGNED;
    this.clock = pos.clock;
    this.moveNumber = pos.moveNumber;
    this.ply = 0;
    this.rehash();
  }

  toPosition(): Position {
    const cells: Cell[] = new Array<Cell>(SQUARE_COUNT);
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const code = this.cells[sq]!;
      cells[sq] = code === EMPTY ? null : code === HIDDEN ? FACE_DOWN : IDENTITIES[code - 1]!;
    }
    const pool = {} as Record<Identity, number>;
    for (let i = 0; i < 14; i++) pool[IDENTITIES[i]!] = this.pool[i]!;
    const turn: Turn = this.side === RED ? 'red' : this.side === BLACK ? 'black' : 'unassigned';
    return trustedPosition({ cells, turn, pool, clock: this.clock, moveNumber: this.moveNumber });
  }

  clone(): BanqiBoard {
    const b = new BanqiBoard();
    b.cells.set(this.cells);
    b.pool.set(this.pool);
    b.material.set(this.material);
    b.faceUp.set(this.faceUp);
    b.pieceSets.set(this.pieceSets);
    b.hiddenSet = this.hiddenSet;
    b.side = this.side;
    b.clock = this.clock;
    b.moveNumber = this.moveNumber;
    b.hidden = this.hidden;
    b.distinct = this.distinct;
    b.hashLo = this.hashLo;
    b.hashHi = this.hashHi;
    return b;
  }

  /** Recomputes the hash from scratch (load does it; make/unmake keep it up to date). */
  rehash(): void {
    let lo = KLO[SIDE_KEYS + this.side]!;
    let hi = KHI[SIDE_KEYS + this.side]!;
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      lo ^= KLO[CELL_KEYS + sq * 16 + this.cells[sq]!]!;
      hi ^= KHI[CELL_KEYS + sq * 16 + this.cells[sq]!]!;
    }
    for (let i = 0; i < 14; i++) {
      lo ^= KLO[POOL_KEYS + i * 6 + this.pool[i]!]!;
      hi ^= KHI[POOL_KEYS + i * 6 + this.pool[i]!]!;
    }
    this.hashLo = lo;
    this.hashHi = hi;
  }

  /**
   * Whether the game has ended by what the board shows, without generating a move (B8): a side
   * without pieces, or the no-progress clock at its limit. The other ending, a side to move without
   * a legal action, is generate() returning 0; boardStatus (status.ts) gives the whole verdict.
   */
  decidedWithoutMoves(): boolean {
    return this.side !== UNASSIGNED && (this.clock >= CLOCK_LIMIT || this.material[0] === 0 || this.material[1] === 0);
  }

  /**
   * Writes the legal actions of the side to move into out[offset..] and returns how many.
   * Reveals come as one action per face-down square (from === to); none when the game is over.
   */
  generate(out: Int32Array, offset: number): number {
    if (this.decidedWithoutMoves()) return 0;
    const cells = this.cells;
    const side = this.side;
    const hiddenSet = this.hiddenSet;
    let n = offset;
    // square order, as a scan of the board would give: face-down squares and the side's face-up pieces
    let todo = side === UNASSIGNED ? hiddenSet : hiddenSet | this.faceUp[side]!;
    while (todo !== 0) {
      const low = todo & -todo;
      todo ^= low;
      const sq = 31 - Math.clz32(low);
      if ((hiddenSet & low) !== 0) {
        out[n++] = sq | (sq << 5);
        continue;
      }
      const c = cells[sq]!;
      const base = sq * 4;
      if (KIND_OF[c] === CANNON) {
        for (let d = 0; d < 4; d++) {
          const to = NEIGHBOURS[base + d]!;
          if (to >= 0 && cells[to] === EMPTY) out[n++] = sq | (to << 5);
          const t = cannonTarget(cells, base + d);
          if (t >= 0 && COLOUR_OF[cells[t]!] === 1 - side) out[n++] = sq | (t << 5);
        }
      } else {
        const row = c * 16;
        for (let d = 0; d < 4; d++) {
          const to = NEIGHBOURS[base + d]!;
          if (to < 0) continue;
          const v = cells[to]!;
          if (v === EMPTY || STEP_CAPTURE[row + v] === 1) out[n++] = sq | (to << 5);
        }
      }
    }
    return n - offset;
  }

  /**
   * Writes the side to move's captures into out[offset..] and returns how many: the captures of
   * generate(), in the same order (quiescence searches only these).
   */
  generateCaptures(out: Int32Array, offset: number): number {
    const side = this.side;
    if (side === UNASSIGNED || this.decidedWithoutMoves()) return 0;
    const enemy = this.faceUp[1 - side]!;
    let n = offset;
    for (let pieces = this.faceUp[side]!; pieces !== 0; pieces &= pieces - 1)
      n = this.capturesFrom(31 - Math.clz32(pieces & -pieces), enemy, out, n);
    return n - offset;
  }

  /** Writes the captures of the piece on `from` (enemy: the square set it may capture on) at out[n..]; returns the new end. */
  private capturesFrom(from: number, enemy: number, out: Int32Array, n: number): number {
    const cells = this.cells;
    const piece = cells[from]!;
    const cannon = KIND_OF[piece] === CANNON;
    for (let ray = from * 4; ray < from * 4 + 4; ray++) {
      const to = cannon ? cannonTarget(cells, ray) : NEIGHBOURS[ray]!;
      if (to < 0 || ((enemy >> to) & 1) === 0) continue;
      if (cannon || STEP_CAPTURE[piece * 16 + cells[to]!] === 1) out[n++] = from | (to << 5);
    }
    return n;
  }

  /** Number of the side's moves (reveals left out), counted without writing them. */
  countMoves(): number {
    const cells = this.cells;
    const side = this.side;
    if (side === UNASSIGNED) return 0;
    let n = 0;
    let todo = this.faceUp[side]!;
    while (todo !== 0) {
      const low = todo & -todo;
      todo ^= low;
      const sq = 31 - Math.clz32(low);
      const c = cells[sq]!;
      const base = sq * 4;
      if (KIND_OF[c] === CANNON) {
        for (let d = 0; d < 4; d++) {
          const to = NEIGHBOURS[base + d]!;
          if (to >= 0 && cells[to] === EMPTY) n++;
          const t = cannonTarget(cells, base + d);
          if (t >= 0 && COLOUR_OF[cells[t]!] === 1 - side) n++;
        }
      } else {
        const row = c * 16;
        for (let i = STEPS_START[sq]!, end = STEPS_START[sq + 1]!; i < end; i++) n += ENTERS[row + cells[STEPS[i]!]!]!;
      }
    }
    return n;
  }

  /** Number of legal actions, each reveal counted once per square. */
  countActions(): number {
    return this.generate(this.scratch, 0);
  }

  /** Perft children: moves plus one reveal per face-down square and distinct pool identity. */
  countChildren(): number {
    if (this.decidedWithoutMoves()) return 0;
    return this.countMoves() + this.hidden * this.distinct;
  }

  /**
   * Makes a legal action. A reveal needs the identity index (0..13) that turns up, which must be
   * in the pool; a move ignores `identity`. Legality is the caller's business (use generate()).
   */
  make(action: number, identity = -1): void {
    const from = action & 31;
    const to = (action >> 5) & 31;
    const cells = this.cells;
    if (this.ply * U_SIZE >= this.undo.length) {
      const bigger = new Int32Array(this.undo.length * 2);
      bigger.set(this.undo);
      this.undo = bigger;
    }
    const u = this.undo;
    const at = this.ply++ * U_SIZE;
    u[at + U_ACTION] = action;
    u[at + U_CAPTURED] = cells[to]!;
    u[at + U_CLOCK] = this.clock;
    u[at + U_SIDE] = this.side;
    u[at + U_MOVE] = this.moveNumber;
    u[at + U_LO] = this.hashLo;
    u[at + U_HI] = this.hashHi;
    u[at + U_IDENTITY] = identity;
    let lo = this.hashLo ^ KLO[SIDE_KEYS + this.side]!;
    let hi = this.hashHi ^ KHI[SIDE_KEYS + this.side]!;
    let actor: number;
    if (from === to) {
      const code = identity + 1;
      const k = from * 16;
      lo ^= KLO[k + HIDDEN]! ^ KLO[k + code]!;
      hi ^= KHI[k + HIDDEN]! ^ KHI[k + code]!;
      cells[from] = code;
      this.hiddenSet ^= 1 << from;
      this.flip(code, 1 << from);
      const before = this.pool[identity]!;
      const p = POOL_KEYS + identity * 6;
      lo ^= KLO[p + before]! ^ KLO[p + before - 1]!;
      hi ^= KHI[p + before]! ^ KHI[p + before - 1]!;
      this.pool[identity] = before - 1;
      if (before === 1) this.distinct--;
      this.hidden--;
      this.clock = 0;
      actor = this.side === UNASSIGNED ? COLOUR_OF[code]! : this.side;
    } else {
      const piece = cells[from]!;
      const victim = cells[to]!;
      const kf = from * 16;
      const kt = to * 16;
      lo ^= KLO[kf + piece]! ^ KLO[kf]! ^ KLO[kt + victim]! ^ KLO[kt + piece]!;
      hi ^= KHI[kf + piece]! ^ KHI[kf]! ^ KHI[kt + victim]! ^ KHI[kt + piece]!;
      cells[to] = piece;
      cells[from] = EMPTY;
      const mover = COLOUR_OF[piece]!;
      this.flip(piece, (1 << from) | (1 << to));
      if (victim === EMPTY) this.clock++;
      else {
        this.material[1 - mover]!--;
        this.flip(victim, 1 << to);
        this.clock = 0;
      }
      actor = this.side;
    }
    if (actor === BLACK) this.moveNumber++;
    this.side = 1 - actor;
    this.hashLo = lo ^ KLO[SIDE_KEYS + this.side]!;
    this.hashHi = hi ^ KHI[SIDE_KEYS + this.side]!;
  }

  /** Toggles squares holding face-up pieces of cell code `code` (in its side's set and its own). */
  private flip(code: number, squares: number): void {
    const side = COLOUR_OF[code]!;
    this.faceUp[side] = this.faceUp[side]! ^ squares;
    this.pieceSets[code] = this.pieceSets[code]! ^ squares;
  }

  /** Takes back the last action made. */
  unmake(): void {
    const u = this.undo;
    const at = --this.ply * U_SIZE;
    const action = u[at + U_ACTION]!;
    const from = action & 31;
    const to = (action >> 5) & 31;
    const cells = this.cells;
    if (from === to) {
      const identity = u[at + U_IDENTITY]!;
      this.flip(cells[from]!, 1 << from);
      this.hiddenSet |= 1 << from;
      cells[from] = HIDDEN;
      if (this.pool[identity]!++ === 0) this.distinct++;
      this.hidden++;
    } else {
      const victim = u[at + U_CAPTURED]!;
      const piece = cells[to]!;
      const mover = COLOUR_OF[piece]!;
      cells[from] = piece;
      cells[to] = victim;
      this.flip(piece, (1 << from) | (1 << to));
      if (victim !== EMPTY) {
        this.material[1 - mover]!++;
        this.flip(victim, 1 << to);
      }
    }
    this.clock = u[at + U_CLOCK]!;
    this.side = u[at + U_SIDE]!;
    this.moveNumber = u[at + U_MOVE]!;
    this.hashLo = u[at + U_LO]!;
    this.hashHi = u[at + U_HI]!;
  }
}
