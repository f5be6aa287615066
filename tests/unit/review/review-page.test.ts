/** The review page's pure parts: where it reads a record, how it keeps reviews, the graph's geometry, its strings. */
import { describe, expect, it } from 'vitest';
import { recordTextOf } from '../../../src/islands/review/read-record';
import { loadReview, reviewKey, saveReview } from '../../../src/islands/review/review-cache';
import { graphArea, graphPoint, GRAPH_HEIGHT, GRAPH_WIDTH } from '../../../src/islands/review/graph-geometry';
import { reviewPageKeys } from '../../../src/islands/review/review-text';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES } from '../../../src/i18n/locales';
import { GAME_IDS } from '../../../src/i18n/routes';
import type { GameReview, ReviewRecord } from '../../../src/review/types';

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
  ({ version: 1, ...r, nodes: 1000, seed: 0, plies: [], firstSeatChance: [50], summary: {} }) as unknown as GameReview;

describe('the review page', () => {
  it('reads the record from the hash before the query, and null when neither carries one', () => {
    const text = JSON.stringify({ moves: ['a1a2'] });
    expect(recordTextOf(new URL(`https://x.test/pt/banqi/review/#record=${encodeURIComponent(text)}`))).toBe(text);
    expect(recordTextOf(new URL(`https://x.test/r/?record=q#record=h`))).toBe('h');
    expect(recordTextOf(new URL(`https://x.test/r/?record=${encodeURIComponent(text)}`))).toBe(text);
    expect(recordTextOf(new URL('https://x.test/r/#other=1'))).toBeNull();
  });

  it('gives back a kept review only for the very record it was made of', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const a = record(['a7a6', 'g3g4']);
    saveReview(storage, reviewOf(a));
    expect(loadReview(storage, a)?.moves).toEqual(a.moves);
    expect(loadReview(storage, record(['a7a6']))).toBeNull();
    expect(loadReview(storage, record(['a7a6', 'g3g5']))).toBeNull();
    // A value stored under the key that is not that record's review is ignored.
    storage.setItem(reviewKey(a), JSON.stringify(reviewOf(record(['b7b6', 'g3g4']))));
    expect(loadReview(storage, a)).toBeNull();
  });

  it('keeps only the newest eight reviews', () => {
    const storage = new MemoryStorage();
    const records = Array.from({ length: 10 }, (_, i) => record([`m${i}`]));
    for (const r of records) saveReview(storage as unknown as Storage, reviewOf(r));
    const kept = records.map((r) => loadReview(storage as unknown as Storage, r) !== null);
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
