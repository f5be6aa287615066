import { makeBoardField, parseBoardField, parseWholeNumber } from '../core/board-field';
import { err, ok, type Result } from '../core/result';
import { FULL_SET, IDENTITIES, countsOf, isIdentity, type Identity } from './pieces';
import {
  CLOCK_LIMIT,
  FACE_DOWN,
  trustedPosition,
  type Cell,
  type Position,
  type PositionDraft,
  type Turn,
} from './position';
import { SQUARE_COUNT, nameOf } from './squares';

/** The notation field an error is about (notation.md, "Banqi position"); 'fields' is the split into five. */
const POSITION_FIELDS = ['fields', 'board', 'turn', 'pool', 'clock', 'move-number'] as const;
type PositionField = (typeof POSITION_FIELDS)[number];

/**
 * Why a position is refused. Stable codes:
 * - not-text: the position is not a string at all.
 * - field-count: not exactly five fields separated by single spaces.
 * - rank-count: the board has not exactly four ranks separated by '/'.
 * - rank-length: a rank does not cover exactly eight squares.
 * - bad-character: a character that is no piece letter, no `X` and no digit 1-8.
 * - bad-digit: the digit 0 or 9 in the board.
 * - adjacent-digits: two digits in a row (one digit per run of empty squares).
 * - empty-board: no piece at all, face up or face down (no game reaches it).
 * - exceeds-full-set: more of an identity (on the board, or board plus pool) than the full set has.
 * - bad-turn: the side to move is not `r`, `b` or `-`.
 * - unassigned-after-reveal: `-` although some piece is face up or gone (only the untouched start has `-`).
 * - assigned-before-reveal: `r`/`b` although all 32 pieces are face down (no reveal has assigned colours).
 * - pool-syntax: the pool is not `-` nor letter+count pairs (counts without leading zeros).
 * - pool-order: pool pairs out of the order G A E R H C S g a e r h c s, or repeated.
 * - zero-count: a pool pair with count 0 (such pairs are left out).
 * - pool-mismatch: pool counts do not add up to the number of `X` squares.
 * - not-a-number: the clock or move number is not a plain whole number (no sign, no leading zero).
 * - out-of-range: clock above 120, or move number below 1 or above MAX_MOVE_NUMBER.
 * - not-at-start: with `-` (untouched start) the clock must be 0 and the move number 1.
 */
export const POSITION_ERROR_REASONS = [
  'not-text',
  'field-count',
  'rank-count',
  'rank-length',
  'bad-character',
  'bad-digit',
  'adjacent-digits',
  'empty-board',
  'exceeds-full-set',
  'bad-turn',
  'unassigned-after-reveal',
  'assigned-before-reveal',
  'pool-syntax',
  'pool-order',
  'zero-count',
  'pool-mismatch',
  'not-a-number',
  'out-of-range',
  'not-at-start',
] as const;
type PositionErrorReason = (typeof POSITION_ERROR_REASONS)[number];

export interface PositionError {
  readonly field: PositionField;
  readonly reason: PositionErrorReason;
  /** A short English explanation for developers (the site translates the codes). */
  readonly message: string;
}

/**
 * Largest accepted move number: at most 15 digits. A real game ends long before move 4000 (at most
 * 32 reveals and 31 captures, each followed by fewer than 120 quiet half-moves), so play from any
 * accepted position stays far below Number.MAX_SAFE_INTEGER and its result always parses again.
 */
const MAX_MOVE_NUMBER = 999_999_999_999_999;

const fail = (field: PositionField, reason: PositionErrorReason, message: string): Result<never, PositionError> =>
  err({ field, reason, message });

function parseBoard(text: string): Result<Cell[], PositionError> {
  const r = parseBoardField<Cell>(text, { files: 8, ranks: 4 }, (ch) =>
    ch === FACE_DOWN || isIdentity(ch) ? ch : undefined,
  );
  return r.ok ? r : fail('board', r.error.reason, r.error.message);
}

function parseTurn(text: string): Result<Turn, PositionError> {
  if (text === 'r') return ok('red');
  if (text === 'b') return ok('black');
  if (text === '-') return ok('unassigned');
  return fail('turn', 'bad-turn', `side to move '${text}' is not r, b or -`);
}

function parsePool(text: string): Result<Record<Identity, number>, PositionError> {
  const pool = countsOf(() => 0) as Record<Identity, number>;
  if (text === '-') return ok(pool);
  const pair = /([A-Za-z])(\d+)/y;
  let last = -1;
  let at = 0;
  while (at < text.length) {
    pair.lastIndex = at;
    const m = pair.exec(text);
    if (!m || !isIdentity(m[1]!)) return fail('pool', 'pool-syntax', `'${text.slice(at)}' is not a letter+count pair`);
    const digits = m[2]!;
    if (/^0+$/.test(digits)) return fail('pool', 'zero-count', `${m[1]}${digits}: pairs with count 0 are left out`);
    if (digits.startsWith('0')) return fail('pool', 'pool-syntax', `${m[1]}${digits}: no leading zeros`);
    const index = IDENTITIES.indexOf(m[1] as Identity);
    if (index <= last) return fail('pool', 'pool-order', `${m[1]} is out of the order GAERHCSgaerhcs or repeated`);
    last = index;
    pool[m[1] as Identity] = digits.length > 2 ? 99 : Number(digits);
    at = pair.lastIndex;
  }
  return ok(pool);
}

