import { describe, expect, it } from 'vitest';
import { assignPieceKeys } from '../../../src/board/piece-keys';

const keyAt = (k: ReturnType<typeof assignPieceKeys>, sq: string) => k.pieces.find((p) => p.square === sq)?.key;

describe('piece identities for animation', () => {
  it('the moved piece keeps its identity on its new square', () => {
    const a = assignPieceKeys(null, { a1: 'T', g1: 'L', a9: 'l' }, null);
    const b = assignPieceKeys(a, { a2: 'T', g1: 'L', a9: 'l' }, { from: 'a1', to: 'a2' });
    expect(keyAt(b, 'a2')).toBe(keyAt(a, 'a1'));
    expect(keyAt(b, 'g1')).toBe(keyAt(a, 'g1'));
  });

  it('a capture keeps the capturer and drops the captured piece', () => {
    const a = assignPieceKeys(null, { d3: 'H', d4: 'c' }, null);
    const b = assignPieceKeys(a, { d4: 'H' }, { from: 'd3', to: 'd4' });
    expect(b.pieces).toHaveLength(1);
    expect(keyAt(b, 'd4')).toBe(keyAt(a, 'd3'));
  });

  it('a reveal keeps the identity and is flagged; other pieces are not', () => {
    const a = assignPieceKeys(null, { c3: 'X', h2: 'S' }, null);
    const b = assignPieceKeys(a, { c3: 'h', h2: 'S' }, { from: 'c3', to: 'c3' });
    expect(keyAt(b, 'c3')).toBe(keyAt(a, 'c3'));
    expect(b.pieces.find((p) => p.square === 'c3')?.revealed).toBe(true);
    expect(b.pieces.find((p) => p.square === 'h2')?.revealed).toBe(false);
  });

  it('a different piece on a square gets a new identity, and the drawing order of the others stays', () => {
    const a = assignPieceKeys(null, { a1: 'T', b1: 'C', c1: 'D' }, null);
    const b = assignPieceKeys(a, { a1: 'T', b1: 'W', c1: 'D' }, null);
    expect(keyAt(b, 'b1')).not.toBe(keyAt(a, 'b1'));
    const keys = b.pieces.map((p) => p.key);
    expect(keys).toEqual([...keys].sort((x, y) => x - y));
    expect(new Set(keys).size).toBe(3);
    expect(b.pieces.map((p) => p.square)).toEqual(['a1', 'c1', 'b1']);
  });
});
