/**
 * Jungle pieces (rules.md, Dou Shou Qi): two colours, eight animals with strengths 1..8.
 * Internally a piece is a signed code: +strength for red, -strength for blue, 0 for an empty square.
 */
const COLOURS = ['red', 'blue'] as const;
export type Colour = (typeof COLOURS)[number];

/** Notation letters, weakest first: rat, cat, dog, wolf, leopard, tiger, lion, elephant. */
export const ANIMALS = ['R', 'C', 'D', 'W', 'P', 'T', 'L', 'E'] as const;
export type Animal = (typeof ANIMALS)[number];

/** Stable names (i18n keys for the site) for each animal letter. */
export const ANIMAL_NAMES = {
  R: 'rat',
  C: 'cat',
  D: 'dog',
  W: 'wolf',
  P: 'leopard',
  T: 'tiger',
  L: 'lion',
  E: 'elephant',
} as const satisfies Record<Animal, string>;

/** Strength by rules.md: rat 1 ... elephant 8. */
export const STRENGTH = {
  R: 1,
  C: 2,
  D: 3,
  W: 4,
  P: 5,
  T: 6,
  L: 7,
  E: 8,
} as const satisfies Record<Animal, number>;

export interface Piece {
  readonly colour: Colour;
  readonly animal: Animal;
}

export const opponent = (c: Colour): Colour => (c === 'red' ? 'blue' : 'red');

/** Strength codes of the animals that matter to special rules. */
export const RAT = 1;
export const LION = 7;
export const TIGER = 6;
export const ELEPHANT = 8;

/** Signed code of a piece: +strength red, -strength blue. */
export const pieceCode = (p: Piece): number => (p.colour === 'red' ? STRENGTH[p.animal] : -STRENGTH[p.animal]);

/** The piece for a non-zero code, undefined for 0 or out of range. */
export function pieceOfCode(code: number): Piece | undefined {
  const animal = ANIMALS[Math.abs(code) - 1];
  if (code === 0 || animal === undefined) return undefined;
  return { colour: code > 0 ? 'red' : 'blue', animal };
}

/** Notation letter: uppercase red, lowercase blue. */
export const pieceLetter = (p: Piece): string => (p.colour === 'red' ? p.animal : p.animal.toLowerCase());

/** The piece for a notation letter, undefined for anything else. */
export function parsePieceLetter(ch: string): Piece | undefined {
  const upper = ch.toUpperCase();
  if (!(ANIMALS as readonly string[]).includes(upper) || ch.length !== 1) return undefined;
  return { colour: ch === upper ? 'red' : 'blue', animal: upper as Animal };
}
