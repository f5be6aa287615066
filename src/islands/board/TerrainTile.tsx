/** Jungle terrain (water, trap or den) drawn with its texture; nothing for land. */
import { assertNever } from '../../engine/core/result';
import { CELL, type Point } from '../../board/layout';
import { denPath, hatchPath, wavesPath } from '../../board/shapes';
import type { BoardTerrain } from '../../board/terrain-jungle';

export type TerrainKind = Exclude<BoardTerrain['kind'], 'land'>;

/** The class of each kind's texture path (its fill path is `pyb-<kind>-fill`). */
export const TEXTURE_CLASS: Readonly<Record<TerrainKind, string>> = {
  water: 'pyb-water-waves',
  trap: 'pyb-trap-hatch',
  den: 'pyb-den-icon',
};

/** The class of a terrain's group: its kind, and for traps and dens their owner. */
export const terrainClass = (terrain: Exclude<BoardTerrain, { kind: 'land' }>): string =>
  terrain.kind === 'water' ? 'pyb-water' : `pyb-${terrain.kind} pyb-owner--${terrain.owner}`;

/** A square as path data, from its top left corner. */
export const squarePath = (o: Point): string => `M${o.x} ${o.y}h${CELL}v${CELL}h${-CELL}Z`;

/** The texture of one square of a kind, as path data. */
export function texturePath(kind: TerrainKind, o: Point): string {
  switch (kind) {
    case 'water':
      return wavesPath(o);
    case 'trap':
      return hatchPath(o);
    case 'den':
      return denPath(o);
    default:
      return assertNever(kind);
  }
}

function SquareRect({ o, cls }: { o: Point; cls: string }) {
  return <rect class={cls} x={o.x} y={o.y} width={CELL} height={CELL} />;
}

/** One square of terrain on its own (the legend's icons); a board draws its terrain by kind (BoardArt). */
export function TerrainTile({ terrain, o }: { terrain: BoardTerrain; o: Point }) {
  if (terrain.kind === 'land') return null;
  return (
    <g class={terrainClass(terrain)}>
      <SquareRect o={o} cls={`pyb-${terrain.kind}-fill`} />
      <path class={TEXTURE_CLASS[terrain.kind]} d={texturePath(terrain.kind, o)} />
    </g>
  );
}

export { SquareRect };
