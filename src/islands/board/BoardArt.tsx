/** The SVG drawing of the board (decorative: the accessible board is the HTML grid above it). */
import type { RefObject } from 'preact';
import { terrainOf } from '../../board/faces';
import {
  arrowShape,
  CELL,
  coordinateLabels,
  squareCenter,
  squareOrigin,
  type BoardLayout,
  type Point,
} from '../../board/layout';
import { destinationsOf, contentAt, type BoardState } from '../../board/model';
import type { PieceKeys } from '../../board/piece-keys';
import { cornersPath, crossPath } from '../../board/shapes';
import { allSquares, displayRows } from '../../board/geometry';
import { FACE_DOWN, type Game, type Mark, type Square } from '../../board/types';
import { backgroundSymbolId, faceDownTileId, pieceSymbolId } from './symbol-ids';
import { PieceGlyph } from './PieceGlyph';
import { SquareRect, TEXTURE_CLASS, squarePath, terrainClass, texturePath, type TerrainKind } from './TerrainTile';

export interface BoardArtProps {
  game: Game;
  state: BoardState;
  layout: BoardLayout;
  pieces: PieceKeys;
  /** Pointer position of a dragged piece, in SVG units. */
  dragPoint: Point | null;
  /** A square whose piece must not slide (it was just dropped there by drag). */
  instant: Square | null;
  svgRef?: RefObject<SVGSVGElement>;
  /**
   * A board before its island is ready (src/islands/exercise/BoardPreview.tsx): the frame, terrain and
   * coordinates and each piece are one <use> of the page's symbols (src/islands/board/BoardSymbols.tsx).
   */
  compact?: boolean;
}

/**
 * The terrain as one group per kind and owner (water; each side's traps; each side's den), each a fill path
 * and a texture path over all its squares: a page's forty boards share this drawing, and every element of
 * it is styled again for each board that shows it (about 60 elements per board drawn square by square).
 */
