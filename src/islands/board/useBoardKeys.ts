/**
 * The board grid's keyboard: every key acts on the square that has DOM focus when it arrives (not
 * on a cursor that may lag behind it), and a cursor step moves DOM focus at once, in the same
 * event, so the focus ring and the square Enter or Space act on never differ, however fast the keys.
 */
import type { JSX, RefObject } from 'preact';
import { useEffect } from 'preact/hooks';
import { focusOn, keyDown, uprightKey, type BoardState, type Transition } from '../../board/model';
import type { Square } from '../../board/types';
import { standsUpright } from './upright';

type KeyHandler = (e: JSX.TargetedKeyboardEvent<HTMLDivElement>) => void;

function focusedSquare(target: EventTarget | null, grid: HTMLElement | null): Square | null {
  if (!(target instanceof HTMLElement) || grid === null || !grid.contains(target)) return null;
  return target.dataset.square ?? null;
}

/**
 * Moves DOM focus, and the grid's one Tab stop with it, to the cursor's square while the grid has
 * focus: at once, before the render that would move the Tab stop (keys replayed after hydration go
 * to the Tab stop, so it must already be the focused square).
 */
function focusCursor(grid: HTMLElement | null, cursor: Square): void {
  if (grid === null || !grid.contains(document.activeElement)) return;
  const cell = grid.querySelector<HTMLElement>(`[data-square="${cursor}"]`);
  if (cell === null || cell === document.activeElement) return;
  for (const stop of grid.querySelectorAll<HTMLElement>('[data-square][tabindex="0"]')) stop.tabIndex = -1;
  cell.tabIndex = 0;
  cell.focus();
}

export function useBoardKeys(
  stateRef: RefObject<BoardState>,
  apply: (t: Transition, cancelled?: boolean) => void,
  gridRef: RefObject<HTMLDivElement>,
  onSquare: ((square: Square) => void) | undefined,
): KeyHandler {
  const cursor = stateRef.current?.cursor;
  // A cursor moved by a click, a drag or a new position: focus follows once it is drawn.
  useEffect(() => {
    if (cursor !== undefined) focusCursor(gridRef.current, cursor);
  }, [cursor]);

  return (e) => {
    const current = stateRef.current;
    if (current === null || e.altKey || e.ctrlKey || e.metaKey) return;
    const focused = focusedSquare(e.target, gridRef.current);
    const state = focused === null ? current : focusOn(current, focused);
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
