/**
 * Judging a move tried in "learn from your mistakes": a review worker (src/review/worker.ts, its
 * 'judge' message) created on the first try and kept until the page leaves. Each try gets an id; an
 * answer to an older try is dropped, so a quick second try is the one judged.
 */
import { useCallback, useEffect, useRef } from 'preact/hooks';
import type { GameId } from '../../engine/core/game-rules';
import type { MoveJudgement } from '../../review/judge-move';
import type { ReviewRequest, ReviewResponse } from '../../review/protocol';

/** The judgement of a try, or null when the worker could not judge it. */
export type OnJudged = (judgement: MoveJudgement | null) => void;

export function useJudge(game: GameId, nodes: number | undefined) {
  const worker = useRef<Worker | null>(null);
  const pending = useRef<{ id: number; done: OnJudged } | null>(null);
  const nextId = useRef(1);

  useEffect(() => () => worker.current?.terminate(), []);

  return useCallback(
    (position: string, move: string, done: OnJudged) => {
      if (worker.current === null) {
        const w = new Worker(new URL('../../review/worker.ts', import.meta.url), { type: 'module' });
        w.onmessage = (e: MessageEvent<ReviewResponse>) => {
          const m = e.data;
          const p = pending.current;
          if (p === null || m.id !== p.id) return;
          pending.current = null;
          p.done(m.type === 'judged' ? m.judgement : null);
        };
        w.onerror = (e: ErrorEvent) => {
          e.preventDefault();
          pending.current?.done(null);
          pending.current = null;
        };
        worker.current = w;
      }
      const id = nextId.current++;
      pending.current = { id, done };
      const request: ReviewRequest = {
        type: 'judge',
        id,
        game,
        position,
        move,
        ...(nodes === undefined ? {} : { nodes }),
      };
      worker.current.postMessage(request);
    },
    [game, nodes],
  );
}
