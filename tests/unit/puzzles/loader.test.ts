/** Issue 49: the trainer's data loader (typed errors for every way a file can be wrong) and its chunk choice. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
    const c = await loadChunk(fetcher, 'jungle', 'chunk-000.json');
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
    expect(await loadChunk(fetcher, 'jungle', 'chunk-009.json')).toEqual({
      ok: false,
      error: { kind: 'network', file: 'chunk-009.json', status: 404 },
    });
    expect(await loadChunk(fetcher, 'jungle', 'chunk-001.json')).toEqual({
      ok: false,
      error: { kind: 'json', file: 'chunk-001.json' },
    });
    const shape = await loadChunk(fetcher, 'jungle', 'chunk-002.json');
    expect(!shape.ok && shape.error.kind === 'data' && shape.error.error.kind).toBe('shape');
    const line = await loadChunk(fetcher, 'jungle', 'chunk-003.json');
    expect(!line.ok && line.error.kind === 'data' && line.error.error).toMatchObject({ kind: 'line', ply: 0 });
    const foreign = await loadChunk(fetcher, 'jungle', 'chunk-004.json');
    expect(!foreign.ok && foreign.error.kind).toBe('data');
    const otherIndex = await loadIndex(fetcher, 'jungle');
    expect(!otherIndex.ok && otherIndex.error.kind).toBe('data');
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
