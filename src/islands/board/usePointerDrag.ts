/**
 * Pointer input for the board grid: press, drag and release go through the model's dragStart /
 * dragEnd; this hook only tracks where the dragged piece is drawn and which drop must not slide.
 */
import type { JSX, RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { uprightToSvg, type BoardLayout, type Point } from '../../board/layout';
import { dragEnd, dragStart, type BoardState, type Transition } from '../../board/model';
import type { Square } from '../../board/types';
import { standsUpright } from './upright';

const DRAG_THRESHOLD_PX = 4;

type PointerHandler = (e: JSX.TargetedPointerEvent<HTMLDivElement>) => void;

export interface PointerDrag {
  /** Where the dragged piece follows the pointer, in SVG units (null until it has moved). */
  readonly dragPoint: Point | null;
  /** The square a piece was just dropped on by drag: it appears there without sliding. */
  readonly instant: Square | null;
  readonly handlers: {
    onPointerDown: PointerHandler;
    onPointerMove: PointerHandler;
    onPointerUp: PointerHandler;
    onPointerCancel: PointerHandler;
  };
}

function squareOf(target: EventTarget | null, grid: Element | null): Square | null {
  if (!(target instanceof Element) || grid === null || !grid.contains(target)) return null;
  return target.closest<HTMLElement>('[data-square]')?.dataset.square ?? null;
}

export function usePointerDrag(
  stateRef: RefObject<BoardState>,
  apply: (t: Transition) => void,
  layout: BoardLayout,
  gridRef: RefObject<HTMLDivElement>,
  svgRef: RefObject<SVGSVGElement>,
  squaresVersion: unknown,
): PointerDrag {
  const downRef = useRef<{ x: number; y: number } | null>(null);
  const instantRef = useRef<Square | null>(null);
  const [dragPoint, setDragPoint] = useState<Point | null>(null);

  // A drop is instant only for the render that shows the new position.
  useEffect(() => {
    instantRef.current = null;
  }, [squaresVersion]);

  const current = (): BoardState | null => stateRef.current;

  const toSvg = (clientX: number, clientY: number): Point | null => {
    const r = svgRef.current?.getBoundingClientRect();
    if (!r || r.width === 0 || r.height === 0) return null;
    const fx = (clientX - r.left) / r.width;
    const fy = (clientY - r.top) / r.height;
    if (standsUpright(gridRef.current)) return uprightToSvg(layout, fx, fy);
    return { x: fx * layout.width, y: fy * layout.height };
  };

  const stop = (): void => {
    downRef.current = null;
    setDragPoint(null);
  };

  return {
    dragPoint,
    instant: instantRef.current,
    handlers: {
      onPointerDown: (e) => {
        const state = current();
        const sq = squareOf(e.target, gridRef.current);
        if (state === null || e.button !== 0 || sq === null) return;
        const t = dragStart(state, sq);
        apply(t);
        if (t.state.drag !== null) {
          downRef.current = { x: e.clientX, y: e.clientY };
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }
      },
      onPointerMove: (e) => {
        const down = downRef.current;
        if (current()?.drag == null || down === null) return;
        if (dragPoint === null && Math.hypot(e.clientX - down.x, e.clientY - down.y) < DRAG_THRESHOLD_PX) return;
        setDragPoint(toSvg(e.clientX, e.clientY));
      },
      onPointerUp: (e) => {
        const state = current();
        if (state === null || state.drag === null) return;
        e.currentTarget.releasePointerCapture?.(e.pointerId);
        const wasDragged = dragPoint !== null;
        stop();
        const t = dragEnd(state, squareOf(document.elementFromPoint(e.clientX, e.clientY), gridRef.current));
        if (t.intent.kind === 'move' && wasDragged) instantRef.current = t.intent.to;
        apply(t);
      },
      onPointerCancel: () => {
        const state = current();
        stop();
        if (state !== null && state.drag !== null) apply({ state: { ...state, drag: null }, intent: { kind: 'none' } });
      },
    },
  };
}
