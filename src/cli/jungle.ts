/**
 * The `jungle` side of the `plyyard` command line (shared/notation.md). Output:
 * - moves: sorted legal moves; perft: one number; play: the position after the moves;
 * - explain: `legal` or `illegal <reason>` (ILLEGAL_REASONS; text that is no move is bad input, exit 2);
 * - status: `<result> <reason>`: `ongoing none`, `red-wins den-entered`, `draw no-progress`, ...
 * Errors: an invalid position gives code `<field>:<reason>` (e.g. `board:piece-in-own-den`, see
 * POSITION_ERROR_REASONS); a move refused by `play` gives its reason code (e.g. `own-den`).
 */
import { err, ok, type Result } from '../engine/core/result';
import {
  JungleBoard,
  MAX_MOVES,
  applyMove,
  boardPerft,
  boardStatus,
  explain,
  makeMove,
  makePosition,
  makeStatus,
  nameOf,
  parsePosition,
  type Position,
} from '../engine/jungle/index';
import { bestJungleMove } from '../ai/jungle';
import { explainLine, positionError, type CliError, type GameCli } from './game-cli';
import { searchOptions } from './search-options';

/** Deeper perft is refused rather than left running for minutes (depth 6 from the start takes seconds). */
export const JUNGLE_MAX_PERFT_DEPTH = 8;

const board = new JungleBoard();
const buffer = new Int32Array(MAX_MOVES);
/** Move text by board code (from | to << 6). */
const MOVE_TEXT: readonly string[] = Array.from({ length: 64 * 64 }, (_, m) =>
  (m & 63) < 63 && m >> 6 < 63 ? nameOf(m & 63) + nameOf(m >> 6) : '',
);

function position(text: string): Result<Position, CliError> {
  const p = parsePosition(text);
  return p.ok ? p : positionError(p.error);
}

export const jungleCli: GameCli = {
  moves(text) {
    const p = position(text);
    if (!p.ok) return p;
    board.load(p.value);
    const n = board.generate(buffer, 0);
    const out = new Array<string>(n);
    for (let i = 0; i < n; i++) out[i] = MOVE_TEXT[buffer[i]!]!;
    return ok(out.sort());
  },

  perft(text, depth) {
    const p = position(text);
    if (!p.ok) return p;
    if (!Number.isInteger(depth) || depth < 0 || depth > JUNGLE_MAX_PERFT_DEPTH) {
      return err({ code: 'usage', message: `perft depth must be 0..${JUNGLE_MAX_PERFT_DEPTH}` });
    }
    return ok(boardPerft(JungleBoard.fromPosition(p.value), depth));
  },

  play(text, moves) {
    const p = position(text);
    if (!p.ok) return p;
    let current = p.value;
    for (let i = 0; i < moves.length; i++) {
      const next = applyMove(current, moves[i]!);
      if (!next.ok) return err({ code: next.error, message: `move ${i + 1} '${moves[i]}' refused: ${next.error}` });
      current = next.value;
    }
    return ok(makePosition(current));
  },

  explain(text, move) {
    const p = position(text);
    if (!p.ok) return p;
    return explainLine(move, explain(p.value, move));
  },

  status(text) {
    const p = position(text);
    if (!p.ok) return p;
    board.load(p.value);
    return ok(makeStatus(boardStatus(board)));
  },

  bestmove(text, options) {
    const p = position(text);
    if (!p.ok) return p;
    const opts = searchOptions(options);
    if (!opts.ok) return opts;
    const r = bestJungleMove(p.value, opts.value);
    if (r.move === null) {
      board.load(p.value);
      return ok(`none ${makeStatus(boardStatus(board))}`);
    }
    return ok(makeMove(r.move));
  },
};
