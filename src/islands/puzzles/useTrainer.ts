/**
 * The trainer's data and the reader's progress: the index first, then one chunk at a time (the one whose
 * rating band is nearest the reader's rating, or holds the asked theme, or the day's puzzle), the progress
 * read once from the browser and written after each puzzle. `?theme=<id>` practises one theme, `?daily`
 * opens the day's puzzle.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameId, GameRules } from '../../engine/core/game-rules';
import { dailySlot, utcDay } from '../../puzzles/daily';
import { loadChunk, loadIndex, nearestChunk } from '../../puzzles/loader';
import { pickNext } from '../../puzzles/pick';
import { PROGRESS_KEY, parseProgress, recordOutcome, serializeProgress, type Progress } from '../../puzzles/progress';
import type { Puzzle, PuzzleIndex } from '../../puzzles/schema';
import { themesOf, type Theme } from '../../puzzles/theme-ids';
import { readStored, writeStored } from '../play/storage';
import { loadSavedProgress, type KeyStore } from './saved-progress';

type Mode = { readonly kind: 'daily'; readonly day: string } | { readonly kind: 'rated'; readonly theme?: Theme };

type TrainerStatus = 'loading' | 'ready' | 'error' | 'empty';

export interface Trainer {
  readonly status: TrainerStatus;
  readonly mode: Mode;
  readonly puzzle: Puzzle | null;
  readonly progress: Progress;
  /** The saved progress could not be read in full (its text is kept under a spare key). */
  readonly saveError: boolean;
  readonly record: (score: 0 | 0.5 | 1) => void;
  readonly next: () => void;
}

/** The mode a page address asks for: the day's puzzle, one theme of the game, or all. */
function modeOf(game: GameId, search: string, now: Date): Mode {
  const params = new URLSearchParams(search);
  if (params.has('daily')) return { kind: 'daily', day: utcDay(now) };
  const theme = params.get('theme');
  const known = themesOf(game).find((t) => t === theme);
  return known === undefined ? { kind: 'rated' } : { kind: 'rated', theme: known };
}

const BROWSER: KeyStore = { get: readStored, set: writeStored };

/** The trainer of `rules`'s game (its chunks are replayed by those rules). */
export function useTrainer(rules: GameRules<unknown>): Trainer {
  const game = rules.game;
  const [mode, setMode] = useState<Mode>({ kind: 'rated' });
  const [status, setStatus] = useState<TrainerStatus>('loading');
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [saved, setSaved] = useState(() => ({ progress: readProgressOnce(), saveError: false }));
  const data = useRef<{ index: PuzzleIndex | null; pool: Puzzle[]; fetched: Set<string> }>({
    index: null,
    pool: [],
    fetched: new Set(),
  });

  /** Fetches a chunk into the pool; its puzzles, or null when it could not be loaded. */
  async function fetchInto(file: string): Promise<readonly Puzzle[] | null> {
    const chunk = await loadChunk(fetch, rules, file);
    data.current.fetched.add(file);
    if (!chunk.ok) return null;
    data.current.pool.push(...chunk.value.puzzles);
    return chunk.value.puzzles;
  }

  /** The unseen puzzle nearest the rating, fetching the chunks that may hold a nearer one first. */
  async function pick(progress: Progress, theme: Theme | undefined, skip: string | null): Promise<void> {
    const { index, pool, fetched } = data.current;
    if (index === null) return;
    const rating = progress[game].rating.rating;
    const seen = new Set(Object.keys(progress[game].seen));
    if (skip !== null) seen.add(skip);
    for (;;) {
      const best = pickNext(pool, { rating, seen, theme });
      const chunk = nearestChunk(index, rating, fetched, theme);
      if (chunk === null || (best !== null && Math.abs(best.rating - rating) <= chunk.gap)) {
        setPuzzle(best);
        setStatus(best === null ? 'empty' : 'ready');
        return;
      }
      if ((await fetchInto(chunk.file)) === null) {
        setStatus('error');
        return;
      }
    }
  }

  useEffect(() => {
    const first = loadSavedProgress(BROWSER);
    setSaved(first);
    const asked = modeOf(game, window.location.search, new Date());
    setMode(asked);
    void (async () => {
      const index = await loadIndex(fetch, game);
      if (!index.ok) return setStatus('error');
      data.current.index = index.value;
      if (asked.kind === 'rated') return pick(first.progress, asked.theme, null);
      const slot = dailySlot(game, asked.day, index.value);
      if (slot === null) return setStatus('empty');
      const puzzles = await fetchInto(slot.file);
      if (puzzles === null) return setStatus('error');
      const daily = puzzles[slot.offset] ?? null;
      setPuzzle(daily);
      setStatus(daily === null ? 'empty' : 'ready');
    })();
  }, [game]);

  function record(score: 0 | 0.5 | 1): void {
    if (puzzle === null) return;
    const now = recordOutcome(saved.progress, game, { id: puzzle.id, rating: puzzle.rating, score });
    // Another tab may have written since: keep its other game's record.
    const stored = parseProgress(readStored(PROGRESS_KEY));
    const merged = stored.ok ? { ...stored.value, [game]: now[game] } : now;
    writeStored(PROGRESS_KEY, serializeProgress(merged));
    setSaved({ progress: merged, saveError: saved.saveError });
  }

  function next(): void {
    const rated: Mode = mode.kind === 'rated' ? mode : { kind: 'rated' };
    setMode(rated);
    setStatus('loading');
    void pick(saved.progress, rated.kind === 'rated' ? rated.theme : undefined, puzzle?.id ?? null);
  }

  return { status, mode, puzzle, progress: saved.progress, saveError: saved.saveError, record, next };
}

/** The first render's progress (the server has no storage: a fresh record until the effect reads it). */
function readProgressOnce(): Progress {
  const parsed = parseProgress(null);
  return parsed.ok ? parsed.value : parsed.error.kept;
}
