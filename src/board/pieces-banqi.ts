/** Banqi pieces (rules.md): G A E R H C S, ranks 7..1; red characters and black characters differ. */
import { buildFaces, type PieceFace } from './pieces';

export const BANQI_KINDS = ['general', 'advisor', 'elephant', 'chariot', 'horse', 'cannon', 'soldier'] as const;
export type BanqiKind = (typeof BANQI_KINDS)[number];

export const BANQI_FACES: ReadonlyMap<string, PieceFace> = buildFaces(
  { letters: 'GAERHCS', kinds: BANQI_KINDS, strongestFirst: true },
  {
    upper: ['帥', '仕', '相', '俥', '傌', '炮', '兵'],
    lower: ['將', '士', '象', '車', '馬', '砲', '卒'],
  },
  'black',
);
