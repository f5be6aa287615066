import type { GameCli } from './game-cli';
import { banqiCli } from './banqi';
import { jungleCli } from './jungle';

export const GAME_NAMES = ['banqi', 'jungle'] as const;
export type GameName = (typeof GAME_NAMES)[number];

export const GAMES: Readonly<Record<GameName, GameCli>> = { banqi: banqiCli, jungle: jungleCli };

export function isGameName(text: string | undefined): text is GameName {
  return (GAME_NAMES as readonly string[]).includes(text ?? '');
}
