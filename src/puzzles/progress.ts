/**
 * The reader's puzzle progress, one record per game, kept in the browser under one key (the same in every
 * locale, so a rating follows the reader from /pt/ to /de/): the Glicko-2 rating, the streak of puzzles
 * solved in a row, and what happened to each puzzle seen. Pure: the page reads and writes the text.
 * A save that does not parse is never thrown away: parseProgress keeps every game record that still
 * reads, and the page stores the unreadable text under a spare key (spareKey) before writing again.
 */
import { GAME_IDS, type GameId } from '../engine/core/game-rules';
import { err, ok, type Result } from '../engine/core/result';
import { NEW_READER, updateRating, type Rating } from './glicko2';
import { isFiniteNumber, isInt, isObject, isOneOf, isRecordOf } from './json-shape';

export const PROGRESS_KEY = 'plyyard.puzzles';

/**
 * A shipped puzzle's own deviation in a reader's update: its rating is an estimate from the generator
 * (initial-rating.ts), not a played history, so it counts as fairly uncertain.
 */
const PUZZLE_DEVIATION = 150;

export interface GameProgress {
  readonly rating: Rating;
  readonly streak: number;
  readonly best: number;
  readonly seen: Readonly<Record<string, 'solved' | 'failed'>>;
}

const OUTCOMES = ['solved', 'failed'] as const;
const isOutcome = (v: unknown): v is (typeof OUTCOMES)[number] => isOneOf(v, OUTCOMES);

/** One game's record of a save, or null when any of its fields is missing or out of range. */
function readGameProgress(v: unknown): GameProgress | null {
  if (!isObject(v) || !isObject(v.rating)) return null;
  const { rating, deviation, volatility } = v.rating;
  if (!isFiniteNumber(rating) || !isFiniteNumber(deviation, true) || !isFiniteNumber(volatility, true)) return null;
  const { streak, best, seen } = v;
  if (!isInt(streak, 0) || !isInt(best, 0) || !isRecordOf(seen, isOutcome)) return null;
  return { rating: { rating, deviation, volatility }, streak, best, seen: { ...seen } };
}
export type Progress = Readonly<Record<GameId, GameProgress>>;

const fresh = (): GameProgress => ({ rating: { ...NEW_READER }, streak: 0, best: 0, seen: {} });
export const emptyProgress = (): Progress => ({ banqi: fresh(), jungle: fresh() });

/** Why a save could not be read in full; `kept` holds what could (fresh records for the rest). */
export type ProgressError =
  | { readonly kind: 'json'; readonly kept: Progress }
  | { readonly kind: 'shape'; readonly games: readonly GameId[]; readonly kept: Progress };

export function parseProgress(text: string | null): Result<Progress, ProgressError> {
  if (text === null) return ok(emptyProgress());
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err({ kind: 'json', kept: emptyProgress() });
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return err({ kind: 'json', kept: emptyProgress() });
  }
  const record = json as Record<string, unknown>;
  const kept = emptyProgress() as Record<GameId, GameProgress>;
  const broken: GameId[] = [];
  for (const game of GAME_IDS) {
    if (record[game] === undefined) continue;
    const parsed = readGameProgress(record[game]);
    if (parsed !== null) kept[game] = parsed;
    else broken.push(game);
  }
  return broken.length === 0 ? ok(kept) : err({ kind: 'shape', games: broken, kept });
}

export const serializeProgress = (progress: Progress): string => JSON.stringify(progress);

/** The first key of the form `plyyard.puzzles.unreadable-<n>` that `taken` says is free. */
export function spareKey(taken: (key: string) => boolean): string {
  let n = 1;
  while (taken(`${PROGRESS_KEY}.unreadable-${n}`)) n++;
  return `${PROGRESS_KEY}.unreadable-${n}`;
}

export interface Outcome {
  readonly id: string;
  /** The puzzle's rating (its opponent strength in the update). */
  readonly rating: number;
  /** 1 solved, 0.5 solved after a hint, 0 failed. */
  readonly score: 0 | 0.5 | 1;
}

/**
 * The progress after one puzzle: a Glicko-2 period of one game against the puzzle, the streak, the puzzle seen.
 * A puzzle met again (the daily one reopened, a theme practised twice) changes nothing: only the first try
 * rates the reader, as on lichess.
 */
export function recordOutcome(progress: Progress, game: GameId, outcome: Outcome): Progress {
  const before = progress[game];
  if (before.seen[outcome.id] !== undefined) return progress;
  const rating: Rating = updateRating(before.rating, [
    { opponent: { rating: outcome.rating, deviation: PUZZLE_DEVIATION }, score: outcome.score },
  ]);
  const solved = outcome.score > 0;
  const streak = solved ? before.streak + 1 : 0;
  const now: GameProgress = {
    rating,
    streak,
    best: Math.max(before.best, streak),
    seen: { ...before.seen, [outcome.id]: solved ? 'solved' : 'failed' },
  };
  return { ...progress, [game]: now };
}
