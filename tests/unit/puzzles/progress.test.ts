/** Issue 49: the reader's puzzle progress, its Glicko-2 updates, and a corrupted save that loses nothing. */
import { describe, expect, it } from 'vitest';
import { loadSavedProgress, type KeyStore } from '../../../src/islands/puzzles/saved-progress';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES } from '../../../src/i18n/locales';
import {
  PROGRESS_KEY,
  emptyProgress,
  parseProgress,
  recordOutcome,
  serializeProgress,
} from '../../../src/puzzles/progress';

function memory(initial: Record<string, string> = {}): KeyStore & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, get: (k) => data[k] ?? null, set: (k, v) => void (data[k] = v) };
}

const played = recordOutcome(emptyProgress(), 'jungle', { id: 'j-00000001', rating: 1500, score: 1 });

describe('recordOutcome', () => {
  it('raises the rating on a solve, lowers it on a failure, a hint in between', () => {
    const base = emptyProgress().jungle.rating.rating;
    const won = played.jungle.rating.rating;
    const lost = recordOutcome(emptyProgress(), 'jungle', { id: 'x', rating: 1500, score: 0 }).jungle.rating.rating;
    const hinted = recordOutcome(emptyProgress(), 'jungle', { id: 'x', rating: 1500, score: 0.5 }).jungle.rating;
    expect(won).toBeGreaterThan(base);
    expect(lost).toBeLessThan(base);
    expect(hinted.rating).toBeCloseTo(base, 6);
    expect(hinted.deviation).toBeLessThan(emptyProgress().jungle.rating.deviation);
    // Beating a harder puzzle gains more.
    const hard = recordOutcome(emptyProgress(), 'jungle', { id: 'x', rating: 2000, score: 1 }).jungle.rating.rating;
    expect(hard).toBeGreaterThan(won);
  });

  it('counts the streak, keeps the best, marks the puzzle and leaves the other game alone', () => {
    const two = recordOutcome(played, 'jungle', { id: 'j-00000002', rating: 1500, score: 1 });
    expect(two.jungle.streak).toBe(2);
    const broken = recordOutcome(two, 'jungle', { id: 'j-00000003', rating: 1500, score: 0 });
    expect(broken.jungle).toMatchObject({ streak: 0, best: 2 });
    expect(broken.jungle.seen).toEqual({ 'j-00000001': 'solved', 'j-00000002': 'solved', 'j-00000003': 'failed' });
    expect(broken.banqi).toEqual(emptyProgress().banqi);
  });

  it('rates only the first try of a puzzle: the daily one reopened and solved changes nothing', () => {
    const failed = recordOutcome(emptyProgress(), 'jungle', { id: 'j-00000001', rating: 1500, score: 0 });
    const again = recordOutcome(failed, 'jungle', { id: 'j-00000001', rating: 1500, score: 1 });
    expect(again).toEqual(failed);
    expect(recordOutcome(played, 'jungle', { id: 'j-00000001', rating: 1500, score: 1 })).toEqual(played);
  });
});

describe('parseProgress', () => {
  it('reads back what it wrote, and a missing save as a fresh one', () => {
    expect(parseProgress(serializeProgress(played))).toEqual({ ok: true, value: played });
    expect(parseProgress(null)).toEqual({ ok: true, value: emptyProgress() });
  });

  it('keeps the game records that still read when another is broken', () => {
    const text = JSON.stringify({ jungle: played.jungle, banqi: { rating: 'high', streak: -1 } });
    const r = parseProgress(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ kind: 'shape', games: ['banqi'] });
    expect(r.error.kept.jungle).toEqual(played.jungle);
  });

  it('refuses a game record with any field out of range, and drops keys it does not know', () => {
    const game = played.jungle;
    const save = (record: unknown): string => JSON.stringify({ jungle: record });
    // JSON.stringify writes Infinity as null: the one overflowing number is written by hand.
    const infinite = save({ ...game, rating: { ...game.rating, rating: 0 } }).replace('"rating":0', '"rating":1e999');
    const broken: [string, string][] = [
      ['no rating', save({ ...game, rating: undefined })],
      ['rating not a number', save({ ...game, rating: { ...game.rating, rating: '1500' } })],
      ['infinite rating', infinite],
      ['zero deviation', save({ ...game, rating: { ...game.rating, deviation: 0 } })],
      ['negative volatility', save({ ...game, rating: { ...game.rating, volatility: -0.06 } })],
      ['fractional streak', save({ ...game, streak: 1.5 })],
      ['negative best', save({ ...game, best: -1 })],
      ['unknown outcome', save({ ...game, seen: { 'j-00000001': 'maybe' } })],
      ['seen a list', save({ ...game, seen: ['j-00000001'] })],
    ];
    expect(infinite).toContain('1e999');
    for (const [why, text] of broken) {
      const r = parseProgress(text);
      expect(r.ok, why).toBe(false);
      if (!r.ok) expect(r.error, why).toMatchObject({ kind: 'shape', games: ['jungle'] });
    }
    const extra = parseProgress(JSON.stringify({ jungle: { ...game, note: 'x', rating: { ...game.rating, k: 1 } } }));
    expect(extra).toEqual({ ok: true, value: played });
  });

  it('refuses text that is not JSON or not an object', () => {
    for (const text of ['{"jungle":', '[1,2]', '"text"', 'null']) {
      const r = parseProgress(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error.kind, text).toBe('json');
    }
  });
});

describe('loadSavedProgress', () => {
  it('copies an unreadable save aside whole, then writes what could be read', () => {
    const broken = `{"jungle":${JSON.stringify(played.jungle)},"banqi":{"rating":1}`;
    const store = memory({ [PROGRESS_KEY]: broken, [`${PROGRESS_KEY}.unreadable-1`]: 'an older copy' });
    const loaded = loadSavedProgress(store);
    expect(loaded.saveError).toBe(true);
    expect(store.data[`${PROGRESS_KEY}.unreadable-1`]).toBe('an older copy');
    expect(store.data[`${PROGRESS_KEY}.unreadable-2`]).toBe(broken);
    expect(parseProgress(store.data[PROGRESS_KEY] ?? null)).toEqual({ ok: true, value: loaded.progress });
  });

  it('keeps the readable game of a half-broken save', () => {
    const text = JSON.stringify({ jungle: played.jungle, banqi: { rating: 1 } });
    const store = memory({ [PROGRESS_KEY]: text });
    const loaded = loadSavedProgress(store);
    expect(loaded.saveError).toBe(true);
    expect(loaded.progress.jungle).toEqual(played.jungle);
    expect(store.data[`${PROGRESS_KEY}.unreadable-1`]).toBe(text);
  });

  it('writes nothing aside for a good save or none', () => {
    const store = memory({ [PROGRESS_KEY]: serializeProgress(played) });
    expect(loadSavedProgress(store)).toEqual({ progress: played, saveError: false });
    expect(Object.keys(store.data)).toEqual([PROGRESS_KEY]);
  });

  it('has its message in every locale, each in its own words', () => {
    const texts = LOCALES.map((lang) => (DICTIONARIES[lang] as Record<string, string>)['puzzles.error.save'] ?? '');
    for (const text of texts) expect(text.trim()).not.toBe('');
    expect(new Set(texts).size).toBe(LOCALES.length);
  });
});
