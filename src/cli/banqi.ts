/**
 * The `banqi` side of the plyyard command line (notation.md, "Command line").
 * Errors: an invalid position gives code `<field>:<reason>` (e.g. `board:rank-length`, see
 * POSITION_ERROR_REASONS); an action refused by `play` gives its reason code (ILLEGAL_REASONS,
 * 'move-syntax', 'off-board', 'identity-conflict', ...). `explain` prints `illegal <code>` for any
 * action text, text that is no action (move-syntax, off-board) is bad input (exit 2).
 */
import { err, ok, type Result } from '../engine/core/result';
import {
  BanqiBoard,
  MAX_ACTIONS,
  Referee,
  explain,
  makeAction,
  makePosition,
  makeStatus,
  nameOf,
  parsePosition,
  boardPerft,
  boardStatus,
  type Position,
} from '../engine/banqi';
import { bestBanqiAction } from '../ai/banqi';
import { explainLine, positionError, type CliError, type GameCli } from './game-cli';
import { searchOptions } from './search-options';

/** Deepest perft the command line accepts (depth 4 from a midgame already takes seconds). */
export const MAX_CLI_PERFT_DEPTH = 8;

const board = new BanqiBoard();
const buffer = new Int32Array(MAX_ACTIONS);
/** Action text by board code (from | to << 5). */
const ACTION_TEXT: readonly string[] = Array.from({ length: 1024 }, (_, code) => nameOf(code & 31) + nameOf(code >> 5));

function position(text: string): Result<Position, CliError> {
  const p = parsePosition(text);
  return p.ok ? p : positionError(p.error);
}

export const banqiCli: GameCli = {
  moves(text) {
    const p = position(text);
    if (!p.ok) return p;
    board.load(p.value);
    const n = board.generate(buffer, 0);
    const out = new Array<string>(n);
    for (let i = 0; i < n; i++) out[i] = ACTION_TEXT[buffer[i]!]!;
    return ok(out.sort());
  },

  perft(text, depth) {
    const p = position(text);
    if (!p.ok) return p;
    if (!Number.isInteger(depth) || depth < 0 || depth > MAX_CLI_PERFT_DEPTH) {
      return err({ code: 'usage', message: `perft depth must be 0..${MAX_CLI_PERFT_DEPTH}` });
    }
    return ok(boardPerft(BanqiBoard.fromPosition(p.value), depth));
  },

  play(text, moves, seed) {
    const p = position(text);
    if (!p.ok) return p;
    const referee = new Referee(p.value, { type: 'seed', seed });
    for (let i = 0; i < moves.length; i++) {
      const played = referee.play(moves[i]!);
      if (!played.ok)
        return err({ code: played.error, message: `action ${i + 1} '${moves[i]}' refused: ${played.error}` });
    }
    return ok(makePosition(referee.position));
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
    const r = bestBanqiAction(p.value, opts.value);
    if (r.move === null) {
      board.load(p.value);
      return ok(`none ${makeStatus(boardStatus(board))}`);
    }
    return ok(makeAction(r.move));
  },
};
