/**
 * The shipped data: a small index per game (public/puzzles/<game>/index.json) and chunks of
 * puzzles sorted by rating (chunk-000.json, ...), so a page loads the index, then only the chunk
 * whose rating band holds the reader's rating (or the chunks a theme is found in). zod schemas
 * with typed parses that check each position and line against the rules.
 */
import { z } from 'zod';
import { banqiGame } from '../engine/banqi';
import { GAME_IDS, type GameId, type GameRules } from '../engine/core/game-rules';
import { err, ok, type Result } from '../engine/core/result';
import { jungleGame } from '../engine/jungle/index';
import { ALL_THEMES, themesOf, type Theme } from './themes';

export const PUZZLE_SCHEMA = z.object({
  id: z.string().regex(/^[bj]-[0-9a-f]{8}$/),
  game: z.enum(GAME_IDS),
  /** The position in notation.md's notation, the solver to move. */
  position: z.string().min(1),
  /** Solver and defender moves alternately, the solver's first and last (a Banqi reveal with `=x`). */
  line: z.array(z.string().min(4)).min(1),
  themes: z.array(z.enum(ALL_THEMES as [Theme, ...Theme[]])),
  rating: z.number().int().min(0).max(4000),
  /** The self-play game it comes from: the generator's seed, the game's number, the ply. */
  source: z.object({ seed: z.number().int(), game: z.number().int().min(0), ply: z.number().int().min(0) }),
});
export type Puzzle = z.infer<typeof PUZZLE_SCHEMA>;

const CHUNK_SCHEMA = z.object({ game: z.enum(GAME_IDS), puzzles: z.array(PUZZLE_SCHEMA) });
export type Chunk = z.infer<typeof CHUNK_SCHEMA>;

const INDEX_SCHEMA = z.object({
  game: z.enum(GAME_IDS),
  count: z.number().int().min(0),
  chunks: z.array(
    z.object({
      file: z.string().regex(/^chunk-\d{3}\.json$/),
      count: z.number().int().min(1),
      minRating: z.number().int(),
      maxRating: z.number().int(),
      themes: z.record(z.string(), z.number().int()),
    }),
  ),
});
export type PuzzleIndex = z.infer<typeof INDEX_SCHEMA>;

export type DataError =
  | { readonly kind: 'shape'; readonly message: string }
  | { readonly kind: 'position'; readonly id: string }
  | { readonly kind: 'line'; readonly id: string; readonly ply: number }
  | { readonly kind: 'theme'; readonly id: string; readonly theme: Theme };

function rulesOf(game: GameId): GameRules<unknown> {
  switch (game) {
    case 'banqi':
      return banqiGame as GameRules<unknown>;
    case 'jungle':
      return jungleGame as GameRules<unknown>;
  }
}

/** A puzzle the rules accept: its position parses and every move of its line is legal in turn. */
function checkPuzzle(p: Puzzle): Result<Puzzle, DataError> {
  const rules = rulesOf(p.game);
  const parsed = rules.parse(p.position);
  if (!parsed.ok) return err({ kind: 'position', id: p.id });
  let at = parsed.value;
  for (const [ply, move] of p.line.entries()) {
    // A safest-reveal puzzle's line is one reveal without its identity: legal, never played.
    if (p.line.length === 1 && rules.isReveal(move) && !move.includes('=')) {
      if (!rules.legalMoves(at).includes(move)) return err({ kind: 'line', id: p.id, ply });
      break;
    }
    const next = rules.play(at, move);
    if (!next.ok) return err({ kind: 'line', id: p.id, ply });
    at = next.value;
  }
  const foreign = p.themes.find((t) => !themesOf(p.game).includes(t));
  return foreign === undefined ? ok(p) : err({ kind: 'theme', id: p.id, theme: foreign });
}

export function parseChunk(json: unknown): Result<Chunk, DataError> {
  const shape = CHUNK_SCHEMA.safeParse(json);
  if (!shape.success) return err({ kind: 'shape', message: shape.error.message });
  for (const p of shape.data.puzzles) {
    const checked = checkPuzzle(p);
    if (!checked.ok) return checked;
  }
  return ok(shape.data);
}

export function parseIndex(json: unknown): Result<PuzzleIndex, DataError> {
  const shape = INDEX_SCHEMA.safeParse(json);
  return shape.success ? ok(shape.data) : err({ kind: 'shape', message: shape.error.message });
}
