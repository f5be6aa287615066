/**
 * Jungle terrain as the board draws it, by square name (rules.md: two lakes, a den and three
 * traps per side, everything else land). The engine keeps its own indexed copy.
 */
import type { Square } from './types';

type TerrainOwner = 'red' | 'blue';

export type BoardTerrain =
  | { readonly kind: 'land' }
  | { readonly kind: 'water' }
  | { readonly kind: 'trap'; readonly owner: TerrainOwner }
  | { readonly kind: 'den'; readonly owner: TerrainOwner };

const JUNGLE_WATER: readonly Square[] = ['b4', 'c4', 'b5', 'c5', 'b6', 'c6', 'e4', 'f4', 'e5', 'f5', 'e6', 'f6'];
const JUNGLE_TRAPS: Readonly<Record<TerrainOwner, readonly Square[]>> = {
  red: ['c1', 'e1', 'd2'],
  blue: ['c9', 'e9', 'd8'],
};
const JUNGLE_DENS: Readonly<Record<TerrainOwner, Square>> = { red: 'd1', blue: 'd9' };

const LAND: BoardTerrain = { kind: 'land' };

export function jungleTerrain(sq: Square): BoardTerrain {
  if (JUNGLE_WATER.includes(sq)) return { kind: 'water' };
  for (const owner of ['red', 'blue'] as const) {
    if (JUNGLE_DENS[owner] === sq) return { kind: 'den', owner };
    if (JUNGLE_TRAPS[owner].includes(sq)) return { kind: 'trap', owner };
  }
  return LAND;
}
