/** The Banqi engine as the lesson machinery sees it (../engine.ts). */
import { err, ok } from '../../engine/core/result';
import {
  FACE_DOWN,
  ILLEGAL_REASONS,
  colourOf,
  drawFromPool,
  nameOf,
  applyAction,
  explain,
  isIdentity,
  legalActions,
  makeAction,
  makePosition,
  parseAction,
  parsePosition,
  status,
  type Position,
} from '../../engine/banqi';
import type { LessonEngine } from '../engine';

export const banqiEngine: LessonEngine<Position> = {
  game: 'banqi',
  reasons: ILLEGAL_REASONS,
  parse(text) {
    const p = parsePosition(text);
    return p.ok ? p : err(`${p.error.field}:${p.error.reason}`);
  },
  format: makePosition,
  legalMoves: (pos) => legalActions(pos).map(makeAction).sort(),
  explain: (pos, move) => explain(pos, move),
  isCapture(pos, move) {
    const a = parseAction(move);
    if (!a.ok || a.value.type !== 'move') return false;
    const target = pos.cells[a.value.to];
    return target !== null && target !== undefined && target !== 'X';
  },
  isReveal(move) {
    const a = parseAction(move);
    return a.ok && a.value.type === 'reveal';
  },
  play(pos, move, identity) {
    const a = parseAction(move);
    if (!a.ok) return a;
    if (identity !== undefined && !isIdentity(identity)) return err('not-in-pool');
    const next = applyAction(pos, a.value, identity);
    return next.ok ? ok(next.value) : err(next.error);
  },
  status: (pos) => status(pos),
  turn: (pos) => pos.turn,
  ownSquares: (pos) =>
    pos.cells.flatMap((c, sq) => (c !== null && c !== FACE_DOWN && colourOf(c) === pos.turn ? [nameOf(sq)] : [])),
  drawIdentity: (pos, rng) => drawFromPool(pos, rng),
};
