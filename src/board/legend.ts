/**
 * What a piece legend lists, by game: one entry per kind (its notation letter, rank or strength and
 * the dictionary keys of its name and its one-line move), and for Jungle the special squares.
 * The texts themselves live in the dictionaries (legend.*).
 */
import { assertNever } from '../engine/core/result';
import { faceList } from './faces';
import type { BoardTerrain } from './terrain-jungle';
import type { Game } from './types';

export interface LegendEntry {
  /** Uppercase notation letter (the red piece; the other colour is its lowercase). */
  readonly letter: string;
  readonly kind: string;
  readonly value: number;
  readonly nameKey: string;
  readonly movesKey: string;
}

export interface TerrainEntry {
  readonly terrain: BoardTerrain;
  readonly nameKey: string;
  readonly textKey: string;
}

export function legendEntries(game: Game): LegendEntry[] {
  return faceList(game)
    .filter((f) => f.side === 'red')
    .map((f) => ({
      letter: f.letter,
      kind: f.kind,
      value: f.value,
      nameKey: `legend.${game}.${f.kind}`,
      movesKey: `legend.${game}.moves.${f.kind}`,
    }));
}

const JUNGLE_TERRAIN: readonly TerrainEntry[] = [
  { terrain: { kind: 'water' }, nameKey: 'legend.terrain.water', textKey: 'legend.terrain.water.text' },
  { terrain: { kind: 'trap', owner: 'red' }, nameKey: 'legend.terrain.trap', textKey: 'legend.terrain.trap.text' },
  { terrain: { kind: 'den', owner: 'red' }, nameKey: 'legend.terrain.den', textKey: 'legend.terrain.den.text' },
];

export function terrainEntries(game: Game): readonly TerrainEntry[] {
  switch (game) {
    case 'banqi':
      return [];
    case 'jungle':
      return JUNGLE_TERRAIN;
    default:
      return assertNever(game);
  }
}

/** Every dictionary key a legend of the game reads. */
export function legendKeys(game: Game): string[] {
  return [
    'legend.title',
    'legend.pieceSet',
    'legend.pieceSet.pictures',
    'legend.pieceSet.characters',
    'legend.pieceSet.help',
    'legend.column.piece',
    `legend.column.rank.${game}`,
    'legend.column.moves',
    ...legendEntries(game).flatMap((e) => [e.nameKey, e.movesKey]),
    ...(terrainEntries(game).length > 0 ? ['legend.terrain.heading'] : []),
    ...terrainEntries(game).flatMap((e) => [e.nameKey, e.textKey]),
    'legend.marks.heading',
    'legend.marks.ring',
    'legend.marks.ring.text',
  ];
}
