import { describe, expect, it } from 'vitest';
import { createBoardState, dragEnd, dragStart, type BoardState } from '../../../src/board/model';

const board = (): BoardState =>
  createBoardState({
    files: 8,
    ranks: 4,
    squares: { h2: 'S', d3: 'H', f3: 's', a1: 'X' },
    movable: new Map([
      ['h2', ['h3', 'g2']],
      ['d3', ['c3', 'd4', 'd2', 'e3']],
    ]),
    revealable: new Set(['a1']),
  });

describe('board drag (pointer events)', () => {
  it('pressing an own piece selects it and starts a drag; dropping on a destination moves', () => {
    const down = dragStart(board(), 'h2');
    expect(down.intent).toEqual({ kind: 'none' });
    expect(down.state.selected).toBe('h2');
    expect(down.state.drag).toEqual({ from: 'h2', releaseDeselects: false });
    const up = dragEnd(down.state, 'g2');
    expect(up.intent).toEqual({ kind: 'move', from: 'h2', to: 'g2' });
    expect(up.state.drag).toBeNull();
    expect(up.state.selected).toBeNull();
  });

  it('dropping elsewhere is reported as illegal; the drag ends', () => {
    const down = dragStart(board(), 'h2');
    const up = dragEnd(down.state, 'f2');
    expect(up.intent).toEqual({ kind: 'illegal', from: 'h2', to: 'f2' });
    expect(up.state.drag).toBeNull();
  });

  it('press and release on the same square is a click: selects, and a second one deselects', () => {
    const first = dragEnd(dragStart(board(), 'h2').state, 'h2');
    expect(first.intent).toEqual({ kind: 'none' });
    expect(first.state.selected).toBe('h2');
    const again = dragStart(first.state, 'h2');
    expect(again.state.drag).toEqual({ from: 'h2', releaseDeselects: true });
    expect(dragEnd(again.state, 'h2').state.selected).toBeNull();
  });

  it('the press on a destination of the selected piece is the move (click, then release does nothing)', () => {
    const selected = dragEnd(dragStart(board(), 'h2').state, 'h2').state;
    const press = dragStart(selected, 'h3');
    expect(press.intent).toEqual({ kind: 'move', from: 'h2', to: 'h3' });
    expect(press.state.drag).toBeNull();
    expect(dragEnd(press.state, 'h3').intent).toEqual({ kind: 'none' });
  });

  it('a drag onto an enemy that is a legal capture moves; an enemy that is not is refused', () => {
    expect(dragEnd(dragStart(board(), 'd3').state, 'e3').intent).toEqual({ kind: 'move', from: 'd3', to: 'e3' });
    expect(dragEnd(dragStart(board(), 'h2').state, 'f3').intent).toEqual({ kind: 'illegal', from: 'h2', to: 'f3' });
  });

  it('dropping outside the board cancels without an intent', () => {
    const up = dragEnd(dragStart(board(), 'h2').state, null);
    expect(up.intent).toEqual({ kind: 'none' });
    expect(up.state.selected).toBeNull();
    expect(up.state.drag).toBeNull();
  });

  it('pressing a face-down piece reveals it and starts no drag', () => {
    const down = dragStart(board(), 'a1');
    expect(down.intent).toEqual({ kind: 'reveal', square: 'a1' });
    expect(down.state.drag).toBeNull();
  });

  it('no drag on a diagram', () => {
    const s = createBoardState({ files: 8, ranks: 4, squares: { h2: 'S' }, interactive: false });
    const down = dragStart(s, 'h2');
    expect(down.state.drag).toBeNull();
    expect(down.state.selected).toBeNull();
  });
});
