/** Progress kept in the browser (one store for every locale), and the two links of every exercise. */
import { describe, expect, it } from 'vitest';
import { playHref, reportHref } from '../../../src/lessons/links';
import { clearProgress, markSolved, progressKey, readProgress } from '../../../src/lessons/progress';
import { blockedStore, memoryStore } from './helpers';

describe('practice progress', () => {
  it('is kept per game, one store for every locale', () => {
    expect(progressKey('banqi')).toBe('plyyard:progress:banqi');
    expect(progressKey('jungle')).not.toBe(progressKey('banqi'));
  });

  it('records each solved exercise once, and clears', () => {
    const store = memoryStore();
    const key = progressKey('banqi');
    expect(markSolved(store, key, 'practice-count')).toEqual(['practice-count']);
    expect(markSolved(store, key, 'practice-count')).toEqual(['practice-count']);
    expect(markSolved(store, key, 'practice-review')).toEqual(['practice-count', 'practice-review']);
    expect(readProgress(store, key)).toEqual(['practice-count', 'practice-review']);
    expect(readProgress(store, progressKey('jungle'))).toEqual([]);
    clearProgress(store, key);
    expect(readProgress(store, key)).toEqual([]);
  });

  it('survives junk, a missing storage and a storage that throws', () => {
    expect(readProgress(memoryStore({ k: '{not json' }), 'k')).toEqual([]);
    expect(readProgress(memoryStore({ k: '{"a":1}' }), 'k')).toEqual([]);
    expect(readProgress(memoryStore({ k: '["a",2,"b"]' }), 'k')).toEqual(['a', 'b']);
    expect(readProgress(null, 'k')).toEqual([]);
    const throwing = blockedStore();
    expect(markSolved(throwing, 'k', 'x')).toEqual(['x']);
    expect(() => clearProgress(throwing, 'k')).not.toThrow();
  });
});

describe('exercise links', () => {
  const position = 'X2X2X1/8/CS1Xh3/1X4X1 r R1S1a1e1s2 3 12';

  it('play from this position: the play page of the locale with the position URL-encoded', () => {
    const href = playHref('es', 'banqi', position);
    const url = new URL(href, 'https://plyyard.com');
    expect(url.pathname).toBe('/es/banqi/play/');
    expect(url.searchParams.get('position')).toBe(position);
    expect(href).not.toContain(' ');
  });

  it('report an error: a mail to the editors with game, rules version, position and page filled in', () => {
    const href = reportHref(
      'contact@plyyard.com',
      'Erro em {{game}}',
      'Jogo: {{game}}\nVersão: {{version}}\nPosição: {{position}}\nPágina: {{url}}',
      {
        game: 'Banqi',
        version: 'Banqi 8x4 v1',
        position,
        url: 'https://plyyard.com/pt/banqi/#ex-cannon-two-screens',
      },
    );
    expect(href.startsWith('mailto:contact@plyyard.com?')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Erro em Banqi');
    expect(params.get('body')).toBe(
      `Jogo: Banqi\nVersão: Banqi 8x4 v1\nPosição: ${position}\nPágina: https://plyyard.com/pt/banqi/#ex-cannon-two-screens`,
    );
    expect(href).not.toContain('+');
  });
});
