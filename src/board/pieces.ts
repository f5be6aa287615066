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

export interface KindSpec {
  readonly letter: string;
  readonly kind: string;
  readonly value: number;
}

/** Builds the faces of both colours from the kind table and each colour's characters. */
export function buildFaces(
  kinds: readonly KindSpec[],
  glyphs: Readonly<Record<'upper' | 'lower', readonly string[]>>,
  lowerSide: PieceSide,
): ReadonlyMap<string, PieceFace> {
  const out = new Map<string, PieceFace>();
  kinds.forEach((k, i) => {
    out.set(k.letter.toUpperCase(), {
      letter: k.letter.toUpperCase(),
      side: 'red',
      kind: k.kind,
      glyph: glyphs.upper[i] ?? '',
      value: k.value,
      style: 'filled',
    });
    out.set(k.letter.toLowerCase(), {
      letter: k.letter.toLowerCase(),
      side: lowerSide,
      kind: k.kind,
      glyph: glyphs.lower[i] ?? '',
      value: k.value,
      style: 'ring',
    });
  });
  return out;
}
