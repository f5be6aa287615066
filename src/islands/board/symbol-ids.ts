/**
 * Ids of the page-level board symbols (BoardSymbols.tsx), written once per guide or course page: a board
 * waiting for its island draws its background and its pieces as short <use href="#..."> references.
 */
import type { Game, Orientation, SquareContent } from '../../board/types';

/** Frame, squares, terrain and coordinates of an empty board. */
export const backgroundSymbolId = (game: Game, orientation: Orientation): string => `pyb-bg-${game}-${orientation}`;

/** One face-up piece (its notation letter), drawn around 0,0 as on a live board. */
export const pieceSymbolId = (game: Game, content: SquareContent): string => `pyb-pc-${game}-${content}`;

/**
 * The face-down piece as a pattern tile of one square (BoardArt's compact boards fill their face-down squares
 * with it): `flat` for a board as drawn, `upright` with the piece turned back for a board standing upright.
 */
export const faceDownTileId = (stance: 'flat' | 'upright'): string => `pyb-back-tile-${stance}`;
