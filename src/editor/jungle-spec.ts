/** The position editor's Jungle: eight animals per side, red or blue to move, no pool. */
import { JUNGLE_DIMENSIONS } from '../board/geometry';
import { ANIMALS, jungleGame, type Position } from '../engine/jungle';
import type { EditorSpec } from './spec';

export const jungleEditor: EditorSpec<Position> = {
  game: 'jungle',
  rules: jungleGame,
  dims: JUNGLE_DIMENSIONS,
  palette: [...ANIMALS, ...ANIMALS.map((a) => a.toLowerCase())],
  turns: ['r', 'b'],
  fullSet: null,
  fieldCount: 4,
};
