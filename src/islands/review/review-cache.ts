/**
 * Finished reviews kept in localStorage, keyed by the record (game, start, moves) and the budget asked
 * for (undefined: the shipped one; read-record.ts's test knob), so reopening a reviewed game is instant. Only the newest few are kept; a stored value that is not a
 * review of that very record is ignored.
 */
import { REVIEW_VERSION, type GameReview, type ReviewRecord } from '../../review/types';

const PREFIX = 'plyyard.review.v1.';
const INDEX_KEY = 'plyyard.review.v1.index';
const KEEP = 8;

/** The storage key of a record's review. */
export const reviewKey = (record: ReviewRecord, nodes: number | undefined): string =>
  PREFIX + JSON.stringify([record.game, record.start, record.moves.join(' '), nodes ?? 'shipped']);

const sameRecord = (review: GameReview, record: ReviewRecord): boolean =>
  review.game === record.game &&
  review.start === record.start &&
  review.moves.length === record.moves.length &&
  review.moves.every((m, i) => m === record.moves[i]);

export function loadReview(storage: Storage, record: ReviewRecord, nodes: number | undefined): GameReview | null {
  try {
    const text = storage.getItem(reviewKey(record, nodes));
    if (text === null) return null;
    const value = JSON.parse(text) as GameReview;
    const budget = nodes === undefined || value.nodes === nodes;
    return value.version === REVIEW_VERSION && Array.isArray(value.plies) && sameRecord(value, record) && budget
      ? value
      : null;
  } catch {
    return null;
  }
}

export function saveReview(storage: Storage, review: GameReview, nodes: number | undefined): void {
  const key = reviewKey(review, nodes);
  try {
    const index = (JSON.parse(storage.getItem(INDEX_KEY) ?? '[]') as string[]).filter((k) => k !== key);
    index.push(key);
    while (index.length > KEEP) storage.removeItem(index.shift()!);
    storage.setItem(key, JSON.stringify(review));
    storage.setItem(INDEX_KEY, JSON.stringify(index));
  } catch {
    // Storage full or refused: the review simply is not kept.
  }
}
