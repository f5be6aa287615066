/** The games of the command line: each is its engine's one rules interface plus its AI. */
import { bestBanqiAction } from '../ai/banqi';
import { bestJungleMove } from '../ai/jungle';
import type { SearchOptions } from '../ai/types';
import { GAME_IDS, isGameId, type GameId, type GameRules } from '../engine/core/game-rules';
import { ok } from '../engine/core/result';
import { banqiGame, makeAction } from '../engine/banqi';
import { jungleGame, makeMove } from '../engine/jungle/index';
import type { CliGame } from './game-cli';
import { searchOptions } from './search-options';

export const GAME_NAMES = GAME_IDS;
export type GameName = GameId;
export const isGameName = isGameId;

/** A game's rules with its AI, which answers in the game's move text. */
function cliGame<P, M>(
  rules: GameRules<P>,
  search: (pos: P, options: SearchOptions) => { readonly move: M | null },
  write: (move: M) => string,
): CliGame {
  return {
    rules: rules as GameRules<unknown>,
    bestMove(position, options) {
      const opts = searchOptions(options);
      if (!opts.ok) return opts;
      const r = search(position as P, opts.value);
      return ok(r.move === null ? null : write(r.move));
    },
  };
}

export const GAMES: Readonly<Record<GameName, CliGame>> = {
  banqi: cliGame(banqiGame, bestBanqiAction, makeAction),
  jungle: cliGame(jungleGame, bestJungleMove, makeMove),
};
