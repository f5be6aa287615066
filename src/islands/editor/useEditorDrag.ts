/**
 * The editor's drags: a piece dragged across the board moves, a palette piece dragged onto the board
 * is placed there. The click that ends a drag is swallowed, so it does not place the chosen piece too.
 */
import type { JSX, RefObject } from 'preact';
import { useRef } from 'preact/hooks';

export interface EditorDragActions {
  /** The content on a square ('' when empty). */
  contentOn: (sq: string) => string;
  move: (from: string, to: string) => void;
  place: (to: string, content: string) => void;
  choose: (content: string) => void;
}

export function useEditorDrag(boardRef: RefObject<HTMLDivElement>, actions: EditorDragActions) {
  const dragFrom = useRef<string | null>(null);
  const dragged = useRef(false);

  const squareAt = (x: number, y: number): string | null => {
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-square]');
    return el !== null && el !== undefined && boardRef.current?.contains(el) ? (el.dataset.square ?? null) : null;
  };
  const markDragged = (): void => {
    dragged.current = true;
    window.setTimeout(() => (dragged.current = false), 0);
  };

  return {
    /** true (once) when the click now arriving ends a drag. */
    endsDrag: (): boolean => {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
    onBoardDown: (e: JSX.TargetedPointerEvent<HTMLDivElement>): void => {
      const sq = squareAt(e.clientX, e.clientY);
      dragFrom.current = sq !== null && actions.contentOn(sq) !== '' ? sq : null;
    },
    onBoardUp: (e: JSX.TargetedPointerEvent<HTMLDivElement>): void => {
      const from = dragFrom.current;
      dragFrom.current = null;
      const to = squareAt(e.clientX, e.clientY);
      if (from === null || to === null || to === from) return;
      markDragged();
      actions.move(from, to);
    },
    onPaletteDown: (content: string, e: JSX.TargetedPointerEvent<HTMLElement>): void => {
      if (e.button !== 0) return;
      actions.choose(content);
      const up = (ev: PointerEvent): void => {
        const to = squareAt(ev.clientX, ev.clientY);
        if (to === null) return;
        markDragged();
        actions.place(to, content);
      };
      window.addEventListener('pointerup', up, { once: true });
    },
  };
}
