/**
 * Where the review page finds the record it reviews: the one function to switch when the shared
 * replay link (src/play, `#record=...`) lands. Until then it reads, in order, the address's
 * `#record=<record JSON, URI-encoded>`, its `?record=<record JSON>`, then the record the play page
 * left in sessionStorage under REVIEW_RECORD_KEY. The text is read by the play page's importer
 * (src/play/record-file.ts), so a review replays exactly what an import would.
 */
import { err, type Result } from '../../engine/core/result';
import { importRecord, type RecordError } from '../../play/record-file';
import type { PlayRules } from '../../play/rules';
import type { Ply } from '../../play/types';

/** The sessionStorage key under which the play page hands a record to the review page. */
export const REVIEW_RECORD_KEY = 'plyyard.review.record';

export type ReadRecordError = { readonly code: 'none' } | RecordError;

/** A record read: its start and the plies replayed from it. */
export interface ReviewedRecord<P> {
  readonly start: P;
  readonly plies: readonly Ply<P>[];
}

/** The record's text from an address (hash first, then query), or null when it carries none. */
export function recordTextOf(url: URL): string | null {
  const hash = new URLSearchParams(url.hash.replace(/^#/, '')).get('record');
  return hash ?? url.searchParams.get('record');
}

function storedText(): string | null {
  try {
    return window.sessionStorage.getItem(REVIEW_RECORD_KEY);
  } catch {
    return null;
  }
}

/** Reads the record this page reviews (browser only). */
export function readReviewRecord<P>(rules: PlayRules<P>): Result<ReviewedRecord<P>, ReadRecordError> {
  const text = recordTextOf(new URL(window.location.href)) ?? storedText();
  if (text === null) return err({ code: 'none' });
  return importRecord(rules, text);
}
