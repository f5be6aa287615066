/** Banqi pieces (rules.md): G A E R H C S, ranks 7..1; red characters and black characters differ. */
import { buildFaces, type KindSpec, type PieceFace } from './pieces';

export const BANQI_KINDS = ['general', 'advisor', 'elephant', 'chariot', 'horse', 'cannon', 'soldier'] as const;
export type BanqiKind = (typeof BANQI_KINDS)[number];

const KINDS: readonly KindSpec[] = [
  { letter: 'G', kind: 'general', value: 7 },
  { letter: 'A', kind: 'advisor', value: 6 },
  { letter: 'E', kind: 'elephant', value: 5 },
  { letter: 'R', kind: 'chariot', value: 4 },
  { letter: 'H', kind: 'horse', value: 3 },
  { letter: 'C', kind: 'cannon', value: 2 },
  { letter: 'S', kind: 'soldier', value: 1 },
];

export const BANQI_FACES: ReadonlyMap<string, PieceFace> = buildFaces(
  KINDS,
  {
    upper: ['帥', '仕', '相', '俥', '傌', '炮', '兵'],
    lower: ['將', '士', '象', '車', '馬', '砲', '卒'],
  },
  'black',
);

/** Face of a face-up Banqi letter; undefined for 'X', '' or anything that is not a piece. */
export const banqiFace = (letter: string): PieceFace | undefined => BANQI_FACES.get(letter);
