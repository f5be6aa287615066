/**
 * The board grid's keyboard (issue 47): a key acts on the square that has DOM focus when it arrives,
 * not on a cursor that may be ahead of or behind it, and a cursor step moves DOM focus in the same
 * event, so the focus ring and the square that Enter or Space act on are always the same, however
 * fast the keys come. The grid's Tab stop (tabindex 0) follows at the next render.
 */
import type { JSX, RefObject } from 'preact';
import { useEffect } from 'preact/hooks';
import { focusOn, keyDown, uprightKey, type BoardState, type Transition } from '../../board/model';
import type { Square } from '../../board/types';
import { standsUpright } from './upright';

type KeyHandler = (e: JSX.TargetedKeyboardEvent<HTMLDivElement>) => void;

/** The square the key was pressed on: its target when that is one of this grid's squares. */
function targetSquare(target: EventTarget | null, grid: HTMLElement | null): Square | null {
  if (!(target instanceof HTMLElement) || grid === null || !grid.contains(target)) return null;
  return target.dataset.square ?? null;
}

/** Moves DOM focus to the cursor's square, only while the grid has focus. */
function focusCursor(grid: HTMLElement | null, cursor: Square): void {
  if (grid === null || !grid.contains(document.activeElement)) return;
  const cell = grid.querySelector<HTMLElement>(`[data-square="${cursor}"]`);
  if (cell !== null && cell !== document.activeElement) cell.focus();
}

export function useBoardKeys(
  stateRef: RefObject<BoardState>,
  apply: (t: Transition, cancelled?: boolean) => void,
  gridRef: RefObject<HTMLDivElement>,
  onSquare: ((square: Square) => void) | undefined,
): KeyHandler {
  const cursor = stateRef.current?.cursor;
  // A cursor moved otherwise (a click, a drag, a new position): focus follows once it is drawn. It
  // reads the newest cursor, not this render's, as keys may have moved it since.
  useEffect(() => {
    const latest = stateRef.current?.cursor;
    if (latest !== undefined) focusCursor(gridRef.current, latest);
  }, [cursor]);

  return (e) => {
    const current = stateRef.current;
    if (current === null || e.altKey || e.ctrlKey || e.metaKey) return;
    const pressed = targetSquare(e.target, gridRef.current);
    const state = pressed === null ? current : focusOn(current, pressed);
    if (onSquare !== undefined && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      onSquare(state.cursor);
      return;
    }
    const t = keyDown(state, standsUpright(gridRef.current) ? uprightKey(e.key) : e.key);
    if (!t.handled) return;
    e.preventDefault();
    apply(t, e.key === 'Escape');
    focusCursor(gridRef.current, t.state.cursor);
  };
}
