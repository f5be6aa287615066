/**
 * The puzzle theme that practises each course stage's idea (issue 49: "practise this idea: N puzzles" on the
 * stage summary, a link to /<lang>/<game>/puzzles/?theme=<id>). Only stages whose idea a theme fits have one;
 * tests/unit/lessons/puzzle-themes.test.ts checks that each mapped theme is the game's and has shipped puzzles.
 */
import type { GameId } from '../../i18n/routes';
import type { Theme } from '../../puzzles/themes';

const STAGE_THEMES: Readonly<Record<GameId, Readonly<Record<number, Theme>>>> = {
  banqi: {
    3: 'safe-capture', // ranks: capture what you outrank, and stay safe
    4: 'last-pieces', // the goal: take every piece or leave none a move
    5: 'soldier-takes-general',
    6: 'cannon-screen',
    7: 'cannon-screen', // face-down screens and targets
    10: 'last-pieces', // the final game, a few pieces left
  },
  jungle: {
    1: 'den-attack',
    2: 'rat-elephant',
    5: 'lake-jump',
    6: 'blocking-rat',
    7: 'trap',
    8: 'trap',
    9: 'safe-capture', // mixed captures, the safe one
    11: 'den-attack', // the race to the den
  },
};

export const stageTheme = (game: GameId, n: number): Theme | undefined => STAGE_THEMES[game][n];

/** Every mapped stage, for the test. */
export const mappedStages = (game: GameId): { n: number; theme: Theme }[] =>
  Object.entries(STAGE_THEMES[game]).map(([n, theme]) => ({ n: Number(n), theme }));
