/**
 * The game in progress as saved in the browser (JSON), and its validation when read back: the
 * shape is checked field by field, the start parsed and every action replayed. A save holds public
 * history only: the moves and the identities already revealed (`c2c2=R`), never a face-down one.
 * An action the rules refuse ends the replay there: the valid moves before it are kept and the
 * refusal is reported. Anything else wrong gives a typed SaveError; nothing here throws.
 */
import { err, ok, type Result } from '../engine/core/result';
import type { Orientation } from '../board/types';
import { hasOutcome, replayActions } from './controller';
import type { PlayRules } from './rules';
import type { Rng } from '../engine/core/rng';
import { freshRng } from './fresh-rng';
import { isLevel, type Ending, type GameState, type Seat, type Setup } from './types';

/** Version 2 dropped the deal (version 1's `deal` field is ignored when read: its actions carry the reveals). */
const SAVE_VERSION = 2;
const READABLE_VERSIONS: readonly unknown[] = [1, SAVE_VERSION];

/** The storage key of a game's save (one game in progress per game kind). */
export const saveKey = (game: string): string => `plyyard.play.${game}`;

export interface SavedGame {
  readonly version: typeof SAVE_VERSION;
  readonly game: string;
  readonly setup: Setup;
  readonly seed: number;
  readonly start: string;
  readonly actions: readonly string[];
  readonly ending: Ending | null;
  readonly orientation: Orientation;
}

/**
 * Why a save was refused: 'not-json', 'bad-shape' (a field missing or of the wrong type; `detail`
 * names it), 'wrong-version', 'wrong-game', 'bad-start' (the start does not parse), 'bad-ending' (a
 * resignation or agreed draw recorded after the game was already over).
 */
type SaveErrorCode = 'not-json' | 'bad-shape' | 'wrong-version' | 'wrong-game' | 'bad-start' | 'bad-ending';

export interface SaveError {
  readonly code: SaveErrorCode;
  /** The field or engine reason at fault, for developers. */
  readonly detail?: string;
}

export function toSaved<P>(rules: PlayRules<P>, state: GameState<P>): SavedGame {
  return {
    version: SAVE_VERSION,
    game: state.game,
    setup: state.setup,
    seed: state.seed,
    start: rules.format(state.start),
    actions: state.plies.map((p) => p.text),
    ending: state.ending,
    orientation: state.orientation,
  };
}

export const serialize = <P>(rules: PlayRules<P>, state: GameState<P>): string => JSON.stringify(toSaved(rules, state));

type Json = Readonly<Record<string, unknown>>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeat = (v: unknown): v is Seat => v === 'first' || v === 'second';
const shape = (detail: string): Result<never, SaveError> => err({ code: 'bad-shape', detail });

function readSetup(v: unknown): Result<Setup, SaveError> {
  if (!isRecord(v)) return shape('setup');
  if (v.mode === 'local') return ok({ mode: 'local' });
  if (v.mode !== 'ai') return shape('setup.mode');
  if (!isLevel(v.level)) return shape('setup.level');
  if (!isSeat(v.human)) return shape('setup.human');
  return ok({ mode: 'ai', level: v.level, human: v.human });
}

function readEnding(v: unknown): Result<Ending | null, SaveError> {
  if (v === null) return ok(null);
  if (!isRecord(v)) return shape('ending');
  if (v.kind === 'agreed-draw') return ok({ kind: 'agreed-draw' });
  if (v.kind === 'resigned' && isSeat(v.seat)) return ok({ kind: 'resigned', seat: v.seat });
  return shape('ending');
}

/** A save read back: the game, and the first refused action when the moves stopped short of the record's. */
export interface Restored<P> {
  readonly state: GameState<P>;
  /** The 1-based number and engine code of the refused action (the game keeps the moves before it). */
  readonly refused: { readonly ply: number; readonly reason: string } | null;
}

/**
 * Reads a save back into a game, checking everything; a typed error for anything that does not hold.
 * Reveals played after it draw from `draw` (fresh randomness by default).
 */
export function restore<P>(rules: PlayRules<P>, raw: string, draw: Rng = freshRng): Result<Restored<P>, SaveError> {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return err({ code: 'not-json' });
  }
  if (!isRecord(data)) return shape('save');
  if (!READABLE_VERSIONS.includes(data.version)) return err({ code: 'wrong-version', detail: String(data.version) });
  if (data.game !== rules.game) return err({ code: 'wrong-game', detail: String(data.game) });
  const setup = readSetup(data.setup);
  if (!setup.ok) return setup;
  const seed = data.seed;
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) return shape('seed');
  if (typeof data.start !== 'string') return shape('start');
  const orientation = data.orientation;
  if (orientation !== 'first' && orientation !== 'second') return shape('orientation');
  const actions = data.actions;
  if (!Array.isArray(actions) || !actions.every((a): a is string => typeof a === 'string')) return shape('actions');
  const ending = readEnding(data.ending);
  if (!ending.ok) return ending;

  const start = rules.parse(data.start);
  if (!start.ok) return err({ code: 'bad-start', detail: start.error.reason });
  const replayed = replayActions(rules, start.value, actions);

  const state: GameState<P> = {
    game: rules.game,
    setup: setup.value,
    seed,
    start: start.value,
    draw,
    plies: replayed.plies,
    ending: null,
    orientation,
  };
  if (replayed.refused !== null) return ok({ state, refused: replayed.refused });
  if (ending.value !== null && hasOutcome(rules, state)) return err({ code: 'bad-ending' });
  return ok({ state: { ...state, ending: ending.value }, refused: null });
}
