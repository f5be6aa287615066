/** One square of Jungle terrain (water, trap or den) drawn with its texture; nothing for land. */
import { CELL, type Point } from '../../board/layout';
import { denPath, hatchPath, wavesPath } from '../../board/shapes';
import type { BoardTerrain } from '../../board/terrain-jungle';

function SquareRect({ o, cls }: { o: Point; cls: string }) {
  return <rect class={cls} x={o.x} y={o.y} width={CELL} height={CELL} />;
}

export function TerrainTile({ terrain, o }: { terrain: BoardTerrain; o: Point }) {
  if (terrain.kind === 'land') return null;
  if (terrain.kind === 'water') {
    return (
      <g class="pyb-water">
        <SquareRect o={o} cls="pyb-water-fill" />
        <path class="pyb-water-waves" d={wavesPath(o)} />
      </g>
    );
  }
  return (
    <g class={`pyb-${terrain.kind} pyb-owner--${terrain.owner}`}>
      <SquareRect o={o} cls={`pyb-${terrain.kind}-fill`} />
      {terrain.kind === 'trap' ? (
        <path class="pyb-trap-hatch" d={hatchPath(o)} />
      ) : (
        <path class="pyb-den-icon" d={denPath(o)} />
      )}
    </g>
  );
}

export { SquareRect };
