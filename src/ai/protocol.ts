/**
 * The message protocol between the play page and the AI worker (worker.ts), and the pure handler
 * the worker runs, so the protocol is testable without a worker.
 *
 * Request:  { id, kind?: 'move' | 'draw', game: 'banqi' | 'jungle', position: notation text,
 *             level: 1-4, timeMs, seed, nodes? }
 *   `nodes` (optional, a whole number from 1 to MAX_NODES) is a node budget that wins over timeMs and
 *   makes the answer reproducible (the lessons' play-it-out defence uses it).
 * Response: { id, move: notation text | null, accepts?, error? }.
 *   kind 'move' (the default): `move` is the AI's move for the side to move, null with no error
 *     when the game is over.
 *   kind 'draw': the AI is the side to move and answers a draw offer: `accepts` (acceptsDraw), `move` null.
 *   On an error `move` is null and `error` is one of AI_ERRORS: 'bad-request' (not an object with
 *   a numeric id and a position string), 'bad-kind', 'bad-game', 'bad-level', 'bad-time' (timeMs
 *   not a number from 1 to 60000), 'bad-seed' (not a whole number), 'bad-nodes' (given, but not a whole
 *   number from 1 to MAX_NODES), 'bad-position' (the notation
 *   does not parse).
 */
import { makeAction, parsePosition as parseBanqi } from '../engine/banqi';
import { isGameId, type GameId } from '../engine/core/game-rules';
import { makeMove, parsePosition as parseJungle } from '../engine/jungle/index';
import { bestBanqiAction } from './banqi';
import { acceptsDraw } from './draw';
import { bestJungleMove } from './jungle';
import { isLevel } from './types';

const AI_ERRORS = [
  'bad-request',
  'bad-kind',
  'bad-game',
  'bad-level',
  'bad-time',
  'bad-seed',
  'bad-nodes',
  'bad-position',
] as const;
type AiError = (typeof AI_ERRORS)[number];

export interface AiRequest {
  readonly id: number;
  /** 'move' (the default): the AI's move. 'draw': whether the AI, to move, accepts a draw offer. */
  readonly kind?: 'move' | 'draw';
  readonly game: GameId;
  readonly position: string;
  readonly level: number;
  readonly timeMs: number;
  readonly seed: number;
  /** A node budget (reproducible search); wins over timeMs. */
  readonly nodes?: number;
}

export interface AiResponse {
  readonly id: number;
  readonly move: string | null;
  /** The answer to a 'draw' request. */
  readonly accepts?: boolean;
  readonly error?: AiError;
}

const MAX_TIME_MS = 60_000;
const MAX_NODES = 10_000_000;

const fail = (id: number, error: AiError): AiResponse => ({ id, move: null, error });

/** Answers one request; never throws. */
export function handleAiRequest(data: unknown): AiResponse {
  if (typeof data !== 'object' || data === null) return fail(-1, 'bad-request');
  const r = data as Partial<Record<keyof AiRequest, unknown>>;
  const id = typeof r.id === 'number' && Number.isFinite(r.id) ? r.id : -1;
  if (id < 0 || typeof r.position !== 'string') return fail(id, 'bad-request');
  const kind = r.kind ?? 'move';
  if (kind !== 'move' && kind !== 'draw') return fail(id, 'bad-kind');
  if (!isGameId(r.game)) return fail(id, 'bad-game');
  if (typeof r.level !== 'number' || !isLevel(r.level)) return fail(id, 'bad-level');
  if (typeof r.timeMs !== 'number' || !(r.timeMs >= 1 && r.timeMs <= MAX_TIME_MS)) return fail(id, 'bad-time');
  if (typeof r.seed !== 'number' || !Number.isInteger(r.seed)) return fail(id, 'bad-seed');
  const nodes = r.nodes;
  if (
    nodes !== undefined &&
    !(typeof nodes === 'number' && Number.isInteger(nodes) && nodes >= 1 && nodes <= MAX_NODES)
  )
    return fail(id, 'bad-nodes');
  const options = { level: r.level, timeMs: r.timeMs, seed: r.seed >>> 0, ...(nodes === undefined ? {} : { nodes }) };
  if (r.game === 'banqi') {
    const p = parseBanqi(r.position);
    if (!p.ok) return fail(id, 'bad-position');
    if (kind === 'draw') return { id, move: null, accepts: acceptsDraw('banqi', p.value, options) };
    const best = bestBanqiAction(p.value, options);
    return { id, move: best.move === null ? null : makeAction(best.move) };
  }
  const p = parseJungle(r.position);
  if (!p.ok) return fail(id, 'bad-position');
  if (kind === 'draw') return { id, move: null, accepts: acceptsDraw('jungle', p.value, options) };
  const best = bestJungleMove(p.value, options);
  return { id, move: best.move === null ? null : makeMove(best.move) };
}
