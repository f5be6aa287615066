/**
 * The course stages' puzzle themes (src/lessons/course/puzzle-themes.ts): every mapped stage exists, its theme is
 * one of its game's, and the shipped index of that game holds puzzles of it, so the stage summary's
 * "practise this idea" link never leads to an empty trainer.
 */
import { describe, expect, it } from 'vitest';
import { mappedStages, stageTheme } from '../../../src/lessons/course/puzzle-themes';
import { courseStage } from '../../../src/lessons/course/stages';
import { shippedThemes } from '../../../src/puzzles/shipped-index';
import { themesOf } from '../../../src/puzzles/themes';
import { GAME_IDS } from '../../../src/i18n/routes';

describe('course stage puzzle themes', () => {
  for (const game of GAME_IDS) {
    it(`${game}: some stages are mapped, each to a theme of the game with shipped puzzles`, () => {
      const mapped = mappedStages(game);
      expect(mapped.length).toBeGreaterThan(0);
      const shipped = shippedThemes(game);
      for (const { n, theme } of mapped) {
        expect(courseStage(game, n), `${game} stage ${n}`).toBeDefined();
        expect(themesOf(game), `${game} stage ${n}`).toContain(theme);
        expect(shipped.find((t) => t.theme === theme)?.count ?? 0, `${game} stage ${n}: ${theme}`).toBeGreaterThan(0);
      }
    });
  }

  it('a stage without a fitting theme has none', () => {
    expect(stageTheme('banqi', 1)).toBeUndefined();
    expect(stageTheme('banqi', 6)).toBe('cannon-screen');
  });
});
