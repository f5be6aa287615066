/**
 * Writes the shipped data from the generator's log: every puzzle sorted by rating (then id), in
 * chunks of CHUNK_SIZE, with an index naming each chunk's rating band and theme counts
 * (schema.ts). The files are rewritten whole, so the output depends on the log alone.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameId } from '../engine/core/game-rules';
import type { Chunk, Puzzle, PuzzleIndex } from './schema';

const CHUNK_SIZE = 100;

export function shipPuzzles(game: GameId, puzzles: readonly Puzzle[], dir: string): PuzzleIndex {
  const sorted = [...puzzles].sort((a, b) => a.rating - b.rating || (a.id < b.id ? -1 : 1));
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (/^chunk-\d{3}\.json$/.test(f)) rmSync(join(dir, f));
  const chunks: PuzzleIndex['chunks'][number][] = [];
  for (let i = 0; i * CHUNK_SIZE < sorted.length; i++) {
    const part = sorted.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE);
    const file = `chunk-${String(i).padStart(3, '0')}.json`;
    const chunk: Chunk = { game, puzzles: part };
    writeFileSync(join(dir, file), JSON.stringify(chunk) + '\n');
    const themes: Record<string, number> = {};
    for (const p of part) for (const t of p.themes) themes[t] = (themes[t] ?? 0) + 1;
    chunks.push({ file, count: part.length, minRating: part[0]!.rating, maxRating: part.at(-1)!.rating, themes });
  }
  const index: PuzzleIndex = { game, count: sorted.length, chunks };
  writeFileSync(join(dir, 'index.json'), JSON.stringify(index, null, 1) + '\n');
  return index;
}
