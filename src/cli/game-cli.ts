import type { GameId, GameRules } from '../engine/core/game-rules';
import type { Result } from '../engine/core/result';

/** A bad-input error for the command line: a stable code plus a short human explanation. */
export interface CliError {
  readonly code: string;
  readonly message: string;
}

export interface BestMoveOptions {
  readonly ms?: number;
  readonly level?: number;
  readonly seed?: number;
  /** Node budget per move: replaces the time budget and makes the answer reproducible. */
  readonly nodes?: number;
}

/** A game as the command line sees it: the one rules interface; every command but the AI's needs only this. */
export interface CliGame {
  readonly rules: GameRules<unknown>;
}

/**
 * The AI's commands (`bestmove`, `match`), loaded by the entry only when one of them is asked for, so
 * the rules commands start without the AI's code (ai-commands.ts).
 */
export interface CliAi {
  /** The AI's move in the game's notation, null when the game is over. */
  bestMove(game: GameId, position: unknown, options: BestMoveOptions): Result<string | null, CliError>;
  match(game: GameId, args: readonly string[], options: ReadonlyMap<string, string>): Result<string, CliError>;
}

/** Reasons that mean the move text itself is bad input (exit 2), not a move the rules refuse. */
const MALFORMED_MOVE = new Set(['move-syntax', 'off-board']);

/** The `explain` line for an engine verdict; malformed move text is a bad-input error. */
export function explainLine(move: string, why: string): Result<string, CliError> {
  if (why === 'legal') return { ok: true, value: 'legal' };
  if (MALFORMED_MOVE.has(why)) return { ok: false, error: { code: why, message: `'${move}' is not a move (${why})` } };
  return { ok: true, value: `illegal ${why}` };
}

/** The command-line error for a position the engine refused: code `<field>:<reason>`. */
export function positionError(e: { readonly field: string; readonly reason: string; readonly message: string }): {
  readonly ok: false;
  readonly error: CliError;
} {
  return { ok: false, error: { code: `${e.field}:${e.reason}`, message: `bad position (${e.field}): ${e.message}` } };
}
