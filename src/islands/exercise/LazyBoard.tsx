/**
 * The board of an exercise: rendered on the server and at hydration as a light preview (BoardPreview),
 * then as the live board (src/islands/Board.tsx) once it comes near the screen. A page thus ships one
 * short drawing per board instead of a grid of squares and full piece art, and only the boards a reader
 * reaches grow their squares (a board live at once, see live-at-once.ts, is drawn live from the start).
 * Guide exercises and course tasks are islands that already wait for the screen (client:visible); an island holding several boards, or hydrated earlier, still builds only
 * those near the screen (issue 16: a stage's blocking time was its live boards).
 * A tap on a preview meanwhile is kept and replayed on the live board (src/i18n/inline-scripts.ts).
 */
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import Board, { type BoardProps } from '../Board';
import { BoardPreview } from './BoardPreview';
import { LiveAtOnce } from './live-at-once';

/** How far outside the screen a board already goes live: half a screen, so a scrolling reader never waits. */
const AHEAD = '50% 0px';

export default function LazyBoard(props: BoardProps) {
  const atOnce = useContext(LiveAtOnce);
  const [live, setLive] = useState(atOnce);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (atOnce) return undefined;
    if (el === null || typeof IntersectionObserver === 'undefined') {
      setLive(true);
      return undefined;
    }
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        setLive(true);
      },
      { rootMargin: AHEAD },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  return live ? <Board {...props} /> : <BoardPreview {...props} rootRef={root} />;
}
