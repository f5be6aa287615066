import { describe, expect, it } from 'vitest';
import {
  cancel,
  clickSquare,
  createBoardState,
  destinationsOf,
  dragEnd,
  dragStart,
  keyDown,
  updateConfig,
  type BoardConfigInput,
  type BoardState,
} from '../../../src/board/model';
import { squaresFromPosition } from '../../../src/board/position';
import type { Intent } from '../../../src/board/types';
import { BANQI_MID, JUNGLE_START } from './helpers';

function squares(game: 'banqi' | 'jungle', position: string) {
  const r = squaresFromPosition(game, position);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const BANQI_SQUARES = squares('banqi', BANQI_MID);
const BANQI_FACE_DOWN = new Set(
  Object.entries(BANQI_SQUARES)
    .filter(([, c]) => c === 'X')
    .map(([s]) => s),
);

/** Red to move in BANQI_MID: the engine's destinations for every red face-up piece. */
const banqiInput = (extra: Partial<BoardConfigInput> = {}): BoardConfigInput => ({
  files: 8,
  ranks: 4,
  squares: BANQI_SQUARES,
  movable: new Map([
    ['d3', ['c3']],
    ['b2', ['a2', 'b3']],
    ['e2', []],
    ['h2', ['h3', 'g2']],
    ['c1', []],
  ]),
  revealable: BANQI_FACE_DOWN,
  ...extra,
});

const click = (s: BoardState, ...sqs: string[]) => {
  let state = s;
  let intent: Intent = { kind: 'none' };
  for (const sq of sqs) ({ state, intent } = clickSquare(state, sq));
  return { state, intent };
};

describe('board model: selection', () => {
  it('selecting an own face-up piece shows its legal destinations without using the turn', () => {
    const { state, intent } = clickSquare(createBoardState(banqiInput()), 'h2');
    expect(intent).toEqual({ kind: 'none' });
    expect(state.selected).toBe('h2');
    expect(destinationsOf(state)).toEqual(['h3', 'g2']);
  });

  it('choosing another own piece before a destination changes the selection and gives no move', () => {
    const { state, intent } = click(createBoardState(banqiInput()), 'h2', 'd3');
    expect(intent).toEqual({ kind: 'none' });
    expect(state.selected).toBe('d3');
    expect(destinationsOf(state)).toEqual(['c3']);
  });

  it('an own piece without destinations can be selected and shows none', () => {
    const { state } = clickSquare(createBoardState(banqiInput()), 'e2');
    expect(state.selected).toBe('e2');
    expect(destinationsOf(state)).toEqual([]);
  });

  it('clicking a destination gives a move intent and clears the selection', () => {
    const { state, intent } = click(createBoardState(banqiInput()), 'h2', 'g2');
    expect(intent).toEqual({ kind: 'move', from: 'h2', to: 'g2' });
    expect(state.selected).toBeNull();
    expect(state.cursor).toBe('g2');
  });

  it('clicking a non-destination with a selection reports an illegal attempt (empty, enemy, face-down)', () => {
    const base = createBoardState(banqiInput());
    expect(click(base, 'h2', 'h4').intent).toEqual({ kind: 'illegal', from: 'h2', to: 'h4' });
    expect(click(base, 'd3', 'f3').intent).toEqual({ kind: 'illegal', from: 'd3', to: 'f3' });
    expect(click(base, 'h2', 'h1').intent).toEqual({ kind: 'illegal', from: 'h2', to: 'h1' });
    expect(click(base, 'h2', 'h1').state.selected).toBeNull();
  });

  it('a click on the selected piece deselects it', () => {
    const { state, intent } = click(createBoardState(banqiInput()), 'h2', 'h2');
    expect(intent).toEqual({ kind: 'none' });
    expect(state.selected).toBeNull();
  });

  it('a face-down piece that may be revealed gives a reveal intent', () => {
    const { state, intent } = clickSquare(createBoardState(banqiInput()), 'a1');
    expect(intent).toEqual({ kind: 'reveal', square: 'a1' });
    expect(state.selected).toBeNull();
  });

  it('a face-down piece that may not be revealed now is refused like a reveal (square twice)', () => {
    const { intent } = clickSquare(createBoardState(banqiInput({ revealable: new Set() })), 'a1');
    expect(intent).toEqual({ kind: 'illegal', from: 'a1', to: 'a1' });
  });

  it("an opponent's piece can be selected to try it, and moving it is reported as illegal", () => {
    const s = createBoardState(banqiInput());
    const picked = clickSquare(s, 'b4');
    expect(picked.state.selected).toBe('b4');
    expect(destinationsOf(picked.state)).toEqual([]);
    expect(clickSquare(picked.state, 'a2').intent).toEqual({ kind: 'illegal', from: 'b4', to: 'a2' });
    // Another face-up piece or an own movable piece simply takes the selection.
    expect(clickSquare(picked.state, 'f3').state.selected).toBe('f3');
    expect(clickSquare(picked.state, 'h2').state.selected).toBe('h2');
  });

  it('an empty square without a selection does nothing but move the cursor', () => {
    const { state, intent } = clickSquare(createBoardState(banqiInput()), 'd4');
    expect(intent).toEqual({ kind: 'none' });
    expect(state.selected).toBeNull();
    expect(state.cursor).toBe('d4');
  });

  it('Escape cancels the selection; cancel() does the same', () => {
    const selected = clickSquare(createBoardState(banqiInput()), 'h2').state;
    const esc = keyDown(selected, 'Escape');
    expect(esc.handled).toBe(true);
    expect(esc.state.selected).toBeNull();
    expect(cancel(selected).selected).toBeNull();
  });

  it('a square that is not on the board changes nothing', () => {
    const s = createBoardState(banqiInput());
    expect(clickSquare(s, 'i1')).toEqual({ state: s, intent: { kind: 'none' } });
    expect(clickSquare(s, 'a5')).toEqual({ state: s, intent: { kind: 'none' } });
  });

  it('a diagram (interactive false) never selects nor plays, but the cursor follows', () => {
    const s = createBoardState(banqiInput({ interactive: false }));
    const r = clickSquare(s, 'h2');
    expect(r.intent).toEqual({ kind: 'none' });
    expect(r.state.selected).toBeNull();
    expect(r.state.cursor).toBe('h2');
    expect(clickSquare(s, 'a1').intent).toEqual({ kind: 'none' });
    expect(keyDown(r.state, 'Enter').intent).toEqual({ kind: 'none' });
  });

  it('is game-neutral: a Jungle attempt into the own den is passed to the caller as illegal', () => {
    const s = createBoardState({
      files: 7,
      ranks: 9,
      squares: squares('jungle', JUNGLE_START),
      movable: new Map([['b2', ['a2', 'c2', 'b3']]]),
    });
    const r = click(s, 'b2', 'b1');
    expect(r.intent).toEqual({ kind: 'illegal', from: 'b2', to: 'b1' });
    expect(click(s, 'b2', 'b3').intent).toEqual({ kind: 'move', from: 'b2', to: 'b3' });
  });
});

describe('board model: a board that asks (a legality task, attemptAny)', () => {
  const asks = createBoardState(banqiInput({ attemptAny: true }));

  it('shows no destination once a piece is selected', () => {
    const { state, intent } = clickSquare(asks, 'h2');
    expect(intent).toEqual({ kind: 'none' });
    expect(state.selected).toBe('h2');
    expect(destinationsOf(state)).toEqual([]);
  });

  it('hands any other square chosen after a selection to the caller: a legal one as a move, the rest as illegal', () => {
    expect(click(asks, 'h2', 'g2').intent).toEqual({ kind: 'move', from: 'h2', to: 'g2' });
    expect(click(asks, 'h2', 'h4').intent).toEqual({ kind: 'illegal', from: 'h2', to: 'h4' });
    // A square holding an own piece is the attempted move, not a new selection: by click and by keyboard.
    const own = click(asks, 'h2', 'd3');
    expect(own.intent).toEqual({ kind: 'illegal', from: 'h2', to: 'd3' });
    expect(own.state.selected).toBeNull();
    const cursorOnD3 = { ...clickSquare(asks, 'h2').state, cursor: 'd3' };
    expect(keyDown(cursorOnD3, 'Enter').intent).toEqual({ kind: 'illegal', from: 'h2', to: 'd3' });
    // The selected piece itself still deselects.
    expect(click(asks, 'h2', 'h2')).toMatchObject({ intent: { kind: 'none' }, state: { selected: null } });
  });

  it('a drag onto an own piece is the same attempt', () => {
    const down = dragStart(asks, 'h2');
    expect(dragEnd(down.state, 'd3').intent).toEqual({ kind: 'illegal', from: 'h2', to: 'd3' });
    const pressOwn = dragStart(clickSquare(asks, 'h2').state, 'd3');
    expect(pressOwn.intent).toEqual({ kind: 'illegal', from: 'h2', to: 'd3' });
  });
});

describe('board model: new config', () => {
  it('keeps the selection while its piece is unchanged, drops it when the square changed', () => {
    const selected = clickSquare(createBoardState(banqiInput()), 'h2').state;
    expect(updateConfig(selected, banqiInput({ lastMove: { from: 'a1', to: 'a1' } })).selected).toBe('h2');
    const moved = { ...BANQI_SQUARES, h2: '', g2: 'S' };
    expect(updateConfig(selected, banqiInput({ squares: moved })).selected).toBeNull();
    expect(updateConfig(selected, banqiInput({ interactive: false })).selected).toBeNull();
  });

  it('keeps the cursor on the same square when the board is flipped', () => {
    const s = clickSquare(createBoardState(banqiInput()), 'c3').state;
    const flipped = updateConfig(s, banqiInput({ orientation: 'second' }));
    expect(flipped.cursor).toBe('c3');
    expect(flipped.config.orientation).toBe('second');
  });
});