function Terrain({ game, state, layout }: Pick<BoardArtProps, 'game' | 'state' | 'layout'>) {
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

function Surface({ state, layout }: Pick<BoardArtProps, 'state' | 'layout'>) {
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
export function BoardBackground({ game, state, layout }: Pick<BoardArtProps, 'game' | 'state' | 'layout'>) {
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

/**
 * A compact board's face-down pieces, all of them one path of their squares filled with the page's
 * face-down tile (BoardSymbols: a pattern of one piece per square). Thirty boards of ten face-down
 * pieces each were 300 <use> elements whose copies Chromium styles one by one while the page loads.
 */
function FaceDownPieces({ pieces, origin }: { pieces: PieceKeys; origin: (sq: Square) => Point | undefined }) {
  const d = pieces.pieces
    .filter((p) => p.content === FACE_DOWN)
    .map((p) => origin(p.square))
    .map((o) => (o === undefined ? '' : squarePath(o)))
    .join('');
  return d === '' ? null : <path class="pyb-backs" fill={`url(#${faceDownTileId('flat')})`} d={d} />;
}

const toneClass = (m: Mark): string => `pyb-mark pyb-tone--${m.tone ?? 'info'}`;

/** A ring's radius: just outside a piece's disc (radius 46 and its edge), so it shows around the piece it lies under. */
export const RING_RADIUS = 51;

/**
 * Rings and arrows, drawn under the pieces (issue 46): an arrow never hides a piece's rank number or the screens
 * a cannon drill is about, and shows where it crosses empty squares and between pieces; a ring shows as a halo
 * around its piece (or in full on an empty square). An arrow onto a piece also rings that piece, so that a capture
 * between neighbours, whose arrow is mostly under the two pieces, still reads.
 */
function MarksUnder({
  marks,
  center,
  occupied,
}: {
  marks: readonly Mark[];
  center: (sq: Square) => Point | undefined;
  occupied: (sq: Square) => boolean;
}) {
  if (!marks.some((m) => m.kind === 'circle' || m.kind === 'arrow')) return null;
  return (
    <g class="pyb-marks pyb-marks--under">
      {marks.map((m, i) => {
        if (m.kind === 'circle') {
          const c = center(m.square);
          return c && <circle key={i} class={`${toneClass(m)} pyb-mark-circle`} cx={c.x} cy={c.y} r={RING_RADIUS} />;
        }
        if (m.kind !== 'arrow') return null;
        const a = center(m.from);
        const b = center(m.to);
        const s = a && b ? arrowShape(a, b) : undefined;
        return (
          s &&
          b && (
            <g key={i} class={`${toneClass(m)} pyb-mark-arrow`}>
              {occupied(m.to) && <circle class="pyb-mark-target" cx={b.x} cy={b.y} r={RING_RADIUS} />}
              <line x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} />
              <polygon points={s.head} />
            </g>
          )
        );
      })}
    </g>
  );
}

export function BoardArt({ game, state, layout, pieces, dragPoint, instant, svgRef, compact }: BoardArtProps) {
  const { config } = state;
  const { orientation } = config;
  const origin = (sq: Square): Point | undefined => squareOrigin(layout, config, orientation, sq);
  const center = (sq: Square): Point | undefined => squareCenter(layout, config, orientation, sq);
  const last = config.lastMove;
  const dests = destinationsOf(state);
  const dragging = state.drag?.from ?? null;
  const dragContent = dragging === null ? '' : contentAt(config, dragging);
  const crosses = config.marks.flatMap((m, i) => (m.kind === 'cross' ? [{ m, i }] : []));
  return (
    <svg
      ref={svgRef}
      class="pyb-art"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      aria-hidden="true"
      focusable="false"
    >
      {compact === true ? (
        <use href={`#${backgroundSymbolId(game, orientation)}`} />
      ) : (
        <BoardBackground game={game} state={state} layout={layout} />
      )}
      {last !== null &&
        [last.from, last.to].map((sq, i) => {
          const o = origin(sq);
          return o && <SquareRect key={`last${i}`} o={o} cls={`pyb-last pyb-last--${i === 0 ? 'from' : 'to'}`} />;
        })}
      {config.marks.map((m, i) => {
        if (m.kind !== 'square') return null;
        const o = origin(m.square);
        return o && <SquareRect key={`sq${i}`} o={o} cls={`pyb-mark pyb-mark-square pyb-tone--${m.tone ?? 'info'}`} />;
      })}
      {state.selected !== null &&
        (() => {
          const o = origin(state.selected);
          return o && <rect class="pyb-selected" x={o.x + 4} y={o.y + 4} width={CELL - 8} height={CELL - 8} />;
        })()}
      <MarksUnder marks={config.marks} center={center} occupied={(sq) => contentAt(config, sq) !== ''} />
      <g class="pyb-pieces">
        {compact === true && <FaceDownPieces pieces={pieces} origin={origin} />}
        {pieces.pieces.map((p) => {
          const c = center(p.square);
          if (c === undefined || (compact === true && p.content === FACE_DOWN)) return null;
          const cls = [
            'pyb-piece',
            p.revealed ? 'pyb-piece--revealed' : '',
            p.square === instant ? 'pyb-piece--instant' : '',
            p.square === dragging && dragPoint ? 'pyb-piece--lifted' : '',
          ]
            .filter(Boolean)
            .join(' ');
          if (compact === true)
            return (
              <use key={p.key} class="pyb-piece-use" href={`#${pieceSymbolId(game, p.content)}`} x={c.x} y={c.y} />
            );
          return (
            <g key={p.key} class={cls} style={{ transform: `translate(${c.x}px, ${c.y}px)` }}>
              <PieceGlyph game={game} content={p.content} />
            </g>
          );
        })}
      </g>
      <g class="pyb-dests">
        {dests.map((sq) => {
          const o = origin(sq);
          if (o === undefined) return null;
          return contentAt(config, sq) === '' ? (
            <circle key={sq} class="pyb-dest" cx={o.x + CELL / 2} cy={o.y + CELL / 2} r={15} />
          ) : (
            <path key={sq} class="pyb-dest pyb-dest--occupied" d={cornersPath(o)} />
          );
        })}
      </g>
      {crosses.length > 0 && (
        <g class="pyb-marks pyb-marks--over">
          {crosses.map(({ m, i }) => {
            const o = origin(m.square);
            return o && <path key={i} class={`${toneClass(m)} pyb-mark-cross`} d={crossPath(o)} />;
          })}
        </g>
      )}
      {dragging !== null && dragPoint !== null && dragContent !== '' && (
        <g class="pyb-piece pyb-piece--ghost" style={{ transform: `translate(${dragPoint.x}px, ${dragPoint.y}px)` }}>
          <PieceGlyph game={game} content={dragContent} />
        </g>
      )}
    </svg>
  );
}
