import { describe, expect, it } from 'vitest';
import { faceOf, terrainOf } from '../../../src/board/faces';
import { BANQI_FACES } from '../../../src/board/pieces-banqi';
import { JUNGLE_FACES } from '../../../src/board/pieces-jungle';

describe('piece faces', () => {
  it('Banqi: traditional characters per colour, with ranks 7 .. 1', () => {
    const red = 'GAERHCS'.split('').map((l) => faceOf('banqi', l)!);
    const black = 'gaerhcs'.split('').map((l) => faceOf('banqi', l)!);
    expect(red.map((f) => f.glyph).join('')).toBe('帥仕相俥傌炮兵');
    expect(black.map((f) => f.glyph).join('')).toBe('將士象車馬砲卒');
    expect(red.map((f) => f.value)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(black.map((f) => f.value)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(red.every((f) => f.side === 'red' && f.style === 'filled')).toBe(true);
    expect(black.every((f) => f.side === 'black' && f.style === 'ring')).toBe(true);
    expect(BANQI_FACES.size).toBe(14);
    expect(faceOf('banqi', 'X')).toBeUndefined();
  });

  it('Jungle: one character per animal, strengths 1 .. 8, red filled and blue ring', () => {
    const red = 'RCDWPTLE'.split('').map((l) => faceOf('jungle', l)!);
    expect(red.map((f) => f.glyph).join('')).toBe('鼠貓狗狼豹虎獅象');
    expect(red.map((f) => f.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(faceOf('jungle', 'l')).toMatchObject({ side: 'blue', kind: 'lion', style: 'ring', glyph: '獅' });
    expect(JUNGLE_FACES.size).toBe(16);
  });

  it('Jungle terrain matches rules.md; Banqi has none', () => {
    const kinds = (sqs: string[]) => sqs.map((s) => terrainOf('jungle', s));
    expect(
      kinds(['b4', 'c4', 'b5', 'c5', 'b6', 'c6', 'e4', 'f4', 'e5', 'f5', 'e6', 'f6']).every((t) => t.kind === 'water'),
    ).toBe(true);
    expect(kinds(['c1', 'e1', 'd2'])).toEqual(Array(3).fill({ kind: 'trap', owner: 'red' }));
    expect(kinds(['c9', 'e9', 'd8'])).toEqual(Array(3).fill({ kind: 'trap', owner: 'blue' }));
    expect(terrainOf('jungle', 'd1')).toEqual({ kind: 'den', owner: 'red' });
    expect(terrainOf('jungle', 'd9')).toEqual({ kind: 'den', owner: 'blue' });
    expect(kinds(['a4', 'd4', 'g6', 'd5', 'b3', 'd3', 'd7', 'c2'])).toEqual(Array(8).fill({ kind: 'land' }));
    expect(terrainOf('banqi', 'b4')).toEqual({ kind: 'land' });
  });
});
