/** The play controller's view of the Jungle engine (rules.md J1-J6): see ./rules.ts. No hidden pieces, so no deal. */
import { err, ok } from '../engine/core/result';
import {
  ANIMALS,
  CLOCK_LIMIT,
  ILLEGAL_REASONS,
  START_POSITION,
  STATUS_REASONS,
  applyMove,
  explain,
  legalMoves,
  makeMove,
  makePosition,
  nameOf,
  parseMove,
  parsePieceLetter,
  parsePosition,
  pieceLetter,
  squareOf,
  status,
  type Position,
} from '../engine/jungle';
import type { Square, SquareContent } from '../board/types';
import type { PlayRules, Targets } from './rules';

export const jungleRules: PlayRules<Position> = {
  game: 'jungle',
  startText: START_POSITION,
  clockLimit: CLOCK_LIMIT,
  illegalReasons: ILLEGAL_REASONS,
  statusReasons: STATUS_REASONS,

  parse(text) {
    const r = parsePosition(text);
    return r.ok ? r : err({ field: r.error.field, reason: r.error.reason });
  },
  format: makePosition,
  isStandardStart: (pos) => makePosition(pos) === START_POSITION,
  turn: (pos) => pos.turn,
  clock: (pos) => pos.clock,
  status: (pos) => status(pos),

  contentAt(pos, square) {
    const sq = squareOf(square);
    const piece = sq === undefined ? null : (pos.board[sq] ?? null);
    return piece === null ? '' : pieceLetter(piece);
  },

  targets(pos): Targets {
    const movable = new Map<Square, Square[]>();
    pos.board.forEach((p, sq) => {
      if (p !== null && p.colour === pos.turn) movable.set(nameOf(sq), []);
    });
    for (const m of legalMoves(pos)) movable.get(nameOf(m.from))?.push(nameOf(m.to));
    return { movable, revealable: new Set() };
  },

  explain: (pos, from, to) => explain(pos, from + to),

  newDeal: () => null,
  checkDeal: (_pos, deal) => (deal === null ? ok(null) : err('deal-not-expected')),

  play(pos, _deal, text) {
    const move = parseMove(text);
    if (!move.ok) return move;
    const next = applyMove(pos, move.value);
    return next.ok ? ok({ text: makeMove(move.value), position: next.value }) : next;
  },

  captured(pos) {
    const present = new Set(pos.board.flatMap((p) => (p === null ? [] : [pieceLetter(p)])));
    const out: SquareContent[] = [];
    for (const letter of [...ANIMALS, ...ANIMALS.map((a) => a.toLowerCase())])
      if (!present.has(letter)) out.push(letter);
    return out;
  },
  colourOf: (content) => parsePieceLetter(content)?.colour ?? null,
};
