/**
 * Names and addresses of the piece-art symbols. Each game has one sprite file, /pieces/<game>.svg
 * (built by src/pages/pieces/[game].svg.ts): a picture symbol per kind, a character symbol per
 * traditional character, and a face symbol per notation letter that places both on the piece and
 * shows the one the page's piece set asks for (custom properties set by board.css). A piece on a
 * page is one short <use href="/pieces/<game>.svg#f-<letter>">, so the art is downloaded once and
 * the HTML stays light.
 */
import type { PieceFace } from '../pieces';
import type { Game } from '../types';

export const PIECE_SETS = ['pictures', 'characters'] as const;
export type PieceSet = (typeof PIECE_SETS)[number];
export const DEFAULT_PIECE_SET: PieceSet = 'pictures';

const spriteUrl = (game: Game): string => `/pieces/${game}.svg`;

export const pictureId = (game: Game, kind: string): string => `pic-${game}-${kind}`;

/** One symbol per character, shared by every piece that carries it (象 is a Banqi and a Jungle elephant). */
export const characterId = (glyph: string): string => `chr-${(glyph.codePointAt(0) ?? 0).toString(16)}`;

/** The face of a piece (both sets, one shown), by notation letter: 'f-G', 'f-g'. */
export const faceId = (face: PieceFace): string => `f-${face.letter}`;

/** The symbol a face shows in a piece set. */
export function symbolId(game: Game, face: PieceFace, set: PieceSet): string {
  return set === 'pictures' ? pictureId(game, face.kind) : characterId(face.glyph);
}

/** What a piece's <use> points at. */
export const faceHref = (game: Game, face: PieceFace): string => `${spriteUrl(game)}#${faceId(face)}`;
