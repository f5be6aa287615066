/**
 * The review of a record, from the cache or from the review worker (src/review/worker.ts): the
 * progress (0-100) while it runs, a cancel, the finished GameReview, or why it stopped. The worker
 * is created when a review starts and terminated when it ends or the page leaves.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ReviewRequest, ReviewResponse } from '../../review/protocol';
import type { GameReview, ReviewRecord } from '../../review/types';
import { loadReview, saveReview } from './review-cache';

export type ReviewState =
  | { readonly kind: 'running'; readonly percent: number }
  | { readonly kind: 'done'; readonly review: GameReview }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed' };

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** `nodes`: the budget per position the address asks for (read-record.ts), undefined for the shipped one. */
export function useReview(
  record: ReviewRecord | null,
  nodes: number | undefined,
): {
  state: ReviewState | null;
  cancel: () => void;
  restart: () => void;
} {
  const [state, setState] = useState<ReviewState | null>(null);
  const worker = useRef<Worker | null>(null);
  const stop = (): void => {
    worker.current?.terminate();
    worker.current = null;
  };

  const start = useCallback(() => {
    if (record === null) return;
    const cached = storage() === null ? null : loadReview(storage()!, record, nodes);
    if (cached !== null) return setState({ kind: 'done', review: cached });
    stop();
    const w = new Worker(new URL('../../review/worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setState({ kind: 'running', percent: 0 });
    w.onmessage = (e: MessageEvent<ReviewResponse>) => {
      const m = e.data;
      switch (m.type) {
        case 'progress':
          return setState({ kind: 'running', percent: m.percent });
        case 'result': {
          stop();
          const s = storage();
          if (s !== null) saveReview(s, m.review, nodes);
          return setState({ kind: 'done', review: m.review });
        }
        case 'cancelled':
          return setState({ kind: 'cancelled' });
        case 'error':
          stop();
          return setState({ kind: 'failed' });
      }
    };
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      stop();
      setState({ kind: 'failed' });
    };
    const request: ReviewRequest = {
      type: 'start',
      id: 1,
      record: { ...record, moves: [...record.moves] },
      ...(nodes === undefined ? {} : { nodes }),
    };
    w.postMessage(request);
  }, [record, nodes]);

  useEffect(() => {
    start();
    return stop;
  }, [start]);

  const cancel = useCallback(() => {
    stop();
    setState({ kind: 'cancelled' });
  }, []);

  return { state, cancel, restart: start };
}
