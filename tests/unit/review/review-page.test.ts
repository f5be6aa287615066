/** The review page's pure parts: where it reads a record, how it keeps reviews, the graph's geometry, its strings. */
import { describe, expect, it } from 'vitest';
import { addressOptions, readReviewAddress, reviewHref } from '../../../src/islands/review/read-record';
import { jungleRules } from '../../../src/play/jungle-rules';
import { loadReview, reviewKey, saveReview } from '../../../src/islands/review/review-cache';
import { graphArea, graphPoint, GRAPH_HEIGHT, GRAPH_WIDTH } from '../../../src/islands/review/graph-geometry';
import { reviewPageKeys } from '../../../src/islands/review/review-text';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES } from '../../../src/i18n/locales';
import { GAME_IDS } from '../../../src/i18n/routes';
import { REVIEW_VERSION, type GameReview, type ReviewRecord } from '../../../src/review/types';

class MemoryStorage {
  readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  key = (i: number): string | null => [...this.map.keys()][i] ?? null;
  getItem = (k: string): string | null => this.map.get(k) ?? null;
  setItem = (k: string, v: string): void => void this.map.set(k, v);
  removeItem = (k: string): void => void this.map.delete(k);
  clear = (): void => this.map.clear();
}

const record = (moves: string[]): ReviewRecord => ({ game: 'jungle', start: 'start-text', moves });
const reviewOf = (r: ReviewRecord): GameReview =>
  ({
    version: REVIEW_VERSION,
    ...r,
    nodes: 1000,
    seed: 0,
    plies: [],
    firstSeatChance: [50],
    summary: {},
  }) as unknown as GameReview;

describe('the review page', () => {
  it("carries the record in the replay link fragment, with the reader's seat, and reads it back", () => {
    const start = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 0 1';
    const text = JSON.stringify({
      format: 'plyyard-record',
      version: 1,
      game: 'jungle',
      start,
      moves: ['a3a4', 'g7g6'],
    });
    const href = reviewHref('/pt/dou-shou-qi/review/', text, 'second');
    expect(href.startsWith('/pt/dou-shou-qi/review/?side=second#record=')).toBe(true);
    const read = readReviewAddress(jungleRules, new URL(href, 'https://x.test'));
    expect(read.ok && read.value.plies.map((p) => p.text)).toEqual(['a3a4', 'g7g6']);
    expect(read.ok && read.value.side).toBe('second');
    expect(read.ok && read.value.nodes).toBeUndefined();
    const both = readReviewAddress(jungleRules, new URL(reviewHref('/r/', text, null), 'https://x.test'));
    expect(both.ok && both.value.side).toBeNull();
  });

  it('says why an address carries no record, and ignores seats and budgets it does not know', () => {
    const read = (href: string) => readReviewAddress(jungleRules, new URL(href, 'https://x.test'));
    expect(read('/r/')).toEqual({ ok: false, error: { code: 'absent' } });
    expect(read(`/r/#record=${encodeURIComponent('{"moves":[]}')}`)).toEqual({
      ok: false,
      error: { code: 'not-base64' },
    });
    expect(addressOptions(new URL('https://x.test/r/?side=third&nodes=2000'))).toEqual({ side: null, nodes: 2000 });
    expect(addressOptions(new URL('https://x.test/r/?side=first&nodes=10'))).toEqual({
      side: 'first',
      nodes: undefined,
    });
    expect(addressOptions(new URL('https://x.test/r/?nodes=2500.5'))).toEqual({ side: null, nodes: undefined });
  });

  it('gives back a kept review only for the very record it was made of', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const a = record(['a7a6', 'g3g4']);
    saveReview(storage, reviewOf(a), undefined);
    expect(loadReview(storage, a, undefined)?.moves).toEqual(a.moves);
    expect(loadReview(storage, record(['a7a6']), undefined)).toBeNull();
    expect(loadReview(storage, record(['a7a6', 'g3g5']), undefined)).toBeNull();
    // A review made at a test budget is not the shipped review of the same record.
    expect(loadReview(storage, a, 1000)).toBeNull();
    saveReview(storage, reviewOf(a), 1000);
    expect(loadReview(storage, a, 1000)?.nodes).toBe(1000);
    expect(loadReview(storage, a, 2000)).toBeNull();
    // A review of another budget stored under this budget's key is not taken for it.
    storage.setItem(reviewKey(a, 2000), JSON.stringify(reviewOf(a)));
    expect(loadReview(storage, a, 2000)).toBeNull();
    // A value stored under the key that is not that record's review is ignored.
    storage.setItem(reviewKey(a, undefined), JSON.stringify(reviewOf(record(['b7b6', 'g3g4']))));
    expect(loadReview(storage, a, undefined)).toBeNull();
    // A review kept by an older analysis (before the second look) is done again.
    storage.setItem(reviewKey(a, undefined), JSON.stringify({ ...reviewOf(a), version: REVIEW_VERSION - 1 }));
    expect(loadReview(storage, a, undefined)).toBeNull();
  });

  it('keeps only the newest eight reviews', () => {
    const storage = new MemoryStorage();
    const records = Array.from({ length: 10 }, (_, i) => record([`m${i}`]));
    for (const r of records) saveReview(storage as unknown as Storage, reviewOf(r), undefined);
    const kept = records.map((r) => loadReview(storage as unknown as Storage, r, undefined) !== null);
    expect(kept).toEqual([false, false, true, true, true, true, true, true, true, true]);
  });

  it('draws 100% at the top, 0% at the bottom, the last position at the right edge', () => {
    expect(graphPoint(0, 5, 100)).toEqual({ x: 0, y: 0 });
    expect(graphPoint(4, 5, 0)).toEqual({ x: GRAPH_WIDTH, y: GRAPH_HEIGHT });
    expect(graphPoint(2, 5, 75)).toEqual({ x: GRAPH_WIDTH / 2, y: GRAPH_HEIGHT / 4 });
    expect(graphArea([50, 100])).toBe(
      `M0,${GRAPH_HEIGHT / 2} L${GRAPH_WIDTH},0 L${GRAPH_WIDTH},${GRAPH_HEIGHT} L0,${GRAPH_HEIGHT} Z`,
    );
  });

  it('finds every string it reads in every locale', () => {
    for (const game of GAME_IDS)
      for (const lang of LOCALES) {
        const missing = reviewPageKeys(game).filter(
          (k) => (DICTIONARIES[lang] as Readonly<Record<string, string>>)[k] === undefined,
        );
        expect(missing, `${game} ${lang}`).toEqual([]);
      }
  });
});
