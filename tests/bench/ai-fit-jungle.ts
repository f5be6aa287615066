/**
 * The Jungle evaluation as a fitting problem (texel.ts) for the fitting bench (ai-fit.ts): the
 * weights (src/ai/jungle/eval.ts) as a flat vector and back, which positions of a game are fitted,
 * and the score the search would see there (the evaluation blended with the clock, J6).
 */
import { JungleEvaluator, type JungleWeights } from '../../src/ai/jungle/eval';
import { NEXT_TO_DEN, openTrapsAttacked } from '../../src/ai/jungle/den';
import { CLOCK_LIMIT, JungleBoard, MAX_MOVES, SQUARES, type Position } from '../../src/engine/jungle';

/** The scales of two tables: fitting the tables' entries makes the scales redundant, so they stay. */
const FIXED = new Set(['advance', 'openPath']);
/** Weights that are fractions: stepped by half the step fraction itself, not by a share of their value. */
const FRACTIONS = new Set(['threatSaved', 'threatLost', 'tradeDown']);

/** A named value of the vector: a numeric weight, or one entry of a table (`material[3]`). */
interface FitValue {
  readonly name: string;
  readonly value: number;
  /** The step for a step fraction `f` of the values. */
  step(f: number): number;
}

type Tables = JungleWeights['tables'];
const TABLE_NAMES = ['material', 'advance', 'advanceWeight'] as const;

/** The vector of `w`: its numeric weights but the two scales, then its tables' entries (index 0 is unused). */
export function weightVector(w: JungleWeights): FitValue[] {
  const value = (name: string, x: number): FitValue => ({
    name,
    value: x,
    step: (f) => (FRACTIONS.has(name) ? f / 2 : Math.max(1, Math.abs(x) * f)),
  });
  const out: FitValue[] = [];
  for (const [name, x] of Object.entries(w)) if (typeof x === 'number' && !FIXED.has(name)) out.push(value(name, x));
  for (const table of TABLE_NAMES)
    w.tables[table].forEach((x, i) => {
      if (i > 0) out.push(value(`${table}[${i}]`, x));
    });
  out.push(value('tables.openPath', w.tables.openPath));
  return out;
}

/** The weights `base` with the vector `v` (in weightVector's order) put back. */
export function weightsOf(base: JungleWeights, v: readonly number[]): JungleWeights {
  let next = 0;
  const take = (): number => {
    const x = v[next++];
    if (x === undefined) throw new Error('ai-fit: the vector is shorter than the weights');
    return x;
  };
  const numbers: Record<string, number> = {};
  for (const [name, value] of Object.entries(base))
    if (typeof value === 'number') numbers[name] = FIXED.has(name) ? value : take();
  const table = (t: readonly number[]): number[] => t.map((x, i) => (i === 0 ? x : take()));
  const tables: Tables = {
    material: table(base.tables.material),
    advance: table(base.tables.advance),
    advanceWeight: table(base.tables.advanceWeight),
    openPath: take(),
  };
  if (next !== v.length) throw new Error('ai-fit: the vector is longer than the weights');
  return { ...base, ...numbers, tables };
}

const board = new JungleBoard();
const moves = new Int32Array(MAX_MOVES);

/**
 * Whether the evaluation alone should judge `pos`: not when the side to move can capture, stands
 * next to the enemy den, has an enemy next to its own den, or faces an open trap by its den with an
 * enemy beside it. The search settles those in a move or two; the evaluation is not meant to.
 */
export function quiet(pos: Position): boolean {
  board.load(pos);
  const side = board.side;
  if (board.generateCaptures(moves, 0) > 0) return false;
  // a piece beside the other side's den, whichever side it is (NEXT_TO_DEN: +1 beside blue's den, -1 beside red's)
  for (let sq = 0; sq < SQUARES; sq++) {
    const c = board.cells[sq]!;
    if (c !== 0 && Math.sign(c) === NEXT_TO_DEN[sq]) return false;
  }
  return openTrapsAttacked(board.cells, side) === 0;
}

const evaluator = new JungleEvaluator();

/** The scores of `positions` for their side to move under `w`, blended with the clock as the search blends them (contempt 0). */
export function scores(positions: readonly Position[], w: JungleWeights): Float64Array {
  evaluator.weights = w;
  const out = new Float64Array(positions.length);
  positions.forEach((pos, i) => {
    board.load(pos);
    out[i] = evaluator.evaluate(board) * (1 - pos.clock / CLOCK_LIMIT);
  });
  return out;
}
