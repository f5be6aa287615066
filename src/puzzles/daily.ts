/**
 * The daily puzzle: the same for every reader on a UTC day, drawn from the day's date and the game
 * alone (a seeded stream, engine/core/rng.ts), so no server is asked. The index's chunk counts turn
 * the draw into a chunk file and a place in it; only that chunk needs fetching.
 */
import type { GameId } from '../engine/core/game-rules';
import { createRng } from '../engine/core/rng';
import type { PuzzleIndex } from './schema';

/** '2026-12-07' for any time of that day in UTC. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

export interface DailySlot {
  readonly file: string;
  /** The puzzle's place in its chunk. */
  readonly offset: number;
}

/** Where the day's puzzle lies (null when the game ships none). */
export function dailySlot(game: GameId, day: string, index: PuzzleIndex): DailySlot | null {
  const total = index.chunks.reduce((n, c) => n + c.count, 0);
  if (total === 0) return null;
  let at = createRng(`daily:${game}:${day}`).nextInt(total);
  for (const chunk of index.chunks) {
    if (at < chunk.count) return { file: chunk.file, offset: at };
    at -= chunk.count;
  }
  return null;
}
