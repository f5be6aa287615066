/** Drawing data of a piece, the same shape for both games. */
export type PieceSide = 'red' | 'black' | 'blue';

export interface PieceFace {
  /** Notation letter: uppercase red, lowercase black (Banqi) or blue (Jungle). */
  readonly letter: string;
  readonly side: PieceSide;
  /** Kind name, the key of its translated name (e.g. 'cannon', 'rat'). */
  readonly kind: string;
  /** The traditional character printed on the piece. */
  readonly glyph: string;
  /** Banqi rank (G 7 .. S 1) or Jungle strength (rat 1 .. elephant 8). */
  readonly value: number;
  /**
   * Red pieces are drawn filled, the other colour as a ring (light face, heavy outline), so the
   * two sides differ by shape and lightness, not by hue alone.
   */
  readonly style: 'filled' | 'ring';
}

/** A game's piece kinds: notation letters and kind names in the same order, by value. */
export interface KindTable {
  /** One uppercase notation letter per kind, e.g. 'GAERHCS'. */
  readonly letters: string;
  readonly kinds: readonly string[];
  /** Whether the list starts with the strongest kind (Banqi G 7 .. S 1) or the weakest (Jungle rat 1 .. elephant 8). */
  readonly strongestFirst: boolean;
}

/** Builds the faces of both colours from the kind table and each colour's characters. */
export function buildFaces(
  table: KindTable,
  glyphs: Readonly<Record<'upper' | 'lower', readonly string[]>>,
  lowerSide: PieceSide,
): ReadonlyMap<string, PieceFace> {
  const out = new Map<string, PieceFace>();
  const count = table.kinds.length;
  table.kinds.forEach((kind, i) => {
    const letter = table.letters[i]!;
    const value = table.strongestFirst ? count - i : i + 1;
    out.set(letter, { letter, side: 'red', kind, glyph: glyphs.upper[i] ?? '', value, style: 'filled' });
    out.set(letter.toLowerCase(), {
      letter: letter.toLowerCase(),
      side: lowerSide,
      kind,
      glyph: glyphs.lower[i] ?? '',
      value,
      style: 'ring',
    });
  });
  return out;
}
