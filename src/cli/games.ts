/** The games of the command line: each is its engine's one rules interface plus its AI. */
import { bestBanqiAction } from '../ai/banqi';
import { bestJungleMove } from '../ai/jungle';
import { GAME_IDS, isGameId, type GameId } from '../engine/core/game-rules';
import { ok } from '../engine/core/result';
import { banqiGame, makeAction, type Position as BanqiPosition } from '../engine/banqi';
import { jungleGame, makeMove, type Position as JunglePosition } from '../engine/jungle/index';
import type { CliGame } from './game-cli';
import { searchOptions } from './search-options';

export const GAME_NAMES = GAME_IDS;
export type GameName = GameId;
export const isGameName = isGameId;

export const GAMES: Readonly<Record<GameName, CliGame>> = {
  banqi: {
    rules: banqiGame,
    bestMove(position, options) {
      const opts = searchOptions(options);
      if (!opts.ok) return opts;
      const r = bestBanqiAction(position as BanqiPosition, opts.value);
      return ok(r.move === null ? null : makeAction(r.move));
    },
  },
  jungle: {
    rules: jungleGame,
    bestMove(position, options) {
      const opts = searchOptions(options);
      if (!opts.ok) return opts;
      const r = bestJungleMove(position as JunglePosition, opts.value);
      return ok(r.move === null ? null : makeMove(r.move));
    },
  },
};
