/**
 * Static evaluation of a Banqi board from the side to move's point of view (public state only).
 *
 * - Material: every piece still in play (face up or in the pool) at its dynamic value (values.ts).
 *   A reveal does not change it: the pool already counts for each colour.
 * - Threats: a face-up piece attacked by an enemy (a step by a piece that may take it, or a cannon
 *   jump), lost outright if undefended, else traded; the side to move can save one threatened piece,
 *   so it pays most of the second-largest threat and a little of the largest.
 * - Mobility: empty squares next to each face-up piece.
 * - Chase: each face-up enemy that one of ours may take (and that cannot take it back) is worth a bit
 *   more the closer our nearest such hunter stands, once few pieces are face down; this is what
 *   lets the AI finish a won ending before the no-progress clock runs out.
 * - Cornered prey: a face-up piece with a hunter within two squares and at most one empty neighbour
 *   out of every hunter's reach is lost in a few moves however it runs (traps.ts); scaled like the chase.
 * The no-progress clock (B8) is the search's business: it blends this score with the draw's value.
 */
import { NEIGHBOURS, SQUARE_COUNT } from '../../engine/banqi';
import { EMPTY, HIDDEN, UNASSIGNED, type BanqiBoard } from '../../engine/banqi';
import {
  CANNON_KIND as CANNON,
  CODE_COLOUR as COLOUR,
  CODE_KIND as KIND,
  STEP_TAKES_BY_CODE as STEP_ATTACKS,
  STEP_TAKES_BY_KIND as STEP_TAKES,
  cannonTarget,
} from '../../engine/banqi';
import { CachedEvaluation } from '../score-cache';
import { WIN_THRESHOLD } from '../types';
import { MAX_DISTANCE, NEIGHBOUR_MASK, NOT_FILE_A, NOT_FILE_H, RING, bitCount } from './geometry';
import { fillHunterSquares } from './hunters';
import { cornered } from './traps';
import { computeValues } from './values';

/** The chase counts fully with nothing face down, fading to nothing at this many face-down pieces. */
const CHASE_HIDDEN = 16;

/** The evaluation's tunable weights (the benches compare settings; DEFAULT_BANQI_WEIGHTS plays). */
export interface BanqiWeights {
  readonly mobility: number;
  readonly chase: number;
  /** Share of a cornered piece's value (traps.ts) its side loses, once few pieces are face down. */
  readonly trap: number;
  readonly threatSaved: number;
  readonly threatLost: number;
  readonly tempo: number;
}

export const DEFAULT_BANQI_WEIGHTS: BanqiWeights = {
  mobility: 8,
  chase: 0.12,
  trap: 0.3,
  threatSaved: 0.15,
  threatLost: 0.85,
  tempo: 10,
};
const LIMIT = WIN_THRESHOLD - 1;
const POW6 = Float64Array.from({ length: 14 }, (_, i) => 6 ** i);
const CACHE_SIZE = 4096;
/** The evaluation cache has 2^EVAL_BITS slots. */
const EVAL_BITS = 15;
/** Piece values for some alive counts, and the two materials (red, black) at those values. */
interface ValuesEntry {
  readonly values: Float64Array;
  readonly red: number;
  readonly black: number;
}

export class BanqiEvaluator extends CachedEvaluation<BanqiBoard> {
  constructor() {
    super(EVAL_BITS);
  }

  weights: BanqiWeights = DEFAULT_BANQI_WEIGHTS;
  /** Value of one piece of each identity (index 0..13) for the alive counts (see reset). */
  values: Float64Array = new Float64Array(14);
  private readonly alive = new Int32Array(14);
  /** sum of alive[i] * 6^i: the alive counts as one number (each count is at most 5). */
  private aliveKey = 0;
  private valuesKey = -1;
  /** Values by alive key, and the two materials (red, black) at those values. */
  private readonly cache = new Map<number, ValuesEntry>();
  private entry: ValuesEntry = { values: this.values, red: 0, black: 0 };
  /** The entries in use before each capture not yet taken back, so a take-back needs no lookup. */
  private readonly before: ValuesEntry[] = [];
  /** Material of red and black at the current values. */
  private readonly materials = new Float64Array(2);
  private readonly attacker = new Float64Array(SQUARE_COUNT);
  private readonly attackerKind = new Int8Array(SQUARE_COUNT);
  /** Hunters' squares by prey colour and kind (fillHunterSquares), for the chase and the cornered prey. */
  private readonly hunterSets = new Int32Array(14);

