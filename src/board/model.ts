/**
 * Headless board state machine: selection, keyboard cursor and drag. It holds no game rules:
 * legal destinations and revealable squares come in through the config, and every user action
 * returns an Intent for the caller (which asks the engine) together with the next state.
 */
import { isSquare, squareAtCell, stepOnScreen, cellOfSquare, type Dimensions } from './geometry';
import {
  FACE_DOWN,
  type BoardConfig,
  type BoardMove,
  type Intent,
  type Mark,
  type Orientation,
  type Square,
  type SquareContent,
} from './types';

/** Config as callers write it: everything but the size has a default. */
export interface BoardConfigInput {
  readonly files: number;
  readonly ranks: number;
  readonly squares?: Readonly<Record<Square, SquareContent>>;
  readonly movable?: ReadonlyMap<Square, readonly Square[]>;
  readonly revealable?: ReadonlySet<Square>;
  readonly orientation?: Orientation;
  readonly lastMove?: BoardMove | null;
  readonly marks?: readonly Mark[];
  readonly interactive?: boolean;
  readonly attemptAny?: boolean;
}

interface DragState {
  readonly from: Square;
  /** The piece was already selected when the drag began: releasing it on its own square deselects it. */
  readonly releaseDeselects: boolean;
}

export interface BoardState {
  readonly config: BoardConfig;
  readonly selected: Square | null;
  /** The keyboard focus cursor (the grid's one Tab stop). */
  readonly cursor: Square;
  readonly drag: DragState | null;
}

export interface Transition {
  readonly state: BoardState;
  readonly intent: Intent;
}

export interface KeyTransition extends Transition {
  /** false when the key means nothing to the board (the caller should let it through). */
  readonly handled: boolean;
}

const NONE: Intent = { kind: 'none' };
const EMPTY_MOVABLE: ReadonlyMap<Square, readonly Square[]> = new Map();
const EMPTY_REVEALABLE: ReadonlySet<Square> = new Set();

export function boardConfig(input: BoardConfigInput): BoardConfig {
  return {
    files: input.files,
    ranks: input.ranks,
    squares: input.squares ?? {},
    movable: input.movable ?? EMPTY_MOVABLE,
    revealable: input.revealable ?? EMPTY_REVEALABLE,
    orientation: input.orientation ?? 'first',
    lastMove: input.lastMove ?? null,
    marks: input.marks ?? [],
    interactive: input.interactive ?? true,
    attemptAny: input.attemptAny ?? false,
  };
}

export const contentAt = (config: BoardConfig, sq: Square): SquareContent => config.squares[sq] ?? '';
export const isFaceUp = (content: SquareContent): boolean => content !== '' && content !== FACE_DOWN;

/** The top-left square on screen: where the cursor starts. */
const firstCell = (dims: Dimensions, orientation: Orientation): Square =>
  squareAtCell(dims, orientation, { col: 0, row: 0 });

/**
 * Where the keyboard cursor starts on a board seen upright (a quarter turn clockwise): the square
 * then drawn top left, the landscape board's bottom-left one. Only an untouched cursor moves (still
 * on the landscape start, nothing selected), so a tap already replayed onto the board is kept.
 */
export function uprightStart(state: BoardState): BoardState {
  const { config } = state;
  if (state.selected !== null || state.cursor !== firstCell(config, config.orientation)) return state;
  const cursor = squareAtCell(config, config.orientation, { col: 0, row: config.ranks - 1 });
  return { ...state, cursor };
}

export function createBoardState(input: BoardConfigInput): BoardState {
  const config = boardConfig(input);
  return { config, selected: null, cursor: firstCell(config, config.orientation), drag: null };
}

/** Legal destinations of the selected piece as shown (empty without a selection, and on a board that asks). */
export function destinationsOf(state: BoardState): readonly Square[] {
  if (state.selected === null || state.config.attemptAny) return [];
  return state.config.movable.get(state.selected) ?? [];
}

/**
 * Takes a new config (new position, new legal moves, flipped board) and keeps what still makes
 * sense: the cursor if it is still on the board, the selection and drag if their square still
 * holds the same face-up piece.
 */
export function updateConfig(state: BoardState, input: BoardConfigInput): BoardState {
  const config = boardConfig(input);
  const same = (sq: Square | null): boolean =>
    sq !== null &&
    isSquare(config, sq) &&
    isFaceUp(contentAt(config, sq)) &&
    contentAt(config, sq) === contentAt(state.config, sq);
  const keep = config.interactive;
  return {
    config,
    cursor: isSquare(config, state.cursor) ? state.cursor : firstCell(config, config.orientation),
    selected: keep && same(state.selected) ? state.selected : null,
    drag: keep && state.drag !== null && same(state.drag.from) ? state.drag : null,
  };
}

/** Drops the selection and any drag. */
export function cancel(state: BoardState): BoardState {
  return state.selected === null && state.drag === null ? state : { ...state, selected: null, drag: null };
}

/**
 * A click or tap on a square (also Enter/Space on the cursor square).
 * Without a selection: a face-down piece is revealed (or refused when it is not revealable);
 * a face-up piece is selected. With a selection: the same square deselects, a destination
 * moves, another movable piece takes the selection (the turn is not used), a face-up piece
 * while a non-movable piece is selected takes the selection, anything else is refused. On a board
 * that asks (attemptAny), every other square is an attempt: a move if legal, else refused.
 */
