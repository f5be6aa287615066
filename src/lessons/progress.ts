/**
 * Solved exercises (the guides' and the Learn course's), kept in the browser per game and shared by
 * every locale (localStorage key plyyard:progress:<game>, a JSON list of solved exercise ids).
 * Storage is passed in, so this stays testable without a DOM; every access tolerates a
 * missing or blocked storage and junk values.
 */
import type { GameId } from '../i18n/routes';

export const progressKey = (game: GameId): string => `plyyard:progress:${game}`;

/** Fired on window (detail: { key }) after a change, so every progress display on the page updates. */
export const PROGRESS_EVENT = 'plyyard:progress';

export type ProgressStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readProgress(store: ProgressStore | null, key: string): string[] {
  try {
    const raw = store?.getItem(key) ?? null;
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds an id to the solved list (once); returns the new list. */
export function markSolved(store: ProgressStore | null, key: string, id: string): string[] {
  const solved = readProgress(store, key);
  if (solved.includes(id)) return solved;
  const next = [...solved, id];
  try {
    store?.setItem(key, JSON.stringify(next));
  } catch {
    // Storage full or blocked: progress simply is not kept.
  }
  return next;
}

export function clearProgress(store: ProgressStore | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // Blocked storage: nothing was kept anyway.
  }
}

/** A Web Storage area when the browser lets us use it (none on the server; some privacy settings block it), else null. */
export function webStorage(area: 'localStorage' | 'sessionStorage'): ProgressStore | null {
  try {
    return typeof globalThis[area] === 'undefined' ? null : globalThis[area];
  } catch {
    return null;
  }
}

/** localStorage when the browser lets us use it, else null. */
export const browserStore = (): ProgressStore | null => webStorage('localStorage');
