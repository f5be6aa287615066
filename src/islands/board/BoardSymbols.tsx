/**
 * The symbols a page's boards share before their islands are ready (BoardArt's compact mode): one empty
 * board per orientation, one piece per notation letter and, for Banqi, the face-down piece as a pattern
 * tile (flat and upright), drawn by the same components as a live board. Rendered once per page as static
 * HTML, hidden from assistive tech.
 */
import { dimensionsOf, faceList } from '../../board/faces';
import { CELL, boardLayout, type BoardLayout } from '../../board/layout';
import { createBoardState } from '../../board/model';
import { FACE_DOWN, type Game, type Orientation } from '../../board/types';
import { BoardBackground } from './BoardBackground';
import { PieceGlyph } from './PieceGlyph';
import { backgroundSymbolId, faceDownTileId, pieceSymbolId } from './symbol-ids';

export interface BoardSymbolsProps {
  games: readonly Game[];
  orientations?: readonly Orientation[];
}

const pieceContents = (game: Game): string[] => faceList(game).map((f) => f.letter);

/** The face-down tiles of a game (Banqi only): one piece centred on a square, tiled on the board's squares. */
function FaceDownTiles({ game, layout }: { game: Game; layout: BoardLayout }) {
  if (game !== 'banqi') return null;
  const turn = { flat: '', upright: ' rotate(-90)' } as const;
  return (
    <>
      {(['flat', 'upright'] as const).map((stance) => (
        <pattern
          key={stance}
          id={faceDownTileId(stance)}
          patternUnits="userSpaceOnUse"
          x={layout.x0}
          y={layout.y0}
          width={CELL}
          height={CELL}
        >
          <g transform={`translate(${CELL / 2} ${CELL / 2})${turn[stance]}`}>
            <PieceGlyph game={game} content={FACE_DOWN} />
          </g>
        </pattern>
      ))}
    </>
  );
}

export function BoardSymbols({ games, orientations = ['first'] }: BoardSymbolsProps) {
  return (
    <svg class="pyb-symbols pyb-art" aria-hidden="true" focusable="false" width="0" height="0">
      {games.map((game) => {
        const dims = dimensionsOf(game);
        const layout = boardLayout(dims);
        return [
          ...orientations.map((orientation) => (
            <symbol
              key={`${game}-${orientation}`}
              id={backgroundSymbolId(game, orientation)}
              class={`pyb--${game}`}
              overflow="visible"
            >
              <BoardBackground game={game} state={createBoardState({ ...dims, orientation })} layout={layout} />
            </symbol>
          )),
          <FaceDownTiles key={`${game}-back`} game={game} layout={layout} />,
          ...pieceContents(game).map((content) => (
            <symbol key={`${game}-${content}`} id={pieceSymbolId(game, content)} class="pyb-piece" overflow="visible">
              <PieceGlyph game={game} content={content} />
            </symbol>
          )),
        ];
      })}
    </svg>
  );
}
