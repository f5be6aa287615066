/** A single piece or terrain square as a small decorative picture (legends, piece charts). */
import { CELL } from '../../board/layout';
import type { BoardTerrain } from '../../board/terrain-jungle';
import type { Game, SquareContent } from '../../board/types';
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
