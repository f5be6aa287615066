/**
 * The shipped data: a small index per game (public/puzzles/<game>/index.json) and chunks of
 * puzzles sorted by rating (chunk-000.json, ...), so a page loads the index, then only the chunk
 * whose rating band holds the reader's rating (or the chunks a theme is found in). Typed parses,
 * checked by hand (json-shape.ts: no schema library in the trainer page's bundle); a chunk is also
 * checked against the rules of its game, which the caller passes (the page ships only its own engine).
 */
import { GAME_IDS, type GameId, type GameRules } from '../engine/core/game-rules';
import { err, ok, type Result } from '../engine/core/result';
import { isArrayOf, isInt, isObject, isOneOf, isRecordOf, isText } from './json-shape';
import { ALL_THEMES, themesOf, type Theme } from './theme-ids';

export interface Puzzle {
  readonly id: string;
  readonly game: GameId;
  /** The position in notation.md's notation, the solver to move. */
  readonly position: string;
  /** Solver and defender moves alternately, the solver's first and last (a Banqi reveal with `=x`). */
  readonly line: string[];
  readonly themes: Theme[];
  readonly rating: number;
  /** The self-play game it comes from: the generator's seed, the game's number, the ply. */
  readonly source: { readonly seed: number; readonly game: number; readonly ply: number };
}

export interface Chunk {
  readonly game: GameId;
  readonly puzzles: Puzzle[];
}

interface ChunkEntry {
  readonly file: string;
  readonly count: number;
  readonly minRating: number;
  readonly maxRating: number;
  /** How many of the chunk's puzzles carry each theme. */
  readonly themes: Readonly<Record<string, number>>;
}

export interface PuzzleIndex {
  readonly game: GameId;
  readonly count: number;
  readonly chunks: ChunkEntry[];
}

export type DataError =
  | { readonly kind: 'shape'; readonly message: string }
  | { readonly kind: 'position'; readonly id: string }
  | { readonly kind: 'line'; readonly id: string; readonly ply: number }
  | { readonly kind: 'theme'; readonly id: string; readonly theme: Theme };

const PUZZLE_ID = /^[bj]-[0-9a-f]{8}$/;
const CHUNK_FILE = /^chunk-\d{3}\.json$/;
const shape = (message: string): { readonly ok: false; readonly error: DataError } => err({ kind: 'shape', message });
const isMove = (v: unknown): v is string => isText(v, 4);
const isTheme = (v: unknown): v is Theme => isOneOf(v, ALL_THEMES);
const isWhole = (v: unknown): v is number => isInt(v);

/** A puzzle's fields (the log's lines and the chunks'), by shape only; `at` names it in the error. */
export function parsePuzzle(v: unknown, at = 'puzzle'): Result<Puzzle, DataError> {
  if (!isObject(v)) return shape(at);
  const { id, game, position, line, themes, rating, source } = v;
  if (!isText(id) || !PUZZLE_ID.test(id)) return shape(`${at}.id`);
  if (!isOneOf(game, GAME_IDS)) return shape(`${at}.game`);
  if (!isText(position, 1)) return shape(`${at}.position`);
  if (!isArrayOf(line, isMove, 1)) return shape(`${at}.line`);
  if (!isArrayOf(themes, isTheme)) return shape(`${at}.themes`);
  if (!isInt(rating, 0, 4000)) return shape(`${at}.rating`);
  if (!isObject(source) || !isInt(source.seed) || !isInt(source.game, 0) || !isInt(source.ply, 0)) {
    return shape(`${at}.source`);
  }
  const from = { seed: source.seed, game: source.game, ply: source.ply };
  return ok({ id, game, position, line: [...line], themes: [...themes], rating, source: from });
}

/** A puzzle the rules accept: its position parses and every move of its line is legal in turn. */
function checkPuzzle(p: Puzzle, rules: GameRules<unknown>): Result<Puzzle, DataError> {
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

/** A chunk of `rules`'s game: its shape, then each puzzle replayed by those rules. */
export function parseChunk(json: unknown, rules: GameRules<unknown>): Result<Chunk, DataError> {
  if (!isObject(json)) return shape('chunk');
  if (json.game !== rules.game) return shape('game');
  if (!Array.isArray(json.puzzles)) return shape('puzzles');
  const puzzles: Puzzle[] = [];
  for (const [i, raw] of json.puzzles.entries()) {
    const p = parsePuzzle(raw, `puzzles[${i}]`);
    if (!p.ok) return p;
    if (p.value.game !== rules.game) return shape(`puzzles[${i}].game`);
    const checked = checkPuzzle(p.value, rules);
    if (!checked.ok) return checked;
    puzzles.push(checked.value);
  }
  return ok({ game: rules.game, puzzles });
}

function parseEntry(v: unknown, at: string): Result<ChunkEntry, DataError> {
  if (!isObject(v)) return shape(at);
  const { file, count, minRating, maxRating, themes } = v;
  if (!isText(file) || !CHUNK_FILE.test(file)) return shape(`${at}.file`);
  if (!isInt(count, 1)) return shape(`${at}.count`);
  if (!isInt(minRating) || !isInt(maxRating)) return shape(`${at}.rating`);
  if (!isRecordOf(themes, isWhole)) return shape(`${at}.themes`);
  return ok({ file, count, minRating, maxRating, themes: { ...themes } });
}

export function parseIndex(json: unknown): Result<PuzzleIndex, DataError> {
  if (!isObject(json)) return shape('index');
  const { game, count, chunks } = json;
  if (!isOneOf(game, GAME_IDS)) return shape('game');
  if (!isInt(count, 0)) return shape('count');
  if (!Array.isArray(chunks)) return shape('chunks');
  const entries: ChunkEntry[] = [];
  for (const [i, raw] of chunks.entries()) {
    const entry = parseEntry(raw, `chunks[${i}]`);
    if (!entry.ok) return entry;
    entries.push(entry.value);
  }
  return ok({ game, count, chunks: entries });
}
