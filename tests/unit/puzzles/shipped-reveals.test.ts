/**
 * The shipped safest-reveal puzzles (Banqi, issue 49): enough of them, none telling what is under a
 * face-down piece (the raw files hold the schema's fields only, the solution is a bare reveal of a
 * face-down square, the pool's counts are all the position says), and a sample proven again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACE_DOWN, IDENTITIES, parsePosition, publicView, squareOf } from '../../../src/engine/banqi';
import { MARGINS } from '../../../src/puzzles/margins';
import { BANQI_ORACLE } from '../../../src/puzzles/oracle';
import { reprove } from '../../../src/puzzles/reprove';
import { clearlySafest } from '../../../src/puzzles/safest-reveal';
import { readShipped } from '../../../src/puzzles/shipped';

const DIR = join('public', 'puzzles', 'banqi');
const shipped = readShipped('banqi');
if (!shipped.ok) throw new Error(JSON.stringify(shipped.error));
const { index, puzzles } = shipped.value;
const reveals = puzzles.filter((p) => p.themes.includes('safest-reveal'));

describe('shipped safest-reveal puzzles', () => {
  it('at least 40 of them, in at least 500 Banqi puzzles', () => {
    expect(reveals.length).toBeGreaterThanOrEqual(40);
    expect(puzzles.length).toBeGreaterThanOrEqual(500);
  });

  it('the raw files hold only the schema’s fields', () => {
    const raw = index.chunks.flatMap(
      (c) => (JSON.parse(readFileSync(join(DIR, c.file), 'utf8')) as { puzzles: Record<string, unknown>[] }).puzzles,
    );
    const keys = new Set(raw.flatMap((p) => Object.keys(p)));
    expect([...keys].sort()).toEqual(['game', 'id', 'line', 'position', 'rating', 'source', 'themes']);
    const sourceKeys = new Set(raw.flatMap((p) => Object.keys(p.source as object)));
    expect([...sourceKeys].sort()).toEqual(['game', 'ply', 'seed']);
  });

  it('never name an identity under a face-down piece', () => {
    for (const p of reveals) {
      const pos = parsePosition(p.position);
      if (!pos.ok) throw new Error(p.id);
      expect(p.line, p.id).toHaveLength(1);
      const move = p.line[0]!;
      expect(move, p.id).toMatch(/^([a-h][1-4])\1$/);
      expect(pos.value.cells[squareOf(move.slice(0, 2))!], p.id).toBe(FACE_DOWN);
      const view = publicView(pos.value);
      const pooled = IDENTITIES.reduce((n, id) => n + view.pool[id], 0);
      expect(pooled, p.id).toBe(view.hidden);
      const s = clearlySafest(pos.value);
      expect(s.ok && s.safest.square + s.safest.square, p.id).toBe(move);
    }
  });

  const sample = [reveals[0]!, reveals[Math.floor(reveals.length / 2)]!];
  it.each(sample.map((p) => [p.id, p] as const))(
    '%s is proven again by a deeper search',
    (_, puzzle) => {
      const m = MARGINS.banqi;
      expect(reprove(BANQI_ORACLE, puzzle, m, 2 * m.proofNodes)).toBeNull();
    },
    120_000,
  );

  it('the re-proof refuses the next safest reveal as the solution', () => {
    const p = reveals[0]!;
    const pos = parsePosition(p.position);
    if (!pos.ok) throw new Error(p.id);
    const s = clearlySafest(pos.value);
    if (!s.ok) throw new Error(p.id);
    const m = MARGINS.banqi;
    const other = { ...p, line: [s.next.square + s.next.square] };
    expect(reprove(BANQI_ORACLE, other, m, 2 * m.proofNodes)).toMatchObject({ kind: 'not-safest' });
  }, 120_000);
});
