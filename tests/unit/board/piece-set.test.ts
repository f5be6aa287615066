import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { applyPieceSet, parsePieceSet, PIECE_SET_STORAGE_KEY } from '../../../src/board/art/piece-set';
import { pieceSetScript } from '../../../src/i18n/inline-scripts';

function fakeDocument() {
  const attributes = new Map<string, string>();
  const documentElement = { setAttribute: (n: string, v: string) => attributes.set(n, v) };
  return { attributes, doc: { documentElement } as unknown as Document };
}

function fakeStorage(initial: Record<string, string> = {}, throws = false) {
  const store = new Map(Object.entries(initial));
  const guard = <T>(fn: () => T): T => {
    if (throws) throw new Error('SecurityError');
    return fn();
  };
  return {
    store,
    storage: {
      getItem: (k: string) => guard(() => store.get(k) ?? null),
      setItem: (k: string, v: string) => guard(() => void store.set(k, v)),
    } as unknown as Storage,
  };
}

describe('piece-set preference', () => {
  it('reads back a stored choice; anything else falls back to pictures', () => {
    expect(parsePieceSet('characters')).toBe('characters');
    expect(parsePieceSet('pictures')).toBe('pictures');
    for (const bad of [null, undefined, '', 'Characters', 'glyphs', '{"x":1}'])
      expect(parsePieceSet(bad)).toBe('pictures');
  });

  it('applying a choice marks the page and remembers it', () => {
    const { attributes, doc } = fakeDocument();
    const { store, storage } = fakeStorage();
    applyPieceSet(doc, storage, 'characters');
    expect(attributes.get('data-piece-set')).toBe('characters');
    expect(store.get(PIECE_SET_STORAGE_KEY)).toBe('characters');
  });

  it('a blocked storage still changes the page', () => {
    const { attributes, doc } = fakeDocument();
    applyPieceSet(doc, fakeStorage({}, true).storage, 'characters');
    expect(attributes.get('data-piece-set')).toBe('characters');
  });

  const runScript = (stored: Record<string, string>, throws = false) => {
    const { attributes, doc } = fakeDocument();
    runInNewContext(pieceSetScript(), { localStorage: fakeStorage(stored, throws).storage, document: doc });
    return attributes.get('data-piece-set');
  };

  it('the pre-paint script applies a remembered choice and ignores a tampered one', () => {
    expect(runScript({ [PIECE_SET_STORAGE_KEY]: 'characters' })).toBe('characters');
    expect(runScript({ [PIECE_SET_STORAGE_KEY]: '"><script>' })).toBeUndefined();
    expect(runScript({})).toBeUndefined();
    expect(runScript({ [PIECE_SET_STORAGE_KEY]: 'characters' }, true)).toBeUndefined();
  });
});
