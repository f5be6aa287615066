/**
 * Jungle positions and their notation (notation.md): `board turn clock move-number`, e.g. START_POSITION.
 * parsePosition never throws; it returns the first problem as a PositionError naming the field and a stable
 * reason code. makePosition writes the canonical text, so parsePosition(makePosition(p)) gives p back.
 *
 * Checks beyond syntax: at most one piece of each kind per colour, no piece in its own den, only rats in
 * water, not both dens entered, not an empty board, and a piece in the enemy den only with the other side
 * to move (the entering move ended the game). Not checked: that the clock fits the move number.
 */
import { BOARD_FIELD_ERRORS, makeBoardField, parseBoardField, parseWholeNumber } from '../core/board-field';
import { err, ok, type Result } from '../core/result';
import { ANIMAL_NAMES, parsePieceLetter, pieceLetter, RAT, STRENGTH, type Colour, type Piece } from './pieces';
import { FILES, RANKS, SQUARES, nameOf } from './squares';
import { DEN_SQUARE, TERRAIN } from './terrain';

export interface Position {
  /** 63 squares, index = rank0 * 7 + file0 (a1 = 0); null = empty. */
  readonly board: readonly (Piece | null)[];
  readonly turn: Colour;
  /** Half-moves since the last capture, 0..CLOCK_LIMIT. */
  readonly clock: number;
  /** Starts at 1, increases after each blue move. */
  readonly moveNumber: number;
}

/** J6: at this many half-moves without a capture the game is drawn. */
export const CLOCK_LIMIT = 60;

/** Move numbers above this are refused (a Jungle game ends long before: 60 half-moves per capture at most). */
const MAX_MOVE_NUMBER = 10000;

export const START_POSITION = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1';

const POSITION_FIELDS = ['fields', 'board', 'turn', 'clock', 'move-number'] as const;
export type PositionField = (typeof POSITION_FIELDS)[number];

export const POSITION_ERROR_REASONS = [
  // fields
  'not-text',
  'field-count',
  // board syntax (the shared board field, core/board-field.ts)
  ...BOARD_FIELD_ERRORS,
  // board contents
  'duplicate-piece',
  'piece-in-own-den',
  'non-rat-in-water',
  'both-dens-entered',
  'empty-board',
  // turn
  'bad-turn',
  'den-entered-by-side-to-move',
  // clock and move number
  'not-a-number',
  'out-of-range',
] as const;
export type PositionErrorReason = (typeof POSITION_ERROR_REASONS)[number];

export interface PositionError {
  readonly field: PositionField;
  readonly reason: PositionErrorReason;
  /** English detail for the command line; the site translates `reason` instead. */
  readonly message: string;
}

const fail = (field: PositionField, reason: PositionErrorReason, message: string): Result<never, PositionError> =>
  err({ field, reason, message });

const describe = (p: Piece): string => `${p.colour} ${ANIMAL_NAMES[p.animal]}`;

function parseBoard(text: string): Result<(Piece | null)[], PositionError> {
  const r = parseBoardField(text, { files: FILES, ranks: RANKS }, parsePieceLetter);
  return r.ok ? r : fail('board', r.error.reason, r.error.message);
}

function checkContents(board: readonly (Piece | null)[]): Result<true, PositionError> {
  const seen = new Map<string, number>();
  for (let s = 0; s < SQUARES; s++) {
    const p = board[s];
    if (!p) continue;
    const key = pieceLetter(p);
    const other = seen.get(key);
    if (other !== undefined)
      return fail('board', 'duplicate-piece', `two ${describe(p)}s (${nameOf(other)} and ${nameOf(s)})`);
    seen.set(key, s);
    const t = TERRAIN[s]!;
    if (t.kind === 'den' && t.owner === p.colour)
      return fail('board', 'piece-in-own-den', `${describe(p)} on its own den ${nameOf(s)}`);
    if (t.kind === 'water' && STRENGTH[p.animal] !== RAT)
      return fail('board', 'non-rat-in-water', `${describe(p)} in water on ${nameOf(s)}`);
  }
  if (seen.size === 0) return fail('board', 'empty-board', 'no pieces on the board');
  if (board[DEN_SQUARE.red] && board[DEN_SQUARE.blue])
    return fail('board', 'both-dens-entered', 'both dens are occupied');
  return ok(true);
}

/** Parses a Jungle position (notation.md). Never throws, whatever it is given. */
export function parsePosition(text: unknown): Result<Position, PositionError> {
  if (typeof text !== 'string') return fail('fields', 'not-text', 'a position is text');
  const parts = text.split(' ');
  if (parts.length !== 4 || parts.some((p) => p === ''))
    return fail('fields', 'field-count', `expected 4 fields (board turn clock move-number), found ${parts.length}`);
  const [boardText, turnText, clockText, moveText] = parts as [string, string, string, string];

  const board = parseBoard(boardText);
  if (!board.ok) return board;
  const contents = checkContents(board.value);
  if (!contents.ok) return contents;

  if (turnText !== 'r' && turnText !== 'b')
    return fail('turn', 'bad-turn', `side to move must be 'r' or 'b', not '${turnText}'`);
  const turn: Colour = turnText === 'r' ? 'red' : 'blue';
  const inEnemyDen = board.value[turn === 'red' ? DEN_SQUARE.blue : DEN_SQUARE.red];
  if (inEnemyDen && inEnemyDen.colour === turn) {
    return fail(
      'turn',
      'den-entered-by-side-to-move',
      `${turn} has entered the enemy den, so ${turn} cannot be to move`,
    );
  }

  const clock = parseWholeNumber(clockText);
  if (clock === undefined) return fail('clock', 'not-a-number', `clock must be a whole number, not '${clockText}'`);
  if (clock > CLOCK_LIMIT) return fail('clock', 'out-of-range', `clock must be 0-${CLOCK_LIMIT}, not ${clockText}`);

  const moveNumber = parseWholeNumber(moveText);
  if (moveNumber === undefined)
    return fail('move-number', 'not-a-number', `move number must be a whole number, not '${moveText}'`);
  if (moveNumber < 1 || moveNumber > MAX_MOVE_NUMBER) {
    return fail('move-number', 'out-of-range', `move number must be 1-${MAX_MOVE_NUMBER}, not ${moveText}`);
  }
  return ok({ board: board.value, turn, clock, moveNumber });
}

export function makePosition(pos: Position): string {
  return `${makeBoardField(pos.board, { files: FILES, ranks: RANKS }, pieceLetter)} ${pos.turn === 'red' ? 'r' : 'b'} ${pos.clock} ${pos.moveNumber}`;
}

/** Validates a position built in code (an editor, a lesson) by the same rules as the parser. */
export function validatePosition(pos: Position): Result<Position, PositionError> {
  return parsePosition(makePosition(pos));
}

/** The start position as a value. */
export function startPosition(): Position {
  const r = parsePosition(START_POSITION);
  if (!r.ok) throw new Error('START_POSITION does not parse');
  return r.value;
}
