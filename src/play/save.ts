/**
 * The game in progress as saved in the browser (JSON), and its validation when read back: the
 * shape is checked field by field, the start parsed, the deal checked against it and every action
 * replayed by the referee. Anything wrong gives a typed SaveError (the page discards the save and
 * says so); nothing here throws.
 */
import { err, ok, type Result } from '../engine/core/result';
import type { Orientation } from '../board/types';
import { isOver, replayActions } from './controller';
import type { PlayRules } from './rules';
import { isLevel, type DealJson, type Ending, type GameState, type Seat, type Setup } from './types';

const SAVE_VERSION = 1;

/** The storage key of a game's save (one game in progress per game kind). */
export const saveKey = (game: string): string => `plyyard.play.${game}`;

export interface SavedGame {
  readonly version: typeof SAVE_VERSION;
  readonly game: string;
  readonly setup: Setup;
  readonly seed: number;
  readonly start: string;
  readonly deal: DealJson | null;
  readonly actions: readonly string[];
  readonly ending: Ending | null;
  readonly orientation: Orientation;
}

/**
 * Why a save was refused: 'not-json', 'bad-shape' (a field missing or of the wrong type; `detail`
 * names it), 'wrong-version', 'wrong-game', 'bad-start' (the start does not parse), 'bad-deal' (the
 * deal does not fit the start), 'bad-action' (the referee refused action number `ply`),
 * 'bad-ending' (a resignation or agreed draw recorded after the game was already over).
 */
type SaveErrorCode =
  'not-json' | 'bad-shape' | 'wrong-version' | 'wrong-game' | 'bad-start' | 'bad-deal' | 'bad-action' | 'bad-ending';

export interface SaveError {
  readonly code: SaveErrorCode;
  /** The field or engine reason at fault, for developers. */
  readonly detail?: string;
  /** For 'bad-action': the 1-based number of the refused action. */
  readonly ply?: number;
}

export function toSaved<P>(rules: PlayRules<P>, state: GameState<P>): SavedGame {
  return {
    version: SAVE_VERSION,
    game: state.game,
    setup: state.setup,
    seed: state.seed,
    start: rules.format(state.start),
    deal: state.deal,
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

function readDeal(v: unknown): Result<DealJson | null, SaveError> {
  if (v === null) return ok(null);
  if (!isRecord(v)) return shape('deal');
  const out: Record<string, string> = {};
  for (const [k, letter] of Object.entries(v)) {
    if (typeof letter !== 'string') return shape('deal');
    out[k] = letter;
  }
  return ok(out);
}

/** Reads a save back into a game, checking everything; a typed error for anything that does not hold. */
export function restore<P>(rules: PlayRules<P>, raw: string): Result<GameState<P>, SaveError> {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return err({ code: 'not-json' });
  }
  if (!isRecord(data)) return shape('save');
  if (data.version !== SAVE_VERSION) return err({ code: 'wrong-version', detail: String(data.version) });
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
  const dealRead = readDeal(data.deal);
  if (!dealRead.ok) return dealRead;

  const start = rules.parse(data.start);
  if (!start.ok) return err({ code: 'bad-start', detail: start.error.reason });
  const deal = rules.checkDeal(start.value, dealRead.value);
  if (!deal.ok) return err({ code: 'bad-deal', detail: deal.error });
  const plies = replayActions(rules, start.value, deal.value, actions);
  if (!plies.ok) return err({ code: 'bad-action', ply: plies.error.ply, detail: plies.error.reason });

  const state: GameState<P> = {
    game: rules.game,
    setup: setup.value,
    seed,
    start: start.value,
    deal: deal.value,
    plies: plies.value,
    ending: null,
    orientation,
  };
  if (ending.value !== null && isOver(rules, state)) return err({ code: 'bad-ending' });
  return ok({ ...state, ending: ending.value });
}