function parseNumber(
  field: 'clock' | 'move-number',
  text: string,
  min: number,
  max: number,
): Result<number, PositionError> {
  const n = parseWholeNumber(text);
  if (n === undefined) return fail(field, 'not-a-number', `'${text}' is not a whole number`);
  if (n < min || n > max) return fail(field, 'out-of-range', `${text} is not in ${min}..${max}`);
  return ok(n);
}

/** Checks the rules that join the fields; every Position passes through here. */
export function validatePosition(draft: PositionDraft): Result<Position, PositionError> {
  const { cells, turn, pool, clock, moveNumber } = draft;
  if (cells.length !== SQUARE_COUNT) return fail('board', 'rank-length', `expected ${SQUARE_COUNT} cells`);
  const onBoard = countsOf(() => 0) as Record<Identity, number>;
  let faceDown = 0;
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const c = cells[sq];
    if (c === FACE_DOWN) faceDown++;
    else if (typeof c === 'string' && isIdentity(c)) onBoard[c]++;
    else if (c !== null) return fail('board', 'bad-character', `${nameOf(sq)} holds no piece letter`);
  }
  let poolTotal = 0;
  for (const id of IDENTITIES) {
    const full = FULL_SET[id];
    if (onBoard[id] > full)
      return fail('board', 'exceeds-full-set', `${onBoard[id]} x ${id} face up, the set has ${full}`);
    const n = pool[id];
    if (!Number.isInteger(n) || n < 0) return fail('pool', 'pool-syntax', `count of ${id} is not a whole number`);
    if (onBoard[id] + n > full)
      return fail(
        'pool',
        'exceeds-full-set',
        `${onBoard[id]} x ${id} face up plus ${n} face down, the set has ${full}`,
      );
    poolTotal += n;
  }
  if (poolTotal !== faceDown)
    return fail('pool', 'pool-mismatch', `pool counts add up to ${poolTotal}, the board has ${faceDown} X`);
  if (cells.every((c) => c === null)) return fail('board', 'empty-board', 'no piece on the board');
  if (turn !== 'red' && turn !== 'black' && turn !== 'unassigned')
    return fail('turn', 'bad-turn', 'turn is not red, black or unassigned');
  const untouched = faceDown === SQUARE_COUNT;
  if (turn === 'unassigned' && !untouched)
    return fail('turn', 'unassigned-after-reveal', '- is only for the untouched start (32 X)');
  if (turn !== 'unassigned' && untouched)
    return fail('turn', 'assigned-before-reveal', 'all pieces are face down, so colours are not assigned yet: use -');
  if (!Number.isInteger(clock) || clock < 0 || clock > CLOCK_LIMIT)
    return fail('clock', 'out-of-range', `clock ${clock} is not in 0..${CLOCK_LIMIT}`);
  if (!Number.isInteger(moveNumber) || moveNumber < 1 || moveNumber > MAX_MOVE_NUMBER) {
    return fail('move-number', 'out-of-range', `move number ${moveNumber} is not in 1..${MAX_MOVE_NUMBER}`);
  }
  if (turn === 'unassigned' && clock !== 0) return fail('clock', 'not-at-start', 'the untouched start has clock 0');
  if (turn === 'unassigned' && moveNumber !== 1)
    return fail('move-number', 'not-at-start', 'the untouched start has move number 1');
  return ok(trustedPosition(draft));
}

/** Parses a Banqi position (notation.md). Never throws; an error names the field and the reason. */
export function parsePosition(text: unknown): Result<Position, PositionError> {
  if (typeof text !== 'string') return fail('fields', 'not-text', 'a position is text');
  const fields = text.split(' ');
  if (fields.length !== 5 || fields.some((f) => f === '')) {
    return fail('fields', 'field-count', 'expected five fields separated by single spaces: board turn pool clock move');
  }
  const [boardText, turnText, poolText, clockText, moveText] = fields as [string, string, string, string, string];
  const cells = parseBoard(boardText);
  if (!cells.ok) return cells;
  const turn = parseTurn(turnText);
  if (!turn.ok) return turn;
  const pool = parsePool(poolText);
  if (!pool.ok) return pool;
  const clock = parseNumber('clock', clockText, 0, CLOCK_LIMIT);
  if (!clock.ok) return clock;
  const moveNumber = parseNumber('move-number', moveText, 1, MAX_MOVE_NUMBER);
  if (!moveNumber.ok) return moveNumber;
  return validatePosition({
    cells: cells.value,
    turn: turn.value,
    pool: pool.value,
    clock: clock.value,
    moveNumber: moveNumber.value,
  });
}

/** Writes the canonical notation of a position; parsePosition(makePosition(p)) equals p. */
export function makePosition(pos: Position): string {
  const board = makeBoardField<NonNullable<Cell>>(pos.cells, { files: 8, ranks: 4 }, (c) => c);
  let pool = '';
  for (const id of IDENTITIES) if (pos.pool[id] > 0) pool += `${id}${pos.pool[id]}`;
  const turn = pos.turn === 'red' ? 'r' : pos.turn === 'black' ? 'b' : '-';
  return `${board} ${turn} ${pool === '' ? '-' : pool} ${pos.clock} ${pos.moveNumber}`;
}
