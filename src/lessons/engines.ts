/** The rules of each game, as the lessons use them (a game without exercises simply has none listed). */
import type { GameId } from '../engine/core/game-rules';
import { banqiGame } from '../engine/banqi';
import { jungleGame } from '../engine/jungle';
import type { LessonEngine } from './engine';

const ENGINES: Readonly<Record<GameId, LessonEngine<unknown> | undefined>> = {
  banqi: banqiGame,
  jungle: jungleGame,
};

export function lessonEngine(game: GameId): LessonEngine<unknown> | undefined {
  return ENGINES[game];
}
