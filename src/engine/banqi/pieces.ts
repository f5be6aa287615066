/**
 * Banqi pieces (rules.md, "Pieces"): seven kinds per colour, ranked G 7 down to S 1.
 * An identity is a kind plus a colour, written as its notation letter (uppercase red, lowercase black).
 * Identities also have a compact index 0..13 (red G..S then black g..s) used by the fast board.
 */
export const KINDS = ['G', 'A', 'E', 'R', 'H', 'C', 'S'] as const;
export type Kind = (typeof KINDS)[number];

export const COLOURS = ['red', 'black'] as const;
export type Colour = (typeof COLOURS)[number];

/** Notation letters in pool order: G A E R H C S then g a e r h c s. */
export const IDENTITIES = ['G', 'A', 'E', 'R', 'H', 'C', 'S', 'g', 'a', 'e', 'r', 'h', 'c', 's'] as const;
export type Identity = (typeof IDENTITIES)[number];

/** Pieces of each kind per colour in the full set (1 2 2 2 2 2 5, 16 per colour). */
const KIND_COUNTS: Readonly<Record<Kind, number>> = { G: 1, A: 2, E: 2, R: 2, H: 2, C: 2, S: 5 };

export const PIECES_PER_COLOUR = 16;
export const IDENTITY_COUNT = IDENTITIES.length;

/** A count per identity (pool, captured pieces, ...). */
export type IdentityCounts = Readonly<Record<Identity, number>>;

const LETTER_INDEX: ReadonlyMap<string, number> = new Map(IDENTITIES.map((id, i) => [id, i]));

export function isIdentity(text: string): text is Identity {
  return LETTER_INDEX.has(text);
}

/** Index 0..13 of an identity (red G..S = 0..6, black g..s = 7..13). */
export function identityIndex(id: Identity): number {
  return LETTER_INDEX.get(id)!;
}

export function identityAt(index: number): Identity {
  const id = IDENTITIES[index];
  if (id === undefined) throw new RangeError(`no identity ${index}`);
  return id;
}

export function colourOf(id: Identity): Colour {
  return identityIndex(id) < 7 ? 'red' : 'black';
}

export function kindOf(id: Identity): Kind {
  return KINDS[identityIndex(id) % 7]!;
}

/** Rank of a kind: general 7, advisor 6, elephant 5, chariot 4, horse 3, cannon 2, soldier 1. */
export function rankOf(kind: Kind): number {
  return 7 - KINDS.indexOf(kind);
}

export function identityOf(colour: Colour, kind: Kind): Identity {
  return IDENTITIES[(colour === 'red' ? 0 : 7) + KINDS.indexOf(kind)]!;
}

export const otherColour = (c: Colour): Colour => (c === 'red' ? 'black' : 'red');

/** Full-set count of an identity. */
function fullCount(id: Identity): number {
  return KIND_COUNTS[kindOf(id)];
}

/** A fresh counts record, every identity at `value`. */
export function countsOf(value: (id: Identity) => number): IdentityCounts {
  const out = {} as Record<Identity, number>;
  for (const id of IDENTITIES) out[id] = value(id);
  return out;
}

export const FULL_SET: IdentityCounts = countsOf(fullCount);
