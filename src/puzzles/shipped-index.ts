/**
 * The shipped index of a game read from disk at build time (node only), for what the pages say without
 * fetching: the trainer's puzzle count and theme links, the guides' "practise this idea: N puzzles".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameId } from '../engine/core/game-rules';
import { themeCount } from './loader';
import { parseIndex, type PuzzleIndex } from './schema';
import { themesOf, type Theme } from './themes';

const cache = new Map<GameId, PuzzleIndex>();

export function shippedIndex(game: GameId): PuzzleIndex {
  const known = cache.get(game);
  if (known !== undefined) return known;
  const parsed = parseIndex(JSON.parse(readFileSync(join('public', 'puzzles', game, 'index.json'), 'utf8')));
  if (!parsed.ok) throw new Error(`puzzles: public/puzzles/${game}/index.json: ${parsed.error.kind}`);
  cache.set(game, parsed.value);
  return parsed.value;
}

/** The game's themes with how many shipped puzzles carry each (themes without any left out). */
export function shippedThemes(game: GameId): { theme: Theme; count: number }[] {
  const index = shippedIndex(game);
  return themesOf(game)
    .map((theme) => ({ theme, count: themeCount(index, theme) }))
    .filter((t) => t.count > 0);
}
