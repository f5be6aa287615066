/**
 * Fixed Jungle terrain (rules.md): two lakes, three traps and a den per side. Everything else is land.
 * Exported as data so the board, the lessons and the engine read one source.
 */
import type { Colour } from './pieces';
import { squareOf, SQUARES } from './squares';

const TERRAIN_KINDS = ['land', 'water', 'trap', 'den'] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

export type Terrain =
  | { readonly kind: 'land' }
  | { readonly kind: 'water' }
  | { readonly kind: 'trap'; readonly owner: Colour }
  | { readonly kind: 'den'; readonly owner: Colour };

const sq = (name: string): number => {
  const s = squareOf(name);
  if (s === undefined) throw new Error(`bad terrain square ${name}`);
  return s;
};

export const WATER_SQUARES: readonly number[] = [
  'b4',
  'c4',
  'b5',
  'c5',
  'b6',
  'c6',
  'e4',
  'f4',
  'e5',
  'f5',
  'e6',
  'f6',
].map(sq);
export const TRAP_SQUARES: Readonly<Record<Colour, readonly number[]>> = {
  red: ['c1', 'e1', 'd2'].map(sq),
  blue: ['c9', 'e9', 'd8'].map(sq),
};
export const DEN_SQUARE: Readonly<Record<Colour, number>> = { red: sq('d1'), blue: sq('d9') };

const LAND: Terrain = { kind: 'land' };
const WATER: Terrain = { kind: 'water' };

/** Terrain of every square, indexed by square. */
export const TERRAIN: readonly Terrain[] = Array.from({ length: SQUARES }, (_, s): Terrain => {
  if (WATER_SQUARES.includes(s)) return WATER;
  for (const owner of ['red', 'blue'] as const) {
    if (DEN_SQUARE[owner] === s) return { kind: 'den', owner };
    if (TRAP_SQUARES[owner].includes(s)) return { kind: 'trap', owner };
  }
  return LAND;
});

/** Terrain of a square (0..62). */
export function terrainAt(square: number): Terrain {
  const t = TERRAIN[square];
  if (t === undefined) throw new RangeError(`not a Jungle square: ${square}`);
  return t;
}

/** 1 for water squares, 0 otherwise (engine hot path). */
export const IS_WATER: Uint8Array = Uint8Array.from(TERRAIN, (t) => (t.kind === 'water' ? 1 : 0));

/**
 * Per square, the colour whose pieces are weakened there (J4): +1 = red pieces (a blue trap),
 * -1 = blue pieces (a red trap), 0 = nobody. Compare with the sign of a piece code.
 */
export const WEAKENS: Int8Array = Int8Array.from(TERRAIN, (t) =>
  t.kind === 'trap' ? (t.owner === 'blue' ? 1 : -1) : 0,
);

/** Per square, the sign of the pieces that may not enter it (J1, own den): +1 red den, -1 blue den, 0 none. */
export const DEN_OF: Int8Array = Int8Array.from(TERRAIN, (t) => (t.kind === 'den' ? (t.owner === 'red' ? 1 : -1) : 0));
