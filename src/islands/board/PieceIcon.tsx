/** A single piece or terrain square as a small decorative picture (legends, piece charts). */
import { CELL } from '../../board/layout';
import type { BoardTerrain } from '../../board/terrain-jungle';
import { FACE_DOWN, type Game, type SquareContent } from '../../board/types';
import { RING_RADIUS } from './BoardMarks';
import { PieceGlyph } from './PieceGlyph';
import { TerrainTile } from './TerrainTile';

export function PieceIcon({ game, content }: { game: Game; content: SquareContent }) {
  return (
    <svg class="pyb-palette pyb-icon" viewBox="-50 -50 100 100" aria-hidden="true" focusable="false">
      <PieceGlyph game={game} content={content} />
    </svg>
  );
}

export function TerrainIcon({ terrain }: { terrain: BoardTerrain }) {
  return (
    <svg class="pyb-palette pyb-icon" viewBox={`0 0 ${CELL} ${CELL}`} aria-hidden="true" focusable="false">
      <TerrainTile terrain={terrain} o={{ x: 0, y: 0 }} />
    </svg>
  );
}

/** A lesson's ring as the boards draw it, around a face-down piece (the ring's caption and the guides' legend). */
export function RingIcon({ game }: { game: Game }) {
  return (
    <svg class="pyb-palette pyb-icon" viewBox="-58 -58 116 116" aria-hidden="true" focusable="false">
      <circle class="pyb-mark pyb-tone--info pyb-mark-circle" r={RING_RADIUS} />
      <PieceGlyph game={game} content={FACE_DOWN} />
    </svg>
  );
}