  /**
   * Loads the alive counts of a board (once per search): afterwards the search reports every
   * capture (captured / restored), the only event that changes them, so no node rescans the board.
   */
  reset(b: BanqiBoard): void {
    const alive = this.alive;
    const pool = b.pool;
    for (let i = 0; i < 14; i++) alive[i] = pool[i]!;
    const cells = b.cells;
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const c = cells[sq]!;
      if (c !== EMPTY && c !== HIDDEN) alive[c - 1]!++;
    }
    let key = 0;
    for (let i = 0; i < 14; i++) key += alive[i]! * POW6[i]!;
    this.aliveKey = key;
    this.valuesKey = -1;
    this.before.length = 0;
    this.scores.clear(); // the weights may have changed
    this.refresh();
  }

  /** A piece of cell code `code` was captured (call after the capture is made). */
  captured(code: number): void {
    this.before.push(this.entry);
    this.alive[code - 1]!--;
    this.aliveKey -= POW6[code - 1]!;
    this.refresh();
  }

  /** The capture of a piece of cell code `code` was taken back (captures are taken back last first). */
  restored(code: number): void {
    this.alive[code - 1]!++;
    this.aliveKey += POW6[code - 1]!;
    this.valuesKey = this.aliveKey;
    this.use(this.before.pop()!);
  }

  /** Brings the piece values and materials up to date with the alive counts (cached by counts). */
  private refresh(): void {
    const key = this.aliveKey;
    if (key === this.valuesKey) return;
    this.valuesKey = key;
    let entry = this.cache.get(key);
    if (entry === undefined) {
      const values = new Float64Array(14);
      computeValues(this.alive, values);
      let red = 0;
      let black = 0;
      for (let i = 0; i < 7; i++) {
        red += this.alive[i]! * values[i]!;
        black += this.alive[i + 7]! * values[i + 7]!;
      }
      entry = { values, red, black };
      if (this.cache.size >= CACHE_SIZE) this.cache.clear();
      this.cache.set(key, entry);
    }
    this.use(entry);
  }

  private use(entry: ValuesEntry): void {
    this.entry = entry;
    this.values = entry.values;
    this.materials[0] = entry.red;
    this.materials[1] = entry.black;
  }

  /** Material of a colour (0 red, 1 black) at the current values. */
  material(colour: number): number {
    return this.materials[colour]!;
  }

  /**
   * The evaluation (`evaluate` remembers it by the board's public hash: it depends on the cells, pool and side
   * only, all in the hash): quiescence meets the same position again through captures in another order.
   */
  protected compute(b: BanqiBoard): number {
    const side = b.side;
    if (side === UNASSIGNED) return 0;
    const values = this.values;
    const cells = b.cells;
    const attacker = this.attacker;
    const attackerKind = this.attackerKind;
    const up0 = b.faceUp[0]!;
    const up1 = b.faceUp[1]!;
    const empty = ~(up0 | up1 | b.hiddenSet);
    /** squares attacked by some enemy (attacker[sq] holds the cheapest attacker's value only there) */
    let attacked = 0;

    // pass 1: attacks, by square
    let todo = up0 | up1;
    while (todo !== 0) {
      const low = todo & -todo;
      todo ^= low;
      const sq = 31 - Math.clz32(low);
      const c = cells[sq]!;
      const colour = COLOUR[c]!;
      const kind = KIND[c]!;
      const value = values[c - 1]!;
      let targets = NEIGHBOUR_MASK[sq]! & (colour === 0 ? up1 : up0);
      while (targets !== 0) {
        const bit = targets & -targets;
        targets ^= bit;
        const t = 31 - Math.clz32(bit);
        if (STEP_ATTACKS[c * 16 + cells[t]!] !== 1) continue;
        if ((attacked & bit) === 0 || cheaper(value, kind, attacker[t]!, attackerKind[t]!)) {
          attacked |= bit;
          attacker[t] = value;
          attackerKind[t] = kind;
        }
      }
      if (kind === CANNON) {
        const base = sq * 4;
        for (let d = 0; d < 4; d++) {
          const t = cannonTarget(cells, base + d);
          if (t < 0) continue;
          const v = cells[t]!;
          const bit = 1 << t;
          if (
            v !== HIDDEN &&
            COLOUR[v] !== colour &&
            ((attacked & bit) === 0 || cheaper(value, kind, attacker[t]!, attackerKind[t]!))
          ) {
            attacked |= bit;
            attacker[t] = value;
            attackerKind[t] = kind;
          }
        }
      }
    }

    // pass 2: what the side to move stands to lose
    let lost1 = 0;
    let lost2 = 0;
    let threatened = attacked & (side === 0 ? up0 : up1);
    while (threatened !== 0) {
      const low = threatened & -threatened;
      threatened ^= low;
      const sq = 31 - Math.clz32(low);
      const value = values[cells[sq]! - 1]!;
      const loss = defended(cells, sq, side, attackerKind[sq]!) ? Math.max(0, value - attacker[sq]!) : value;
      if (loss > lost1) {
        lost2 = lost1;
        lost1 = loss;
      } else if (loss > lost2) lost2 = loss;
    }

    // pass 3: the chase, once few pieces are still face down (it matters for finishing games)
    const phase = 1 - b.hidden / CHASE_HIDDEN;
    let chase = 0;
    let trap = 0;
    if (phase > 0 && up0 !== 0 && up1 !== 0) {
      const sets = b.pieceSets;
      const hunters = this.hunterSets;
      fillHunterSquares(sets, hunters);
      chase = phase * (chaseBonus(sets, hunters, values, 1) - chaseBonus(sets, hunters, values, 0));
      trap = phase * (cornered(sets, hunters, values, 1, empty) - cornered(sets, hunters, values, 0, empty));
    }
    if (side === 1) {
      chase = -chase;
      trap = -trap;
    }

    const mat = this.materials[side]! - this.materials[1 - side]!;
    const mob = mobility(side === 0 ? up0 : up1, empty) - mobility(side === 0 ? up1 : up0, empty);
    const w = this.weights;
    const score =
      mat + w.mobility * mob + w.chase * chase + w.trap * trap - w.threatSaved * lost1 - w.threatLost * lost2 + w.tempo;
    return score > LIMIT ? LIMIT : score < -LIMIT ? -LIMIT : score;
  }
}

