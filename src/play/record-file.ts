/**
 * The game record a reader exports and imports on the play page (README, "Game records"): a small
 * JSON text with the start position in notation, the moves in order (Banqi reveals carry the
 * identity that turned up, `c2c2=R`) and how the game ended when it did not end on the board. It
 * holds public history only, like a save. Reading one checks its shape with zod, parses the start
 * and replays every move; anything wrong is a typed RecordError, never an exception.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../engine/core/result';
import { currentPosition, newGame, replayActions } from './controller';
import type { PlayRules } from './rules';
import { seatToMove } from '../engine/core/seats';
import type { RulesStatus } from '../engine/core/game-rules';
import type { Ending, GameState, Ply } from './types';

const RECORD_FORMAT = 'plyyard-record';
const RECORD_VERSION = 1;

/** Longer texts are refused unread (a very long real game stays far below this). */
export const MAX_RECORD_LENGTH = 100_000;

const seat = z.enum(['first', 'second']);
const ending = z.union([
  z.object({ kind: z.literal('resigned'), seat }).strict(),
  z.object({ kind: z.literal('agreed-draw') }).strict(),
  // Decided on the board: the result and reason code of the engine's status (notation.md, `status`).
  z
    .object({
      kind: z.literal('board'),
      result: z.enum(['draw', 'red-wins', 'black-wins', 'blue-wins']),
      reason: z.string().max(40),
    })
    .strict(),
]);

type RecordEnding = z.infer<typeof ending>;

/** How a game's record ends: its resignation or agreed draw, else the board's status once it is over. */
function endingOf(status: RulesStatus, recorded: Ending | null): RecordEnding | null {
  if (recorded !== null) return recorded;
  if (status.result === 'ongoing') return null;
  return { kind: 'board', result: status.result, reason: status.reason };
}

const recordSchema = z
  .object({
    format: z.literal(RECORD_FORMAT),
    version: z.literal(RECORD_VERSION),
    game: z.string(),
    start: z.string().max(200),
    moves: z.array(z.string().max(8)).max(10_000),
    ending: ending.nullable().optional(),
  })
  .strict();

type GameRecord = z.infer<typeof recordSchema>;

/**
 * Why a record cannot be imported: 'empty', 'too-long', 'not-json', 'bad-shape' (not a record of
 * this format: `detail` is the path of the first field at fault), 'wrong-game' (a record of the
 * other game), 'bad-start' (the start does not parse: the engine's reason), 'bad-move' (move number
 * `ply`, 1-based, is refused by the rules: the engine's reason), 'bad-ending' (a resignation or draw
 * recorded after the game was over on the board), 'ending-mismatch' (the record says the board
 * decided the game, `detail` its "result reason", but the replayed position's status is `actual`).
 */
export type RecordError =
  | { readonly code: 'empty' | 'too-long' | 'not-json' | 'bad-ending' }
  | { readonly code: 'bad-shape'; readonly detail: string }
  | { readonly code: 'wrong-game'; readonly detail: string }
  | { readonly code: 'bad-start'; readonly detail: string }
  | { readonly code: 'bad-move'; readonly ply: number; readonly detail: string }
  | { readonly code: 'ending-mismatch'; readonly detail: string; readonly actual: string };

/** The record of a game as data: start, moves as recorded, and its ending (null while it goes on). */
function recordOf<P>(rules: PlayRules<P>, state: GameState<P>): GameRecord {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    game: state.game,
    start: rules.format(state.start),
    moves: state.plies.map((p) => p.text),
    ending: endingOf(rules.status(currentPosition(state)), state.ending),
  };
}

/** The record of a game, pretty-printed for reading and sharing. */
export function exportRecord<P>(rules: PlayRules<P>, state: GameState<P>): string {
  return JSON.stringify(recordOf(rules, state), null, 1);
}

/** The same record on one line, the smallest text (the replay link carries it). */
export function compactRecord<P>(rules: PlayRules<P>, state: GameState<P>): string {
  return JSON.stringify(recordOf(rules, state));
}

/** A record read back: its start, the plies replayed from it, and its ending. */
interface ImportedRecord<P> {
  readonly start: P;
  readonly plies: readonly Ply<P>[];
  readonly ending: Ending | null;
}

/** Reads a record's text for `rules`' game; every move must be legal where it stands. */
export function importRecord<P>(rules: PlayRules<P>, text: string): Result<ImportedRecord<P>, RecordError> {
  const trimmed = text.trim();
  if (trimmed === '') return err({ code: 'empty' });
  if (trimmed.length > MAX_RECORD_LENGTH) return err({ code: 'too-long' });
  let data: unknown;
  try {
    data = JSON.parse(trimmed);
  } catch {
    return err({ code: 'not-json' });
  }
  const checked = recordSchema.safeParse(data);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return err({ code: 'bad-shape', detail: issue === undefined ? '' : issue.path.join('.') });
  }
  const record = checked.data;
  if (record.game !== rules.game) return err({ code: 'wrong-game', detail: record.game });
  const start = rules.parse(record.start);
  if (!start.ok) return err({ code: 'bad-start', detail: start.error.reason });
  const replayed = replayActions(rules, start.value, record.moves);
  if (replayed.refused !== null)
    return err({ code: 'bad-move', ply: replayed.refused.ply, detail: replayed.refused.reason });
  const recorded = record.ending ?? null;
  const last = replayed.plies.at(-1)?.position ?? start.value;
  const status = rules.status(last);
  if (recorded?.kind === 'board') {
    const said = `${recorded.result} ${recorded.reason}`;
    const actual = `${status.result} ${status.reason}`;
    if (said !== actual) return err({ code: 'ending-mismatch', detail: said, actual });
    return ok({ start: start.value, plies: replayed.plies, ending: null });
  }
  // A record without an ending (older records) is read as it replays.
  if (recorded !== null && status.result !== 'ongoing') return err({ code: 'bad-ending' });
  return ok({ start: start.value, plies: replayed.plies, ending: recorded });
}

/**
 * The game an imported record gives, keeping the current setup; against the AI the reader takes the
 * side to move, so nothing is played for them on arrival.
 */
function gameOfRecord<P>(
  rules: PlayRules<P>,
  now: GameState<P>,
  imported: ImportedRecord<P>,
  seed: number,
): GameState<P> {
  const toMove = seatToMove(imported);
  const setup = now.setup.mode === 'ai' ? { ...now.setup, human: toMove } : now.setup;
  const base = newGame(rules, { setup, start: imported.start, seed });
  return { ...base, plies: imported.plies, ending: imported.ending };
}

/** A record's text read for `rules`' game and the game it gives (the one path of a paste, a file and a replay link). */
export function gameFromRecord<P>(
  rules: PlayRules<P>,
  now: GameState<P>,
  text: string,
  seed: number,
): Result<{ readonly state: GameState<P>; readonly count: number }, RecordError> {
  const r = importRecord(rules, text);
  if (!r.ok) return r;
  return ok({ state: gameOfRecord(rules, now, r.value, seed), count: r.value.plies.length });
}
