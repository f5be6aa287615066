/**
 * The command line's AI: `bestmove` through each game's AI, answering in the game's move text, and
 * `match`. Loaded by plyyard.ts only for those commands (issue 16: the others start without it).
 */
import { bestBanqiAction } from '../ai/banqi';
import { bestJungleMove } from '../ai/jungle';
import type { SearchOptions } from '../ai/types';
import type { GameId } from '../engine/core/game-rules';
import { ok, type Result } from '../engine/core/result';
import { makeAction } from '../engine/banqi';
import { makeMove } from '../engine/jungle/index';
import type { BestMoveOptions, CliAi, CliError } from './game-cli';
import { matchCommand } from './match';
import { searchOptions } from './search-options';

/** A game's AI as a function of (position, options) answering in the game's move text. */
function aiMove<P, M>(
  search: (pos: P, options: SearchOptions) => { readonly move: M | null },
  write: (move: M) => string,
): (position: unknown, options: BestMoveOptions) => Result<string | null, CliError> {
  return (position, options) => {
    const opts = searchOptions(options);
    if (!opts.ok) return opts;
    const r = search(position as P, opts.value);
    return ok(r.move === null ? null : write(r.move));
  };
}

const BEST_MOVE: Readonly<Record<GameId, ReturnType<typeof aiMove>>> = {
  banqi: aiMove(bestBanqiAction, makeAction),
  jungle: aiMove(bestJungleMove, makeMove),
};

export const CLI_AI: CliAi = {
  bestMove: (game, position, options) => BEST_MOVE[game](position, options),
  match: matchCommand,
};
