/** Piece faces and terrain by game, so callers need not branch on the game themselves. */
import { BANQI_DIMENSIONS, JUNGLE_DIMENSIONS, type Dimensions } from './geometry';
import type { PieceFace } from './pieces';
import { BANQI_FACES } from './pieces-banqi';
import { JUNGLE_FACES } from './pieces-jungle';
import { jungleTerrain, type BoardTerrain } from './terrain-jungle';
import type { Game, Square } from './types';

const LAND: BoardTerrain = { kind: 'land' };

/** What a game's board is drawn from: its faces by letter (both colours, in notation order), terrain and size. */
interface GameArt {
  readonly faces: ReadonlyMap<string, PieceFace>;
  readonly terrain: (sq: Square) => BoardTerrain;
  readonly dimensions: Dimensions;
}

const ART: Readonly<Record<Game, GameArt>> = {
  banqi: { faces: BANQI_FACES, terrain: () => LAND, dimensions: BANQI_DIMENSIONS },
  jungle: { faces: JUNGLE_FACES, terrain: jungleTerrain, dimensions: JUNGLE_DIMENSIONS },
};

/** The face of a face-up letter; undefined for 'X', '' or anything that is not a piece. */
export const faceOf = (game: Game, letter: string): PieceFace | undefined => ART[game].faces.get(letter);

/** Every face of the game (both colours), in notation order. */
export const faceList = (game: Game): PieceFace[] => [...ART[game].faces.values()];

export const terrainOf = (game: Game, sq: Square): BoardTerrain => ART[game].terrain(sq);

export const dimensionsOf = (game: Game): Dimensions => ART[game].dimensions;
