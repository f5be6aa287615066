/** The position editor's Banqi: 14 identities and face-down pieces, three turn values and the pool. */
import { BANQI_DIMENSIONS } from '../board/geometry';
import { FACE_DOWN, FULL_SET, IDENTITIES, banqiGame, type Position } from '../engine/banqi';
import type { EditorSpec } from './spec';

export const banqiEditor: EditorSpec<Position> = {
  game: 'banqi',
  rules: banqiGame,
  dims: BANQI_DIMENSIONS,
  palette: [...IDENTITIES, FACE_DOWN],
  turns: ['r', 'b', '-'],
  fullSet: FULL_SET,
  fieldCount: 5,
};
