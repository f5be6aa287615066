/** The games of the command line: each is its engine's one rules interface (the AI is in ai-commands.ts). */
import type { GameId } from '../engine/core/game-rules';
import { banqiGame } from '../engine/banqi';
import { jungleGame } from '../engine/jungle/index';
import type { CliGame } from './game-cli';

export const GAMES: Readonly<Record<GameId, CliGame>> = {
  banqi: { rules: banqiGame as CliGame['rules'] },
  jungle: { rules: jungleGame as CliGame['rules'] },
};
