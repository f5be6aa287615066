/** The board's unchanging drawing for a game and orientation: frame, squares, terrain, coordinates. */
import { terrainOf } from '../../board/faces';
import { CELL, coordinateLabels, squareOrigin, type BoardLayout } from '../../board/layout';
import { allSquares, displayRows } from '../../board/geometry';
import type { BoardState } from '../../board/model';
import type { Game } from '../../board/types';
import { TEXTURE_CLASS, squarePath, terrainClass, texturePath, type TerrainKind } from './TerrainTile';

interface BackgroundProps {
  game: Game;
  state: BoardState;
  layout: BoardLayout;
}

/**
 * The terrain as one group per kind and owner (water; each side's traps; each side's den), each a fill path
 * and a texture path over all its squares: a page's forty boards share this drawing, and every element of
 * it is styled again for each board that shows it (about 60 elements per board drawn square by square).
 */
function Terrain({ game, state, layout }: BackgroundProps) {
  const { config } = state;
  if (game !== 'jungle') return null;
  const groups = new Map<string, { fill: string; texture: string; kind: TerrainKind }>();
  for (const sq of allSquares(config)) {
    const o = squareOrigin(layout, config, config.orientation, sq);
    const terrain = terrainOf(game, sq);
    if (o === undefined || terrain.kind === 'land') continue;
    const cls = terrainClass(terrain);
    const group = groups.get(cls) ?? { fill: '', texture: '', kind: terrain.kind };
    group.fill += squarePath(o);
    group.texture += texturePath(terrain.kind, o);
    groups.set(cls, group);
  }
  return (
    <g class="pyb-terrain">
      {[...groups].map(([cls, g]) => (
        <g key={cls} class={cls}>
          <path class={`pyb-${g.kind}-fill`} d={g.fill} />
          <path class={TEXTURE_CLASS[g.kind]} d={g.texture} />
        </g>
      ))}
    </g>
  );
}

function Surface({ state, layout }: Omit<BackgroundProps, 'game'>) {
  const { config } = state;
  const w = config.files * CELL;
  const h = config.ranks * CELL;
  const lines: string[] = [];
  for (let c = 1; c < config.files; c++) lines.push(`M${layout.x0 + c * CELL} ${layout.y0}v${h}`);
  for (let r = 1; r < config.ranks; r++) lines.push(`M${layout.x0} ${layout.y0 + r * CELL}h${w}`);
  const alt = displayRows(config, config.orientation).flatMap((row, r) =>
    row.filter((_, c) => (r + c) % 2 === 1).map((sq) => squareOrigin(layout, config, config.orientation, sq)),
  );
  return (
    <g>
      <rect class="pyb-frame" x={0} y={0} width={layout.width} height={layout.height} rx={12} />
      <rect class="pyb-surface" x={layout.x0} y={layout.y0} width={w} height={h} />
      <path class="pyb-surface-alt" d={alt.map((o) => (o ? squarePath(o) : '')).join('')} />
      <path class="pyb-lines" d={lines.join('')} />
      <rect class="pyb-border" x={layout.x0} y={layout.y0} width={w} height={h} />
    </g>
  );
}

/** What never changes on a board of a game and orientation: frame, squares, terrain, coordinates. */
export function BoardBackground({ game, state, layout }: BackgroundProps) {
  return (
    <>
      <Surface state={state} layout={layout} />
      <Terrain game={game} state={state} layout={layout} />
      <g class="pyb-coords">
        {coordinateLabels(layout, state.config, state.config.orientation).map((l) => (
          <text key={l.text} x={l.x} y={l.y}>
            {l.text}
          </text>
        ))}
      </g>
    </>
  );
}
