import { parseIfText } from '../core/move-text';
import { parseAction, type Action } from './action';
import { cannonTarget, stepCaptureVerdict } from './capture';
import { colourOf, kindOf, type Colour, type Identity } from './pieces';
import { FACE_DOWN, type Cell, type Position } from './position';
import { scratchBoard } from './scratch';
import { RAY_SQUARES, RAY_START, SQUARE_COUNT } from './squares';
import { status } from './status';

/**
 * Why an action is illegal: stable codes the site translates for readers. Checked in this order,
 * so the code is the first problem a reader should fix:
 * - move-syntax: the text is not an action (`b2b3`, `c3c3`, `c3c3=h`).
 * - off-board: a square outside a1-h4 (or, for an Action object, not a square index 0..31).
 * - game-over: the game has ended (B8): no action is legal.
 * - empty-square: nothing on the square to reveal or move (B3).
 * - not-face-down: revealing a piece that is already face up (B3).
 * - not-in-pool: the reveal names an identity that no face-down piece can have (B9).
 * - face-down-piece: moving a face-down piece; it must be revealed first (B3, B7).
 * - not-your-piece: moving the opponent's piece (B3, B4).
 * - diagonal: a diagonal move (B4).
 * - not-adjacent: more than one square away, or not along a rank or file (B4).
 * - target-face-down: the target holds a face-down piece (B4, B6, B7).
 * - own-piece-on-target: the target holds one of your pieces (B4).
 * - cannon-cannot-capture-by-step: a cannon's one-square step onto an enemy (B6).
 * - general-cannot-take-soldier: the general never captures the soldier (B5).
 * - rank-too-low: the target outranks the piece (B5).
 * - cannon-jump-needs-capture: a cannon moving more than one square onto an empty square (B6).
 * - cannon-needs-one-screen: a cannon capture with zero, or two or more, pieces between (B6).
 */
export const ILLEGAL_REASONS = [
  'move-syntax',
  'off-board',
  'game-over',
  'empty-square',
  'not-face-down',
  'not-in-pool',
  'face-down-piece',
  'not-your-piece',
  'diagonal',
  'not-adjacent',
  'target-face-down',
  'own-piece-on-target',
  'cannon-cannot-capture-by-step',
  'general-cannot-take-soldier',
  'rank-too-low',
  'cannon-jump-needs-capture',
  'cannon-needs-one-screen',
] as const;
export type IllegalReason = (typeof ILLEGAL_REASONS)[number];
export type Explanation = 'legal' | IllegalReason;

const colourAt = (cell: Cell): Colour | undefined => (cell === null || cell === FACE_DOWN ? undefined : colourOf(cell));

/** `legal`, or the single most helpful reason the action (an Action or its notation) is illegal. */
export function explain(pos: Position, action: Action | string): Explanation {
  const parsed = parseIfText(action, parseAction);
  if (!parsed.ok) return parsed.error;
  const a = parsed.value;
  const squares = a.type === 'reveal' ? [a.square] : [a.from, a.to];
  if (!squares.every((sq) => Number.isInteger(sq) && sq >= 0 && sq < SQUARE_COUNT)) return 'off-board';
  if (status(pos).result !== 'ongoing') return 'game-over';
  return a.type === 'reveal' ? explainReveal(pos, a.square, a.identity) : explainMove(pos, a.from, a.to);
}

function explainReveal(pos: Position, square: number, identity: Identity | undefined): Explanation {
  const cell = pos.cells[square] ?? null;
  if (cell === null) return 'empty-square';
  if (cell !== FACE_DOWN) return 'not-face-down';
  if (identity !== undefined && !(pos.pool[identity] > 0)) return 'not-in-pool';
  return 'legal';
}

function explainMove(pos: Position, from: number, to: number): Explanation {
  const piece = pos.cells[from] ?? null;
  if (piece === null) return 'empty-square';
  if (piece === FACE_DOWN) return 'face-down-piece';
  if (colourOf(piece) !== pos.turn) return 'not-your-piece';
  const df = Math.abs((to % 8) - (from % 8));
  const dr = Math.abs(Math.floor(to / 8) - Math.floor(from / 8));
  if (df === dr) return 'diagonal';
  if (df !== 0 && dr !== 0) return 'not-adjacent';
  const target = pos.cells[to] ?? null;
  const isCannon = kindOf(piece) === 'C';
  if (df + dr > 1 && !isCannon) return 'not-adjacent';
  if (target === FACE_DOWN) return 'target-face-down';
  if (colourAt(target) === pos.turn) return 'own-piece-on-target';
  if (df + dr === 1) {
    if (target === null) return 'legal';
    return stepCaptureVerdict(kindOf(piece), kindOf(target));
  }
  if (target === null) return 'cannon-jump-needs-capture';
  return cannonLandsOn(pos, from, to) ? 'legal' : 'cannon-needs-one-screen';
}

/** B6: whether a cannon on `from` jumping towards `to` (on its rank or file) lands on `to` (capture.ts). */
function cannonLandsOn(pos: Position, from: number, to: number): boolean {
  const cells = scratchBoard(pos).cells;
  for (let ray = from * 4; ray < from * 4 + 4; ray++)
    for (let i = RAY_START[ray]!; RAY_SQUARES[i]! >= 0; i++)
      if (RAY_SQUARES[i] === to) return cannonTarget(cells, ray) === to;
  return false;
}