export function clickSquare(state: BoardState, sq: Square): Transition {
  const { config } = state;
  if (!isSquare(config, sq)) return { state, intent: NONE };
  const at: BoardState = { ...state, cursor: sq, drag: null };
  if (!config.interactive) return { state: { ...at, selected: null }, intent: NONE };
  const content = contentAt(config, sq);
  const sel = state.selected;
  if (sel !== null) {
    if (sq === sel) return { state: { ...at, selected: null }, intent: NONE };
    if ((config.movable.get(sel) ?? []).includes(sq)) {
      return { state: { ...at, selected: null }, intent: { kind: 'move', from: sel, to: sq } };
    }
    if (config.attemptAny) return { state: { ...at, selected: null }, intent: { kind: 'illegal', from: sel, to: sq } };
    if (config.movable.has(sq) || (!config.movable.has(sel) && isFaceUp(content))) {
      return { state: { ...at, selected: sq }, intent: NONE };
    }
    return { state: { ...at, selected: null }, intent: { kind: 'illegal', from: sel, to: sq } };
  }
  if (content === FACE_DOWN) {
    const intent: Intent = config.revealable.has(sq)
      ? { kind: 'reveal', square: sq }
      : { kind: 'illegal', from: sq, to: sq };
    return { state: at, intent };
  }
  return { state: isFaceUp(content) ? { ...at, selected: sq } : at, intent: NONE };
}

/**
 * Pointer down on a square. Acts as a click, and when that leaves a face-up piece selected on
 * this square, starts dragging it. Pressing an already selected piece starts a drag that
 * deselects it if released on the same square.
 */
export function dragStart(state: BoardState, sq: Square): Transition {
  const { config } = state;
  if (config.interactive && state.selected === sq && isFaceUp(contentAt(config, sq))) {
    return { state: { ...state, cursor: sq, drag: { from: sq, releaseDeselects: true } }, intent: NONE };
  }
  const r = clickSquare(state, sq);
  if (config.interactive && r.intent.kind === 'none' && r.state.selected === sq) {
    return { state: { ...r.state, drag: { from: sq, releaseDeselects: false } }, intent: NONE };
  }
  return r;
}

/**
 * Pointer up over `sq` (null: outside the board). On the start square the piece stays selected
 * (or is deselected, see dragStart); on a destination it moves; elsewhere the attempt is refused.
 */
export function dragEnd(state: BoardState, sq: Square | null): Transition {
  const drag = state.drag;
  if (drag === null) return { state, intent: NONE };
  const base: BoardState = { ...state, drag: null };
  if (sq === null || !isSquare(state.config, sq)) return { state: { ...base, selected: null }, intent: NONE };
  if (sq === drag.from) return { state: { ...base, selected: drag.releaseDeselects ? null : drag.from }, intent: NONE };
  const dests = state.config.movable.get(drag.from) ?? [];
  if (dests.includes(sq))
    return { state: { ...base, selected: null, cursor: sq }, intent: { kind: 'move', from: drag.from, to: sq } };
  return { state: { ...base, selected: null }, intent: { kind: 'illegal', from: drag.from, to: sq } };
}

/** Cursor steps on screen (right, down) per arrow key, before orientation is applied. */
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * On an upright board (a Banqi board standing 4 wide and 8 tall on a narrow screen, turned a
 * quarter clockwise) the keys mean what they show: the key the landscape board would need for
 * the same step on screen. Other keys pass unchanged.
 */
const UPRIGHT_KEYS: Readonly<Record<string, string>> = {
  ArrowDown: 'ArrowRight',
  ArrowUp: 'ArrowLeft',
  ArrowRight: 'ArrowUp',
  ArrowLeft: 'ArrowDown',
  Home: 'PageDown',
  End: 'PageUp',
  PageUp: 'Home',
  PageDown: 'End',
};

export const uprightKey = (key: string): string => UPRIGHT_KEYS[key] ?? key;

/**
 * The cursor put on `sq`, the square that has DOM focus when a key arrives, so that the key acts
 * there even when the cursor has not caught up with the focus. Unchanged when `sq` is not on this board.
 */
export function focusOn(state: BoardState, sq: Square): BoardState {
  return sq === state.cursor || !isSquare(state.config, sq) ? state : { ...state, cursor: sq };
}

function moveCursor(state: BoardState, cursor: Square): KeyTransition {
  return { state: { ...state, cursor }, intent: NONE, handled: true };
}

/**
 * Keyboard on the focused grid. Arrows move the cursor as seen on screen (so they follow the
 * orientation), Home/End go to the ends of the row, PageUp/PageDown to the top and bottom of
 * the column, Enter or Space act on the cursor square like a click, Escape cancels a selection.
 */
export function keyDown(state: BoardState, key: string): KeyTransition {
  const { config } = state;
  const { orientation } = config;
  const arrow = ARROWS[key];
  if (arrow !== undefined)
    return moveCursor(state, stepOnScreen(config, orientation, state.cursor, arrow[0], arrow[1]));
  const cell = cellOfSquare(config, orientation, state.cursor) ?? { col: 0, row: 0 };
  switch (key) {
    case 'Home':
      return moveCursor(state, squareAtCell(config, orientation, { col: 0, row: cell.row }));
    case 'End':
      return moveCursor(state, squareAtCell(config, orientation, { col: config.files - 1, row: cell.row }));
    case 'PageUp':
      return moveCursor(state, squareAtCell(config, orientation, { col: cell.col, row: 0 }));
    case 'PageDown':
      return moveCursor(state, squareAtCell(config, orientation, { col: cell.col, row: config.ranks - 1 }));
    case 'Enter':
    case ' ':
      return { ...clickSquare(state, state.cursor), handled: true };
    case 'Escape': {
      const next = cancel(state);
      return { state: next, intent: NONE, handled: next !== state };
    }
    default:
      return { state, intent: NONE, handled: false };
  }
}
