/**
 * The review page's address: `/<lang>/<slug>/review/?side=<seat>&nodes=<n>#record=<...>`. The record
 * rides in the play page's replay-link fragment (src/play/replay-link.ts, one link format for both
 * pages) and is read by the play page's importer (src/play/record-file.ts), so a review replays
 * exactly what an import would. `side` (`first` | `second`, optional) is the seat the reader played:
 * "learn from your mistakes" steps through that side's moves, both sides when it is absent. `nodes`
 * is a test knob (1000-1000000): the analysis budget per position, default the shipped REVIEW_NODES.
 */
import { err, ok, type Result } from '../../engine/core/result';
import { importRecord, type RecordError } from '../../play/record-file';
import { readReplayFragment, replayFragment, type ReplayLinkError } from '../../play/replay-link';
import type { PlayRules } from '../../play/rules';
import type { Ply } from '../../play/types';
import type { Seat } from '../../review/types';

export type ReadRecordError = ReplayLinkError | RecordError;

/** A record read: its start, the plies replayed from it, and the address's options. */
export interface ReviewedRecord<P> {
  readonly start: P;
  readonly plies: readonly Ply<P>[];
  /** The reader's seat, or null when the address does not say (both sides are the reader's). */
  readonly side: Seat | null;
  /** The analysis budget asked for by the address, or undefined for the shipped one. */
  readonly nodes: number | undefined;
}

const MIN_NODES = 1000;
const MAX_NODES = 1_000_000;

/** The address of the review of a record (its compact text) from the review page's path. */
export function reviewHref(reviewPath: string, compactRecord: string, side: Seat | null): string {
  return `${reviewPath}${side === null ? '' : `?side=${side}`}${replayFragment(compactRecord)}`;
}

/** The seat and budget an address asks for; anything else in its query is ignored. */
export function addressOptions(url: URL): { side: Seat | null; nodes: number | undefined } {
  const side = url.searchParams.get('side');
  const n = Number(url.searchParams.get('nodes') ?? NaN);
  return {
    side: side === 'first' || side === 'second' ? side : null,
    nodes: Number.isInteger(n) && n >= MIN_NODES && n <= MAX_NODES ? n : undefined,
  };
}

/** Reads the record an address carries for `rules`' game. */
export function readReviewAddress<P>(rules: PlayRules<P>, url: URL): Result<ReviewedRecord<P>, ReadRecordError> {
  const text = readReplayFragment(url.hash);
  if (!text.ok) return text;
  const record = importRecord(rules, text.value);
  if (!record.ok) return record;
  return ok({ start: record.value.start, plies: record.value.plies, ...addressOptions(url) });
}

/** Reads the record this page reviews (browser only). */
export const readReviewRecord = <P>(rules: PlayRules<P>): Result<ReviewedRecord<P>, ReadRecordError> =>
  typeof window === 'undefined' ? err({ code: 'absent' }) : readReviewAddress(rules, new URL(window.location.href));
