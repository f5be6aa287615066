/**
 * The Jungle board: 7 files (a-g) by 9 ranks (1-9); square index = rank0 * 7 + file0, a1 = 0, g9 = 62.
 * Red starts on ranks 1-3, blue on ranks 7-9.
 */
import { geometry, parseSquare as parseSquareOn, squareName as squareNameOn } from '../core/geometry';

export const JUNGLE = geometry(7, 9);
export const FILES = 7;
export const RANKS = 9;
export const SQUARES = 63;

export const nameOf = (sq: number): string => squareNameOn(JUNGLE, sq);

/** "c3" -> square index; undefined when the text is not a square of this board. */
export const squareOf = (text: string): number | undefined => parseSquareOn(JUNGLE, text);

export const isSquare = (sq: number): boolean => Number.isInteger(sq) && sq >= 0 && sq < SQUARES;
