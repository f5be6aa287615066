/**
 * Reading the shipped data back from disk (tests, bench): the index and every chunk of a game,
 * through the typed parses of schema.ts. Node only; the trainer page will fetch the same files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameId } from '../engine/core/game-rules';
import { err, ok, type Result } from '../engine/core/result';
import { parseChunk, parseIndex, type DataError, type Puzzle, type PuzzleIndex } from './schema';

const shippedDir = (game: GameId): string => join('public', 'puzzles', game);

export function readShipped(game: GameId): Result<{ index: PuzzleIndex; puzzles: Puzzle[] }, DataError> {
  const dir = shippedDir(game);
  const index = parseIndex(JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')));
  if (!index.ok) return index;
  const puzzles: Puzzle[] = [];
  for (const c of index.value.chunks) {
    const chunk = parseChunk(JSON.parse(readFileSync(join(dir, c.file), 'utf8')));
    if (!chunk.ok) return chunk;
    if (chunk.value.puzzles.length !== c.count) return err({ kind: 'shape', message: `${c.file}: count` });
    puzzles.push(...chunk.value.puzzles);
  }
  return ok({ index: index.value, puzzles });
}
