/** Issue 49: the trainer's data loader (typed errors for every way a file can be wrong) and its chunk choice. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jungleGame } from '../../../src/engine/jungle';
import { loadChunk, loadIndex, nearestChunk, themeCount, type Fetcher } from '../../../src/puzzles/loader';
import { parseIndex, type PuzzleIndex } from '../../../src/puzzles/schema';

const shipped = (game: string, file: string): unknown =>
  JSON.parse(readFileSync(`public/puzzles/${game}/${file}`, 'utf8'));

/** A fetcher serving the given bodies by URL (a string body is sent as invalid JSON). */
function serve(files: Record<string, unknown>): Fetcher & { asked: string[] } {
  const asked: string[] = [];
  const f = async (url: string) => {
    asked.push(url);
    if (!(url in files)) return { ok: false, status: 404, json: async () => null };
    const body = files[url];
    return {
      ok: true,
      status: 200,
      json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
    };
  };
  return Object.assign(f, { asked });
}

const INDEX = parseIndex(shipped('jungle', 'index.json'));
if (!INDEX.ok) throw new Error('shipped index');
const index: PuzzleIndex = INDEX.value;

describe('loadIndex and loadChunk', () => {
  it('read the shipped files from /puzzles/<game>/', async () => {
    const fetcher = serve({
      '/puzzles/jungle/index.json': shipped('jungle', 'index.json'),
      '/puzzles/jungle/chunk-000.json': shipped('jungle', 'chunk-000.json'),
    });
    const i = await loadIndex(fetcher, 'jungle');
    expect(i.ok && i.value.count).toBe(500);
    const c = await loadChunk(fetcher, jungleGame, 'chunk-000.json');
    expect(c.ok && c.value.puzzles.length).toBe(index.chunks[0]!.count);
    expect(fetcher.asked).toEqual(['/puzzles/jungle/index.json', '/puzzles/jungle/chunk-000.json']);
  });

  it('say which file failed and how', async () => {
    const good = shipped('jungle', 'chunk-000.json') as { game: string; puzzles: { line: string[] }[] };
    const badLine = { ...good, puzzles: [{ ...good.puzzles[0]!, line: ['a1a1'] }] };
    const fetcher = serve({
      '/puzzles/jungle/chunk-001.json': '{"game":',
      '/puzzles/jungle/chunk-002.json': { game: 'jungle', puzzles: [{ id: 'nope' }] },
      '/puzzles/jungle/chunk-003.json': badLine,
      '/puzzles/jungle/chunk-004.json': { ...good, game: 'banqi' },
      '/puzzles/jungle/index.json': { ...index, game: 'banqi' },
    });
    expect(await loadChunk(fetcher, jungleGame, 'chunk-009.json')).toEqual({
      ok: false,
      error: { kind: 'network', file: 'chunk-009.json', status: 404 },
    });
    expect(await loadChunk(fetcher, jungleGame, 'chunk-001.json')).toEqual({
      ok: false,
      error: { kind: 'json', file: 'chunk-001.json' },
    });
    const shape = await loadChunk(fetcher, jungleGame, 'chunk-002.json');
    expect(!shape.ok && shape.error.kind === 'data' && shape.error.error.kind).toBe('shape');
    const line = await loadChunk(fetcher, jungleGame, 'chunk-003.json');
    expect(!line.ok && line.error.kind === 'data' && line.error.error).toMatchObject({ kind: 'line', ply: 0 });
    const foreign = await loadChunk(fetcher, jungleGame, 'chunk-004.json');
    expect(!foreign.ok && foreign.error.kind).toBe('data');
    const otherIndex = await loadIndex(fetcher, 'jungle');
    expect(!otherIndex.ok && otherIndex.error.kind).toBe('data');
  });

  it('name the field of a corrupted puzzle, with no schema library behind the check', async () => {
    const good = shipped('jungle', 'chunk-000.json') as { game: string; puzzles: Record<string, unknown>[] };
    const first = good.puzzles[0]!;
    const broken: [string, Record<string, unknown>][] = [
      ['puzzles[0].id', { id: 'j-XYZ' }],
      ['puzzles[0].game', { game: 'chess' }],
      ['puzzles[0].game', { game: 'banqi' }],
      ['puzzles[0].position', { position: '' }],
      ['puzzles[0].line', { line: [] }],
      ['puzzles[0].line', { line: ['a1'] }],
      ['puzzles[0].themes', { themes: ['no-such-theme'] }],
      ['puzzles[0].rating', { rating: 1200.5 }],
      ['puzzles[0].rating', { rating: 4001 }],
      ['puzzles[0].source', { source: { seed: 1, game: -1, ply: 0 } }],
      ['puzzles[0].source', { source: undefined }],
    ];
    for (const [message, change] of broken) {
      const fetcher = serve({ '/puzzles/jungle/chunk-000.json': { ...good, puzzles: [{ ...first, ...change }] } });
      expect(await loadChunk(fetcher, jungleGame, 'chunk-000.json'), message).toEqual({
        ok: false,
        error: { kind: 'data', file: 'chunk-000.json', error: { kind: 'shape', message } },
      });
    }
    // A theme of the other game only: the shape reads, the game's theme list refuses it.
    const foreign = serve({
      '/puzzles/jungle/chunk-000.json': { ...good, puzzles: [{ ...first, themes: ['cannon-screen'] }] },
    });
    expect(await loadChunk(foreign, jungleGame, 'chunk-000.json')).toEqual({
      ok: false,
      error: { kind: 'data', file: 'chunk-000.json', error: { kind: 'theme', id: first.id, theme: 'cannon-screen' } },
    });
    // A second puzzle broken after a good one is still found.
    const second = serve({ '/puzzles/jungle/chunk-000.json': { ...good, puzzles: [first, { ...first, rating: -1 }] } });
    const r = await loadChunk(second, jungleGame, 'chunk-000.json');
    expect(!r.ok && r.error.kind === 'data' && r.error.error).toEqual({ kind: 'shape', message: 'puzzles[1].rating' });
  });

  it('name the field of a corrupted index entry', () => {
    const entry = index.chunks[0]!;
    const cases: [string, Record<string, unknown>][] = [
      ['chunks[0].file', { file: '../secret.json' }],
      ['chunks[0].count', { count: 0 }],
      ['chunks[0].rating', { minRating: '900' }],
      ['chunks[0].themes', { themes: { trap: 1.5 } }],
    ];
    for (const [message, change] of cases) {
      expect(parseIndex({ ...index, chunks: [{ ...entry, ...change }] }), message).toEqual({
        ok: false,
        error: { kind: 'shape', message },
      });
    }
    expect(parseIndex({ ...index, count: -1 })).toEqual({ ok: false, error: { kind: 'shape', message: 'count' } });
    expect(parseIndex(null)).toEqual({ ok: false, error: { kind: 'shape', message: 'index' } });
  });

  it('turn a failed request into a network error', async () => {
    const down: Fetcher = async () => {
      throw new TypeError('offline');
    };
    expect(await loadIndex(down, 'banqi')).toEqual({
      ok: false,
      error: { kind: 'network', file: 'index.json', status: 0 },
    });
  });
});

