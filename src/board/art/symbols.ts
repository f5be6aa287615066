/**
 * Names and addresses of the piece-art symbols. Each game has one sprite file, /pieces/<game>.svg
 * (built by src/pages/pieces/[game].svg.ts), holding a picture symbol per kind and a character
 * symbol per traditional character; every piece on a page points at it with <use>, so the art is
 * downloaded once and drawn from one copy.
 */
import type { PieceFace } from '../pieces';
import type { Game } from '../types';

export const PIECE_SETS = ['pictures', 'characters'] as const;
export type PieceSet = (typeof PIECE_SETS)[number];
export const DEFAULT_PIECE_SET: PieceSet = 'pictures';

export const spriteUrl = (game: Game): string => `/pieces/${game}.svg`;

export const pictureId = (game: Game, kind: string): string => `pic-${game}-${kind}`;

/** One symbol per character, shared by every piece that carries it (象 is a Banqi and a Jungle elephant). */
export const characterId = (glyph: string): string => `chr-${(glyph.codePointAt(0) ?? 0).toString(16)}`;

/** The symbol a face shows in a piece set. */
export function symbolId(game: Game, face: PieceFace, set: PieceSet): string {
  return set === 'pictures' ? pictureId(game, face.kind) : characterId(face.glyph);
}

export const symbolHref = (game: Game, face: PieceFace, set: PieceSet): string =>
  `${spriteUrl(game)}#${symbolId(game, face, set)}`;
