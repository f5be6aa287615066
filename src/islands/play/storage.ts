/**
 * The browser storage of the play page. Storage may be missing, full or forbidden (private modes,
 * blocked cookies): every call is guarded and a failure simply means nothing is kept.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing is kept; the game goes on.
  }
}

/** A uniformly random 32-bit seed from the browser's cryptographic generator. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}
