/** The solved list of a guide in the islands (src/lessons/progress.ts), kept up to date on every change. */
import { useEffect, useState } from 'preact/hooks';
import { PROGRESS_EVENT, browserStore, markSolved, readProgress } from '../../lessons/progress';

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The ids solved so far under `storageKey` ([] before hydration or without a key). */
export function useSolvedList(storageKey: string | undefined): readonly string[] {
  const [solved, setSolved] = useState<readonly string[]>([]);
  useEffect(() => {
    if (storageKey === undefined) return undefined;
    // The same list keeps the same state: no second render of the island at mount when nothing is solved.
    const update = (): void => {
      const now = readProgress(browserStore(), storageKey);
      setSolved((was) => (sameList(was, now) ? was : now));
    };
    update();
    window.addEventListener(PROGRESS_EVENT, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(PROGRESS_EVENT, update);
      window.removeEventListener('storage', update);
    };
  }, [storageKey]);
  return solved;
}

/** Tells every progress display on the page that the list under `storageKey` changed. */
export function announceProgress(storageKey: string): void {
  window.dispatchEvent(new CustomEvent(PROGRESS_EVENT, { detail: { key: storageKey } }));
}

/** One exercise: whether it was solved before, and recording a solve. */
export function useProgress(storageKey: string | undefined, id: string): { before: boolean; record: () => void } {
  const before = useSolvedList(storageKey).includes(id);
  const record = (): void => {
    if (storageKey === undefined) return;
    markSolved(browserStore(), storageKey, id);
    announceProgress(storageKey);
  };
  return { before, record };
}
