/** Jungle pieces (rules.md): R C D W P T L E, strength 1..8; uppercase red, lowercase blue. */
import { buildFaces, type KindSpec, type PieceFace } from './pieces';

export const JUNGLE_KINDS = ['rat', 'cat', 'dog', 'wolf', 'leopard', 'tiger', 'lion', 'elephant'] as const;
export type JungleKind = (typeof JUNGLE_KINDS)[number];

const KINDS: readonly KindSpec[] = [
  { letter: 'R', kind: 'rat', value: 1 },
  { letter: 'C', kind: 'cat', value: 2 },
  { letter: 'D', kind: 'dog', value: 3 },
  { letter: 'W', kind: 'wolf', value: 4 },
  { letter: 'P', kind: 'leopard', value: 5 },
  { letter: 'T', kind: 'tiger', value: 6 },
  { letter: 'L', kind: 'lion', value: 7 },
  { letter: 'E', kind: 'elephant', value: 8 },
];

const GLYPHS = ['鼠', '貓', '狗', '狼', '豹', '虎', '獅', '象'];

export const JUNGLE_FACES: ReadonlyMap<string, PieceFace> = buildFaces(KINDS, { upper: GLYPHS, lower: GLYPHS }, 'blue');

export const jungleFace = (letter: string): PieceFace | undefined => JUNGLE_FACES.get(letter);
