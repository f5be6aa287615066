/** Piece faces and terrain by game, so callers need not branch on the game themselves. */
import { assertNever } from '../engine/core/result';
import { BANQI_DIMENSIONS, JUNGLE_DIMENSIONS, type Dimensions } from './geometry';
import type { PieceFace } from './pieces';
import { BANQI_FACES, banqiFace } from './pieces-banqi';
import { JUNGLE_FACES, jungleFace } from './pieces-jungle';
import { jungleTerrain, type BoardTerrain } from './terrain-jungle';
import type { Game, Square } from './types';

export function faceOf(game: Game, letter: string): PieceFace | undefined {
  switch (game) {
    case 'banqi':
      return banqiFace(letter);
    case 'jungle':
      return jungleFace(letter);
    default:
      return assertNever(game);
  }
}

/** Every face of the game (both colours), in notation order. */
export function faceList(game: Game): PieceFace[] {
  switch (game) {
    case 'banqi':
      return [...BANQI_FACES.values()];
    case 'jungle':
      return [...JUNGLE_FACES.values()];
    default:
      return assertNever(game);
  }
}

const LAND: BoardTerrain = { kind: 'land' };

export function terrainOf(game: Game, sq: Square): BoardTerrain {
  switch (game) {
    case 'banqi':
      return LAND;
    case 'jungle':
      return jungleTerrain(sq);
    default:
      return assertNever(game);
  }
}

export function dimensionsOf(game: Game): Dimensions {
  switch (game) {
    case 'banqi':
      return BANQI_DIMENSIONS;
    case 'jungle':
      return JUNGLE_DIMENSIONS;
    default:
      return assertNever(game);
  }
}
