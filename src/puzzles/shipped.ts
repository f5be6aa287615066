/**
 * Reading the shipped data back from disk (tests, bench): the index and every chunk of a game,
 * through the typed parses of schema.ts. Node only; the trainer page will fetch the same files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { banqiGame } from '../engine/banqi';
import type { GameId, GameRules } from '../engine/core/game-rules';
import { jungleGame } from '../engine/jungle/index';
import { err, ok, type Result } from '../engine/core/result';
import { parseChunk, parseIndex, type DataError, type Puzzle, type PuzzleIndex } from './schema';

function rulesOf(game: GameId): GameRules<unknown> {
  switch (game) {
    case 'banqi':
      return banqiGame as GameRules<unknown>;
    case 'jungle':
      return jungleGame as GameRules<unknown>;
  }
}

const shippedDir = (game: GameId): string => join('public', 'puzzles', game);

export function readShipped(game: GameId): Result<{ index: PuzzleIndex; puzzles: Puzzle[] }, DataError> {
  const dir = shippedDir(game);
  const index = parseIndex(JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')));
  if (!index.ok) return index;
  const puzzles: Puzzle[] = [];
  for (const c of index.value.chunks) {
    const chunk = parseChunk(JSON.parse(readFileSync(join(dir, c.file), 'utf8')), rulesOf(game));
    if (!chunk.ok) return chunk;
    if (chunk.value.puzzles.length !== c.count) return err({ kind: 'shape', message: `${c.file}: count` });
    puzzles.push(...chunk.value.puzzles);
  }
  return ok({ index: index.value, puzzles });
}