describe('nearestChunk', () => {
  it('takes the band holding the rating, then the nearest band not fetched yet', () => {
    const holding = index.chunks.find((c) => c.minRating <= 1050 && 1050 <= c.maxRating)!;
    expect(nearestChunk(index, 1050, new Set())).toEqual({ file: holding.file, gap: 0 });
    const next = nearestChunk(index, 1050, new Set([holding.file]));
    expect(next).not.toBeNull();
    expect(next!.file).not.toBe(holding.file);
    const top = index.chunks.at(-1)!;
    expect(nearestChunk(index, 3000, new Set())).toEqual({ file: top.file, gap: 3000 - top.maxRating });
    expect(nearestChunk(index, 1050, new Set(index.chunks.map((c) => c.file)))).toBeNull();
  });

  it('skips chunks without the theme asked for', () => {
    const theme = 'blocking-rat';
    const without = index.chunks.filter((c) => (c.themes[theme] ?? 0) === 0).map((c) => c.file);
    expect(without.length).toBeGreaterThan(0);
    const picked = nearestChunk(index, 1000, new Set(), theme);
    expect(picked).not.toBeNull();
    expect(without).not.toContain(picked!.file);
    // The index's count agrees with the puzzles themselves.
    const carried = index.chunks
      .flatMap((c) => (shipped('jungle', c.file) as { puzzles: { themes: string[] }[] }).puzzles)
      .filter((p) => p.themes.includes(theme)).length;
    expect(themeCount(index, theme)).toBe(carried);
  });
});
