/**
 * The reader's piece set (pictures or characters): kept in localStorage and shown as
 * html[data-piece-set], which board.css reads, so one choice applies to every board on the site.
 */
import { DEFAULT_PIECE_SET, PIECE_SETS, type PieceSet } from './symbols';

export const PIECE_SET_STORAGE_KEY = 'plyyard.pieceSet';
export const PIECE_SET_ATTRIBUTE = 'data-piece-set';

/** A stored value read back: anything else (missing, old, tampered) falls back to the default. */
export function parsePieceSet(raw: string | null | undefined): PieceSet {
  return PIECE_SETS.find((s) => s === raw) ?? DEFAULT_PIECE_SET;
}

/** Shows `set` on every board of the page and remembers it (a blocked storage only loses the memory). */
export function applyPieceSet(doc: Document, storage: Storage | null, set: PieceSet): void {
  doc.documentElement.setAttribute(PIECE_SET_ATTRIBUTE, set);
  try {
    storage?.setItem(PIECE_SET_STORAGE_KEY, set);
  } catch {
    // Private mode or a full storage: the choice still holds on this page.
  }
}
