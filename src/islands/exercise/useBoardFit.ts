/** Keeps an exercise island's board sized to fit with its instruction and verdict (board-fit.ts). */
import { useLayoutEffect, type MutableRef } from 'preact/hooks';
import { watchBoardFit } from './board-fit';

export function useBoardFit(ref: MutableRef<HTMLElement | null>): void {
  useLayoutEffect(() => (ref.current === null ? undefined : watchBoardFit(ref.current)), [ref]);
}