/**
 * For each face-up piece of colour `prey` (square sets by cell code, BanqiBoard.pieceSets; hunterSets:
 * fillHunterSquares), the nearest enemy hunter that may take it by a step and that it cannot take back: value * (10 - distance) / 10, summed.
 */
function chaseBonus(sets: Int32Array, hunterSets: Int32Array, values: Float64Array, prey: number): number {
  let total = 0;
  for (let kind = 0; kind < 7; kind++) {
    const hunters = hunterSets[prey * 7 + kind]!;
    if (hunters === 0) continue;
    let pieces = sets[prey * 7 + kind + 1]!;
    let near = 0;
    while (pieces !== 0) {
      const low = pieces & -pieces;
      pieces ^= low;
      const rings = (31 - Math.clz32(low)) * (MAX_DISTANCE + 1);
      for (let d = 1; d < MAX_DISTANCE; d++) {
        if ((RING[rings + d]! & hunters) !== 0) {
          near += MAX_DISTANCE - d;
          break;
        }
      }
    }
    total += values[prey * 7 + kind]! * near;
  }
  return total / MAX_DISTANCE;
}

/**
 * Whether an attacker (value, kind) is the one to count rather than the one recorded: the cheaper,
 * and on equal values the higher kind index, so the choice does not depend on the scan order
 * (a mirrored board scans its squares in another order).
 */
function cheaper(value: number, kind: number, recordedValue: number, recordedKind: number): boolean {
  return value < recordedValue || (value === recordedValue && kind > recordedKind);
}

/** Empty squares next to each piece of a square set, summed over the pieces. */
function mobility(pieces: number, empty: number): number {
  return (
    bitCount(((pieces & NOT_FILE_H) << 1) & empty) +
    bitCount(((pieces & NOT_FILE_A) >>> 1) & empty) +
    bitCount((pieces << 8) & empty) +
    bitCount((pieces >>> 8) & empty)
  );
}

/** Whether a piece of `colour` next to `sq` could take back an attacker of kind `kind` landing on it. */
export function defended(cells: Int8Array, sq: number, colour: number, kind: number): boolean {
  const base = sq * 4;
  for (let d = 0; d < 4; d++) {
    const t = NEIGHBOURS[base + d]!;
    if (t < 0) continue;
    const v = cells[t]!;
    if (COLOUR[v] === colour && STEP_TAKES[KIND[v]! * 7 + kind] === 1) return true;
  }
  return false;
}
