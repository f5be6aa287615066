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

/**
 * What each game offers the `plyyard` command line (see ../shared/notation.md).
 * Every method takes notation text and returns notation text; none throws on bad input.
 */
export interface GameCli {
  /** Sorted legal moves (plain string order); empty when the game is over. */
  moves(position: string): Result<readonly string[], CliError>;
  perft(position: string, depth: number): Result<number, CliError>;
  /** Position after the moves; a Banqi reveal without `=x` draws from the pool using `seed`. */
  play(position: string, moves: readonly string[], seed: number): Result<string, CliError>;
  /** `legal` or `illegal <reason-code>`. */
  explain(position: string, move: string): Result<string, CliError>;
  /** `ongoing <reason>`, `red-wins <reason>`, `draw <reason>`, ... */
  status(position: string): Result<string, CliError>;
  /** The AI's move (`none <result> <reason>` when the game is over); absent until the AI exists. */
  bestmove?(position: string, options: BestMoveOptions): Result<string, CliError>;
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
