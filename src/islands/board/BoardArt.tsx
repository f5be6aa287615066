/** The SVG drawing of the board (decorative: the accessible board is the HTML grid above it). */
import type { RefObject } from 'preact';
import { CELL, squareCenter, squareOrigin, type BoardLayout, type Point } from '../../board/layout';
import { destinationsOf, contentAt, type BoardState } from '../../board/model';
import type { PieceKeys } from '../../board/piece-keys';
import { cornersPath, crossPath } from '../../board/shapes';
import { FACE_DOWN, type Game, type Mark, type Square } from '../../board/types';
import { backgroundSymbolId, faceDownTileId, pieceSymbolId } from './symbol-ids';
import { PieceGlyph } from './PieceGlyph';
import { BoardBackground } from './BoardBackground';
import { MarksUnder, toneClass } from './BoardMarks';
import { SquareRect, squarePath } from './TerrainTile';

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
