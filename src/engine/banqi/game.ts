/** The Banqi engine behind the one rules interface (core/game-rules.ts); public information only (B9). */
import type { GameRules, Targets } from '../core/game-rules';
import { err, ok } from '../core/result';
import { parseAction } from './action';
import { explain, ILLEGAL_REASONS } from './explain';
import { perft } from './perft';
import { colourOf, isIdentity } from './pieces';
import { drawFromPool } from './pool-draw';
import { CLOCK_LIMIT, FACE_DOWN, START_TEXT, type Position } from './position';
import { makePosition, parsePosition } from './position-text';
import { capturedList, publicView } from './public-view';
import { applyAction, legalActions } from './rules';
import { nameOf, squareOf } from './squares';
import { scratchBoard } from './scratch';
import { MAX_ACTIONS } from './board';
import { STATUS_REASONS, status } from './status';

const BUFFER = new Int32Array(MAX_ACTIONS);
/**
 * Action text by board code (from | to << 5), so listing moves allocates no Action objects. Built on first
 * use, not when the module loads (every lesson page loads the engines; few list moves at once).
 */
let actionTexts: readonly string[] | undefined;
const actionText = (): readonly string[] =>
  (actionTexts ??= Array.from({ length: 1024 }, (_, code) => nameOf(code & 31) + nameOf(code >> 5)));

export const banqiGame: GameRules<Position> = {
  game: 'banqi',
  startText: START_TEXT,
  clockLimit: CLOCK_LIMIT,
  illegalReasons: ILLEGAL_REASONS,
  statusReasons: STATUS_REASONS,
  parse: parsePosition,
  format: makePosition,
  isStandardStart: (pos) => makePosition(pos) === START_TEXT,
  turn: (pos) => (pos.turn === 'unassigned' ? null : pos.turn),
  clock: (pos) => pos.clock,
  status,

  contentAt(pos, square) {
    const sq = squareOf(square);
    return (sq === undefined ? null : pos.cells[sq]) ?? '';
  },

  legalMoves(pos) {
    const n = scratchBoard(pos).generate(BUFFER, 0);
    const out = new Array<string>(n);
    const text = actionText();
    for (let i = 0; i < n; i++) out[i] = text[BUFFER[i]!]!;
    return out.sort();
  },

  targets(pos): Targets {
    const movable = new Map<string, string[]>();
    const revealable = new Set<string>();
    pos.cells.forEach((c, sq) => {
      if (c !== null && c !== FACE_DOWN && colourOf(c) === pos.turn) movable.set(nameOf(sq), []);
    });
    for (const a of legalActions(pos)) {
      if (a.type === 'reveal') revealable.add(nameOf(a.square));
      else movable.get(nameOf(a.from))?.push(nameOf(a.to));
    }
    return { movable, revealable };
  },

  explain: (pos, move) => explain(pos, move),

  isCapture(pos, move) {
    const a = parseAction(move);
    if (!a.ok || a.value.type !== 'move' || explain(pos, a.value) !== 'legal') return false;
    const target = pos.cells[a.value.to];
    return target !== null && target !== undefined && target !== FACE_DOWN;
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
    return next.ok ? ok(next.value) : next;
  },

  perft,
  captured: (pos) => capturedList(publicView(pos)),
  colourOf: (content) => (isIdentity(content) ? colourOf(content) : null),
  drawIdentity: drawFromPool,
};
