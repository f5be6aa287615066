/** The Jungle engine behind the one rules interface (core/game-rules.ts). No hidden pieces. */
import type { GameRules, Targets } from '../core/game-rules';
import { ILLEGAL_REASONS, explain } from './explain';
import { parseMove } from './move';
import { perft } from './perft';
import { ANIMALS, parsePieceLetter, pieceLetter } from './pieces';
import { applyMove, legalMoves } from './play';
import { CLOCK_LIMIT, START_POSITION, makePosition, parsePosition, type Position } from './position';
import { SQUARES, nameOf, squareOf } from './squares';
import { JungleBoard, MAX_MOVES } from './board';
import { STATUS_REASONS, status } from './status';

const BOARD = new JungleBoard();
const BUFFER = new Int32Array(MAX_MOVES);
/**
 * Move text by board code (from | to << 6), so listing moves allocates no Move objects. Built on first use,
 * not when the module loads (every lesson page loads the engines; few list moves at once).
 */
let moveTexts: readonly string[] | undefined;
const moveText = (): readonly string[] =>
  (moveTexts ??= Array.from({ length: 64 * 64 }, (_, m) =>
    (m & 63) < SQUARES && m >> 6 < SQUARES ? nameOf(m & 63) + nameOf(m >> 6) : '',
  ));

export const jungleGame: GameRules<Position> = {
  game: 'jungle',
  startText: START_POSITION,
  clockLimit: CLOCK_LIMIT,
  illegalReasons: ILLEGAL_REASONS,
  statusReasons: STATUS_REASONS,
  parse: parsePosition,
  format: makePosition,
  isStandardStart: (pos) => makePosition(pos) === START_POSITION,
  turn: (pos) => pos.turn,
  clock: (pos) => pos.clock,
  status,

  contentAt(pos, square) {
    const sq = squareOf(square);
    const piece = sq === undefined ? null : (pos.board[sq] ?? null);
    return piece === null ? '' : pieceLetter(piece);
  },

  legalMoves(pos) {
    BOARD.load(pos);
    const n = BOARD.generate(BUFFER, 0);
    const out = new Array<string>(n);
    const text = moveText();
    for (let i = 0; i < n; i++) out[i] = text[BUFFER[i]! & 4095]!;
    return out.sort();
  },

  targets(pos): Targets {
    const movable = new Map<string, string[]>();
    pos.board.forEach((p, sq) => {
      if (p !== null && p.colour === pos.turn) movable.set(nameOf(sq), []);
    });
    for (const m of legalMoves(pos)) movable.get(nameOf(m.from))?.push(nameOf(m.to));
    return { movable, revealable: new Set() };
  },

  explain: (pos, move) => explain(pos, move),

  isCapture(pos, move) {
    const m = parseMove(move);
    return m.ok && explain(pos, m.value) === 'legal' && pos.board[m.value.to] !== null;
  },

  isReveal: () => false,

  play(pos, move) {
    return applyMove(pos, move);
  },

  perft,

  captured(pos) {
    const present = new Set(pos.board.flatMap((p) => (p === null ? [] : [pieceLetter(p)])));
    return [...ANIMALS, ...ANIMALS.map((a) => a.toLowerCase())].filter((letter) => !present.has(letter));
  },

  colourOf: (content) => parsePieceLetter(content)?.colour ?? null,
};
