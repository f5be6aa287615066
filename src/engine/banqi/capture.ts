/**
 * Who may capture whom in Banqi (B5, B6), written once. The move generator (board.ts), `explain`
 * and the AI all read this module: the rule as a function of two kinds, and tables derived from
 * that function when the module loads (hot paths index a table instead of asking the function).
 *
 * - B5: a piece takes a face-up enemy of equal or lower rank (pieces.ts, rankOf), with two
 *   exceptions: the soldier takes the general, and the general never takes the soldier.
 * - B6: the cannon never takes by a step. It takes by jumping along a rank or file over exactly one
 *   piece (the screen: face up or face down, either colour) onto a face-up enemy of any rank.
 */
import { CODE_COLOUR, CODE_KIND, EMPTY } from './cell-codes';
import { KINDS, rankOf, type Kind } from './pieces';
import { RAY_SQUARES, RAY_START } from './squares';

/** Kind indices (the order of KINDS) the rules single out. */
export const GENERAL_KIND = KINDS.indexOf('G');
export const CANNON_KIND = KINDS.indexOf('C');
export const SOLDIER_KIND = KINDS.indexOf('S');

/** Why a step onto a face-up enemy is not a capture, in explain's codes. */
export type StepRefusal = 'cannon-cannot-capture-by-step' | 'general-cannot-take-soldier' | 'rank-too-low';

/** B5, B6: whether a piece of kind `attacker` takes an enemy of kind `victim` by an ordinary step. */
export function stepCaptureVerdict(attacker: Kind, victim: Kind): 'legal' | StepRefusal {
  if (attacker === 'C') return 'cannon-cannot-capture-by-step';
  if (attacker === 'S' && victim === 'G') return 'legal';
  if (attacker === 'G' && victim === 'S') return 'general-cannot-take-soldier';
  return rankOf(attacker) >= rankOf(victim) ? 'legal' : 'rank-too-low';
}

/** STEP_TAKES_BY_KIND[a * 7 + v]: 1 when kind index a takes kind index v by a step (stepCaptureVerdict). */
export const STEP_TAKES_BY_KIND: Uint8Array = Uint8Array.from({ length: KINDS.length ** 2 }, (_, i) =>
  stepCaptureVerdict(KINDS[Math.floor(i / KINDS.length)]!, KINDS[i % KINDS.length]!) === 'legal' ? 1 : 0,
);

/** TAKES_BY_KIND[a * 7 + v]: 1 when kind a can take kind v at all: by a step, or the cannon by a jump (B6). */
export const TAKES_BY_KIND: Uint8Array = Uint8Array.from(STEP_TAKES_BY_KIND, (step, i) =>
  Math.floor(i / KINDS.length) === CANNON_KIND ? 1 : step,
);

/**
 * STEP_TAKES_BY_CODE[a * 16 + v]: 1 when the face-up piece of cell code a takes the face-up piece of
 * code v by a step (an enemy, and STEP_TAKES_BY_KIND); 0 whenever a or v is EMPTY or HIDDEN.
 */
export const STEP_TAKES_BY_CODE: Uint8Array = Uint8Array.from({ length: 256 }, (_, i) => {
  const a = i >> 4;
  const v = i & 15;
  const colours = CODE_COLOUR[a]! < 2 && CODE_COLOUR[v]! < 2 && CODE_COLOUR[a] !== CODE_COLOUR[v];
  return colours ? STEP_TAKES_BY_KIND[CODE_KIND[a]! * KINDS.length + CODE_KIND[v]!]! : 0;
});

/**
 * B6: the square a cannon on the ray RAY_START[ray] (squares.ts) would land on, jumping over exactly
 * one piece (any colour, face up or down), or -1. Whether it holds a face-up enemy is the caller's question.
 */
export function cannonTarget(cells: Int8Array, ray: number): number {
  let i = RAY_START[ray]!;
  let t = RAY_SQUARES[i]!;
  while (t >= 0 && cells[t] === EMPTY) t = RAY_SQUARES[++i]!;
  if (t < 0) return -1;
  t = RAY_SQUARES[++i]!;
  while (t >= 0 && cells[t] === EMPTY) t = RAY_SQUARES[++i]!;
  return t;
}
