import { IDENTITY_COUNT, KINDS } from './pieces';

/**
 * The fast board's cell codes (board.ts): EMPTY 0, a face-up piece 1..14 (identity index + 1: red
 * G..S 1..7, black g..s 8..14), HIDDEN 15; and the colour and kind each code stands for.
 */
export const EMPTY = 0;
export const HIDDEN = 15;

const isPiece = (code: number): boolean => code >= 1 && code <= IDENTITY_COUNT;

/** CODE_COLOUR[code]: 0 red, 1 black; 2 for EMPTY and HIDDEN. */
export const CODE_COLOUR: Uint8Array = Uint8Array.from({ length: 16 }, (_, c) =>
  isPiece(c) ? Math.floor((c - 1) / KINDS.length) : 2,
);
/** CODE_KIND[code]: kind index 0 general .. 6 soldier (the order of KINDS); 7 for EMPTY and HIDDEN. */
export const CODE_KIND: Uint8Array = Uint8Array.from({ length: 16 }, (_, c) =>
  isPiece(c) ? (c - 1) % KINDS.length : KINDS.length,
);

/** Colour of a face-up cell code (0 red, 1 black), 2 for EMPTY or HIDDEN. */
export const codeColour = (code: number): number => CODE_COLOUR[code] ?? 2;
/** Kind index (0 general .. 6 soldier) of a face-up cell code, 7 otherwise. */
export const codeKind = (code: number): number => CODE_KIND[code] ?? 7;
