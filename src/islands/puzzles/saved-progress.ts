/**
 * The progress as the browser keeps it (src/puzzles/progress.ts is the format). A save that does not read in
 * full is copied aside whole, under the first free spare key, before the readable part is written back: the
 * reader is told (puzzles.error.save) and nothing is lost.
 */
import { PROGRESS_KEY, parseProgress, serializeProgress, spareKey, type Progress } from '../../puzzles/progress';

export interface KeyStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export function loadSavedProgress(store: KeyStore): { progress: Progress; saveError: boolean } {
  const text = store.get(PROGRESS_KEY);
  const parsed = parseProgress(text);
  if (parsed.ok) return { progress: parsed.value, saveError: false };
  const spare = spareKey((key) => store.get(key) !== null);
  if (text !== null) store.set(spare, text);
  store.set(PROGRESS_KEY, serializeProgress(parsed.error.kept));
  return { progress: parsed.error.kept, saveError: true };
}
