/**
 * Ids of the page-level board symbols (BoardSymbols.tsx), written once per guide or course page: a board
 * waiting for its island draws its background and its pieces as short <use href="#..."> references.
 */
import type { Game, Orientation, SquareContent } from '../../board/types';

/** Frame, squares, terrain and coordinates of an empty board. */
export const backgroundSymbolId = (game: Game, orientation: Orientation): string => `pyb-bg-${game}-${orientation}`;

/** One piece (notation letter, or the face-down piece), drawn around 0,0 as on a live board. */
export const pieceSymbolId = (game: Game, content: SquareContent): string => `pyb-pc-${game}-${content}`;
