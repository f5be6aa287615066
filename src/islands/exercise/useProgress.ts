/** Practice progress in the island: whether this exercise was solved before, and recording a solve. */
import { useEffect, useState } from 'preact/hooks';
import { PROGRESS_EVENT, browserStore, markSolved, readProgress } from '../../lessons/progress';

export function useProgress(storageKey: string | undefined, id: string): { before: boolean; record: () => void } {
  const [before, setBefore] = useState(false);
  useEffect(() => {
    if (storageKey === undefined) return undefined;
    const update = (): void => setBefore(readProgress(browserStore(), storageKey).includes(id));
    update();
    window.addEventListener(PROGRESS_EVENT, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(PROGRESS_EVENT, update);
      window.removeEventListener('storage', update);
    };
  }, [storageKey, id]);
  const record = (): void => {
    if (storageKey === undefined) return;
    markSolved(browserStore(), storageKey, id);
    window.dispatchEvent(new CustomEvent(PROGRESS_EVENT, { detail: { key: storageKey } }));
  };
  return { before, record };
}
