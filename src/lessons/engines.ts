/** The lesson adapter of each game (a game without one cannot have exercises yet). */
import type { GameId } from '../i18n/routes';
import { banqiEngine } from './banqi/adapter';
import type { LessonEngine } from './engine';
import { jungleEngine } from './jungle/adapter';

const ENGINES: Readonly<Record<GameId, LessonEngine<unknown> | undefined>> = {
  banqi: banqiEngine,
  jungle: jungleEngine as LessonEngine<unknown>,
};

export function lessonEngine(game: GameId): LessonEngine<unknown> | undefined {
  return ENGINES[game];
}
