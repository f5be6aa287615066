/**
 * explain(position, move): 'legal' or the first reason the move is refused, as a stable code the lessons
 * translate. Checks run in the order of ILLEGAL_REASONS:
 *
 * - 'move-syntax': not two squares like `b2b3` (text moves only).
 * - 'off-board': a square outside a1-g9.
 * - 'game-over': a piece stands in a den or the clock is at 60 (J6). A side that merely has no legal move
 *   gets the specific reason for each move instead.
 * - 'empty-square': nothing on the from-square.
 * - 'not-your-piece': the piece belongs to the side not to move.
 * - 'same-square': from and to are the same square.
 * - 'diagonal': from and to differ in both file and rank (J1).
 * - 'not-adjacent': a straight move longer than one square that is not a lake jump (J1).
 * - 'not-a-jumper': a lake jump (J5) by a piece other than the lion or the tiger.
 * - 'jump-blocked-by-rat': a rat of either colour on a water square of the jump path (J5).
 * - 'own-piece-on-target' (J1), 'own-den' (J1), 'water-only-for-rats' (J2).
 * - capture refusals (J2-J4): 'capture-across-water-edge', 'elephant-cannot-take-rat', 'attacker-in-trap'
 *   (the attacker stands in an enemy trap, so has strength 0), 'rank-too-low'.
 */
import { parseIfText } from '../core/move-text';
import { captureVerdict, CAPTURE_REFUSALS } from './capture';
import { jumpPath } from './lines';
import { parseMove, MOVE_SYNTAX_ERRORS, type Move } from './move';
import { LION, pieceCode, RAT, STRENGTH, TIGER } from './pieces';
import type { Position } from './position';
import { FILES, isSquare } from './squares';
import { decidedWithoutMoves } from './status';
import { TERRAIN } from './terrain';

export const ILLEGAL_REASONS = [
  ...MOVE_SYNTAX_ERRORS,
  'game-over',
  'empty-square',
  'not-your-piece',
  'same-square',
  'diagonal',
  'not-adjacent',
  'not-a-jumper',
  'jump-blocked-by-rat',
  'own-piece-on-target',
  'own-den',
  'water-only-for-rats',
  ...CAPTURE_REFUSALS,
] as const;
export type IllegalReason = (typeof ILLEGAL_REASONS)[number];
export type Explanation = 'legal' | IllegalReason;

export function explain(pos: Position, move: Move | string): Explanation {
  const parsed = parseIfText(move, parseMove);
  if (!parsed.ok) return parsed.error;
  const m = parsed.value;
  if (!isSquare(m.from) || !isSquare(m.to)) return 'off-board';
  if (decidedWithoutMoves(pos)) return 'game-over';
  const piece = pos.board[m.from];
  if (!piece) return 'empty-square';
  if (piece.colour !== pos.turn) return 'not-your-piece';
  if (m.from === m.to) return 'same-square';
  const df = Math.abs((m.from % FILES) - (m.to % FILES));
  const dr = Math.abs(Math.floor(m.from / FILES) - Math.floor(m.to / FILES));
  if (df !== 0 && dr !== 0) return 'diagonal';
  const strength = STRENGTH[piece.animal];
  if (df + dr > 1) {
    const path = jumpPath(m.from, m.to);
    if (path === undefined) return 'not-adjacent';
    if (strength !== LION && strength !== TIGER) return 'not-a-jumper';
    if (path.some((s) => pos.board[s]?.animal === 'R')) return 'jump-blocked-by-rat';
  }
  const target = pos.board[m.to];
  if (target && target.colour === piece.colour) return 'own-piece-on-target';
  const terrain = TERRAIN[m.to]!;
  if (terrain.kind === 'den' && terrain.owner === piece.colour) return 'own-den';
  if (terrain.kind === 'water' && strength !== RAT) return 'water-only-for-rats';
  if (target) {
    const verdict = captureVerdict(pieceCode(piece), m.from, pieceCode(target), m.to);
    if (verdict !== 'ok') return verdict;
  }
  return 'legal';
}
