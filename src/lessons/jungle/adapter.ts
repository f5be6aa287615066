/**
 * The Jungle engine as the lesson machinery sees it (../engine.ts): notation in, notation out,
 * every rule decided by src/engine/jungle. Jungle has no hidden pieces, so there are no reveals.
 */
import { err, ok } from '../../engine/core/result';
import {
  ILLEGAL_REASONS,
  applyMove,
  explain,
  legalMoves,
  makeMove,
  makePosition,
  nameOf,
  parseMove,
  parsePosition,
  status,
  type Position,
} from '../../engine/jungle';
import type { LessonEngine } from '../engine';

export const jungleEngine: LessonEngine<Position> = {
  game: 'jungle',
  reasons: ILLEGAL_REASONS,
  parse(text) {
    const p = parsePosition(text);
    return p.ok ? p : err(`${p.error.field}:${p.error.reason}`);
  },
  format: makePosition,
  legalMoves: (pos) => legalMoves(pos).map(makeMove).sort(),
  explain: (pos, move) => explain(pos, move),
  isCapture(pos, move) {
    const m = parseMove(move);
    return m.ok && pos.board[m.value.to] !== null && pos.board[m.value.to] !== undefined;
  },
  isReveal: () => false,
  play(pos, move) {
    const next = applyMove(pos, move);
    return next.ok ? ok(next.value) : err(next.error);
  },
  status: (pos) => status(pos),
  turn: (pos) => pos.turn,
  ownSquares: (pos) => pos.board.flatMap((p, sq) => (p !== null && p.colour === pos.turn ? [nameOf(sq)] : [])),
};
