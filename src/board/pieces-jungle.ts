/** Jungle pieces (rules.md): R C D W P T L E, strength 1..8; uppercase red, lowercase blue. */
import { buildFaces, type PieceFace } from './pieces';

export const JUNGLE_KINDS = ['rat', 'cat', 'dog', 'wolf', 'leopard', 'tiger', 'lion', 'elephant'] as const;
export type JungleKind = (typeof JUNGLE_KINDS)[number];

const GLYPHS = ['鼠', '貓', '狗', '狼', '豹', '虎', '獅', '象'];

export const JUNGLE_FACES: ReadonlyMap<string, PieceFace> = buildFaces(
  { letters: 'RCDWPTLE', kinds: JUNGLE_KINDS, strongestFirst: false },
  { upper: GLYPHS, lower: GLYPHS },
  'blue',
);
