/**
 * The position being edited, field by field, and the pure edits on it: place or remove a piece,
 * move one, set the side to move, the clock, the move number and (Banqi) the face-down pool. A draft
 * may be any arrangement at all; whether it is a position is the engine's word (`judgeDraft`), so
 * the editor can show what is wrong with it instead of refusing the edit.
 */
import { makeBoardField, parseBoardField, parseWholeNumber } from '../engine/core/board-field';
import type { PositionField, PositionProblem } from '../engine/core/game-rules';
import { err, ok, type Result } from '../engine/core/result';
import type { EditorSpec, TurnLetter } from './spec';

export interface Draft {
  /** Square contents indexed rank0 * files + file0 (a1 = 0): a notation letter, or '' for empty. */
  readonly cells: readonly string[];
  readonly turn: TurnLetter;
  /** Banqi: identities face down, by letter (missing means 0). Empty for a game without pool. */
  readonly pool: Readonly<Record<string, number>>;
  readonly clock: number;
  readonly moveNumber: number;
}

const FACE_DOWN = 'X';

/** An empty board, red to move, clock 0, move 1. */
export function emptyDraft<P>(spec: EditorSpec<P>): Draft {
  return {
    cells: new Array<string>(spec.dims.files * spec.dims.ranks).fill(''),
    turn: 'r',
    pool: {},
    clock: 0,
    moveNumber: 1,
  };
}

function readPool<P>(spec: EditorSpec<P>, text: string): Record<string, number> | undefined {
  if (text === '-') return {};
  const pool: Record<string, number> = {};
  const pairs = text.match(/[A-Za-z]\d{1,2}/g);
  if (pairs === null || pairs.join('') !== text) return undefined;
  for (const pair of pairs) {
    const letter = pair[0]!;
    if (spec.fullSet === null || !(letter in spec.fullSet)) return undefined;
    pool[letter] = (pool[letter] ?? 0) + Number(pair.slice(1));
  }
  return pool;
}

const problem = (field: PositionField, reason: string, message: string): Result<never, PositionProblem> =>
  err({ field, reason, message });

/**
 * A draft from notation, when its fields can be read at all (a piece in its own den, a pool that
 * does not add up or a count past the full set still load, so the editor can show and fix them).
 * Text that cannot be read is refused with the field and the parser's code for what is wrong there.
 */
export function readDraft<P>(spec: EditorSpec<P>, text: string): Result<Draft, PositionProblem> {
  const fields = text.split(' ');
  if (fields.length !== spec.fieldCount || fields.some((f) => f === ''))
    return problem('fields', 'field-count', `expected ${spec.fieldCount} fields`);
  const [boardText, turnText, ...rest] = fields as [string, string, ...string[]];
  const cells = parseBoardField(boardText, spec.dims, (ch) => (spec.palette.includes(ch) ? ch : undefined));
  if (!cells.ok) return problem('board', cells.error.reason, cells.error.message);
  const turn = spec.turns.find((t) => t === turnText);
  if (turn === undefined) return problem('turn', 'bad-turn', `'${turnText}' is not ${spec.turns.join(' ')}`);
  const pool = spec.fullSet === null ? {} : readPool(spec, rest[0] ?? '');
  if (pool === undefined) return problem('pool', 'pool-syntax', `'${rest[0] ?? ''}' is not letter+count pairs`);
  const [clockText, moveText] = rest.slice(-2) as [string, string];
  const clock = parseWholeNumber(clockText);
  if (clock === undefined) return problem('clock', 'not-a-number', `'${clockText}' is not a whole number`);
  const moveNumber = parseWholeNumber(moveText);
  if (moveNumber === undefined) return problem('move-number', 'not-a-number', `'${moveText}' is not a whole number`);
  return ok({ cells: cells.value.map((c) => c ?? ''), turn, pool, clock, moveNumber });
}

function poolText<P>(spec: EditorSpec<P>, pool: Readonly<Record<string, number>>): string {
  if (spec.fullSet === null) return '';
  const pairs = Object.keys(spec.fullSet)
    .filter((id) => (pool[id] ?? 0) > 0)
    .map((id) => `${id}${pool[id]}`);
  return pairs.length === 0 ? '-' : pairs.join('');
}

/** The draft in notation (what the URL, the play page and the engine read). */
export function draftText<P>(spec: EditorSpec<P>, draft: Draft): string {
  const board = makeBoardField(
    draft.cells.map((c) => (c === '' ? null : c)),
    spec.dims,
    (c) => c,
  );
  const pool = spec.fullSet === null ? [] : [poolText(spec, draft.pool)];
  return [board, draft.turn, ...pool, String(draft.clock), String(draft.moveNumber)].join(' ');
}

/** The engine's verdict on a draft: the position, or the field and reason that make it impossible. */
export function judgeDraft<P>(spec: EditorSpec<P>, draft: Draft): Result<P, PositionProblem> {
  return spec.rules.parse(draftText(spec, draft));
}

/** Puts `content` ('' clears) on the cell at `index`, whatever stood there. */
export function put(draft: Draft, index: number, content: string): Draft {
  if (draft.cells[index] === undefined) return draft;
  return { ...draft, cells: draft.cells.map((c, i) => (i === index ? content : c)) };
}

/**
 * A click with `content` on the cell at `index`: places it, or clears the square when it already
 * holds it (a second click with the same piece takes it off again).
 */
export const place = (draft: Draft, index: number, content: string): Draft =>
  put(draft, index, draft.cells[index] === content ? '' : content);

/** Moves what stands on `from` to `to` (replacing what was there); an empty `from` changes nothing. */
export function moveContent(draft: Draft, from: number, to: number): Draft {
  const piece = draft.cells[from];
  if (piece === undefined || piece === '' || draft.cells[to] === undefined || from === to) return draft;
  return { ...draft, cells: draft.cells.map((c, i) => (i === to ? piece : i === from ? '' : c)) };
}

/** How many squares hold `content`. */
export const countOnBoard = (draft: Draft, content: string): number => draft.cells.filter((c) => c === content).length;

export const faceDownCount = (draft: Draft): number => countOnBoard(draft, FACE_DOWN);

export const poolTotal = (draft: Draft): number => Object.values(draft.pool).reduce((a, b) => a + b, 0);

/** Sets one pool count, kept within 0 and the identity's number in the full set. */
export function setPoolCount<P>(spec: EditorSpec<P>, draft: Draft, id: string, count: number): Draft {
  const full = spec.fullSet?.[id];
  if (full === undefined || !Number.isFinite(count)) return draft;
  return { ...draft, pool: { ...draft.pool, [id]: Math.min(full, Math.max(0, Math.trunc(count))) } };
}

/**
 * The pool as every piece of the full set not standing face up on the board (what a game that has
 * captured nothing yet would have face down).
 */
export function poolOfTheRest<P>(spec: EditorSpec<P>, draft: Draft): Draft {
  if (spec.fullSet === null) return draft;
  const pool = Object.fromEntries(
    Object.entries(spec.fullSet).map(([id, full]) => [id, Math.max(0, full - countOnBoard(draft, id))]),
  );
  return { ...draft, pool };
}
