/** The play controller's view of the Banqi engine (rules.md B1-B9): see ./rules.ts. */
import { err, ok, type Result } from '../engine/core/result';
import { createRng } from '../engine/core/rng';
import {
  ILLEGAL_REASONS,
  CLOCK_LIMIT,
  FACE_DOWN,
  Referee,
  START_TEXT,
  STATUS_REASONS,
  capturedList,
  colourOf,
  dealFromRng,
  explain,
  isIdentity,
  legalActions,
  makeAction,
  makeDeal,
  makePosition,
  nameOf,
  parseDeal,
  parsePosition,
  publicView,
  squareOf,
  status,
  type Position,
} from '../engine/banqi';
import type { Square, SquareContent } from '../board/types';
import type { PlayRules, Targets } from './rules';
import type { DealJson } from './types';

function faceDownSquares(pos: Position): Square[] {
  const out: Square[] = [];
  pos.cells.forEach((c, sq) => {
    if (c === FACE_DOWN) out.push(nameOf(sq));
  });
  return out;
}

/** The part of the start's deal that is still face down in `pos`. */
function dealOf(pos: Position, deal: DealJson): DealJson {
  const out: Record<string, string> = {};
  for (const sq of faceDownSquares(pos)) {
    const id = deal[sq];
    if (id !== undefined) out[sq] = id;
  }
  return out;
}

export const banqiRules: PlayRules<Position> = {
  game: 'banqi',
  startText: START_TEXT,
  clockLimit: CLOCK_LIMIT,
  illegalReasons: ILLEGAL_REASONS,
  statusReasons: STATUS_REASONS,

  parse(text) {
    const r = parsePosition(text);
    return r.ok ? r : err({ field: r.error.field, reason: r.error.reason });
  },
  format: makePosition,
  isStandardStart: (pos) => makePosition(pos) === START_TEXT,
  turn: (pos) => (pos.turn === 'unassigned' ? null : pos.turn),
  clock: (pos) => pos.clock,
  status: (pos) => status(pos),

  contentAt(pos, square) {
    const sq = squareOf(square);
    const cell = sq === undefined ? null : (pos.cells[sq] ?? null);
    return cell ?? '';
  },

  targets(pos): Targets {
    const movable = new Map<Square, Square[]>();
    const revealable = new Set<Square>();
    if (pos.turn !== 'unassigned') {
      pos.cells.forEach((c, sq) => {
        if (c !== null && c !== FACE_DOWN && colourOf(c) === pos.turn) movable.set(nameOf(sq), []);
      });
    }
    for (const a of legalActions(pos)) {
      if (a.type === 'reveal') revealable.add(nameOf(a.square));
      else movable.get(nameOf(a.from))?.push(nameOf(a.to));
    }
    return { movable, revealable };
  },

  explain: (pos, from, to) => explain(pos, from + to),

  newDeal(pos, seed) {
    return makeDeal(dealFromRng(pos, createRng(seed)));
  },

  checkDeal(pos, deal): Result<DealJson | null, string> {
    if (deal === null) return err('deal-missing');
    const r = parseDeal(pos, deal);
    return r.ok ? ok(makeDeal(r.value)) : err(r.error.reason);
  },

  play(pos, deal, text) {
    if (deal === null) return err('identity-unknown');
    const parsed = parseDeal(pos, dealOf(pos, deal));
    if (!parsed.ok) return err(parsed.error.reason);
    const referee = new Referee(pos, { type: 'deal', deal: parsed.value });
    const played = referee.play(text);
    return played.ok ? ok({ text: makeAction(played.value), position: referee.position }) : played;
  },

  captured: (pos) => capturedList(publicView(pos)),
  colourOf: (content: SquareContent) => (isIdentity(content) ? colourOf(content) : null),
};
