/**
 * The trainer page's side of the shipped data: the index first, then one chunk at a time, fetched
 * from /puzzles/<game>/ and checked by the typed parses of schema.ts (a chunk by the page's game's rules). A failed request or a file
 * that does not parse is a typed error the page translates; nothing throws.
 */
import type { GameId, GameRules } from '../engine/core/game-rules';
import { err, ok, type Result } from '../engine/core/result';
import { parseChunk, parseIndex, type Chunk, type DataError, type PuzzleIndex } from './schema';
import type { Theme } from './theme-ids';

export type LoadError =
  | { readonly kind: 'network'; readonly file: string; readonly status: number }
  | { readonly kind: 'json'; readonly file: string }
  | { readonly kind: 'data'; readonly file: string; readonly error: DataError };

export type Fetcher = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

const dataUrl = (game: GameId, file: string): string => `/puzzles/${game}/${file}`;

async function fetchJson(fetcher: Fetcher, game: GameId, file: string): Promise<Result<unknown, LoadError>> {
  let res: Awaited<ReturnType<Fetcher>>;
  try {
    res = await fetcher(dataUrl(game, file));
  } catch {
    return err({ kind: 'network', file, status: 0 });
  }
  if (!res.ok) return err({ kind: 'network', file, status: res.status });
  try {
    return ok(await res.json());
  } catch {
    return err({ kind: 'json', file });
  }
}

export async function loadIndex(fetcher: Fetcher, game: GameId): Promise<Result<PuzzleIndex, LoadError>> {
  const json = await fetchJson(fetcher, game, 'index.json');
  if (!json.ok) return json;
  const index = parseIndex(json.value);
  if (!index.ok) return err({ kind: 'data', file: 'index.json', error: index.error });
  return index.value.game === game
    ? index
    : err({ kind: 'data', file: 'index.json', error: { kind: 'shape', message: 'game' } });
}

/** A chunk of the game of `rules` (the page's own engine), replayed by them. */
export async function loadChunk(
  fetcher: Fetcher,
  rules: GameRules<unknown>,
  file: string,
): Promise<Result<Chunk, LoadError>> {
  const json = await fetchJson(fetcher, rules.game, file);
  if (!json.ok) return json;
  const chunk = parseChunk(json.value, rules);
  return chunk.ok ? chunk : err({ kind: 'data', file, error: chunk.error });
}

/**
 * The chunk to fetch next: among those not fetched yet (and holding the theme, if one is asked), the one whose
 * rating band lies nearest the reader's rating, with that distance (0 inside the band). Null when none is left.
 */
export function nearestChunk(
  index: PuzzleIndex,
  rating: number,
  fetched: ReadonlySet<string>,
  theme?: Theme,
): { readonly file: string; readonly gap: number } | null {
  let best: { file: string; gap: number } | null = null;
  let gap = Infinity;
  for (const c of index.chunks) {
    if (fetched.has(c.file)) continue;
    if (theme !== undefined && (c.themes[theme] ?? 0) === 0) continue;
    const d = rating < c.minRating ? c.minRating - rating : rating > c.maxRating ? rating - c.maxRating : 0;
    if (d < gap) {
      best = { file: c.file, gap: d };
      gap = d;
    }
  }
  return best;
}

/** How many shipped puzzles carry a theme (from the index alone). */
export const themeCount = (index: PuzzleIndex, theme: Theme): number =>
  index.chunks.reduce((n, c) => n + (c.themes[theme] ?? 0), 0);
