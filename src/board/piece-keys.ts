/**
 * Stable identities for drawn pieces, so a moved piece keeps its element and can slide (CSS
 * transition) instead of vanishing and reappearing. The board is told only contents by square,
 * so the moved piece is recognised from the last move: the piece now on `to` is the one that
 * stood on `from`. A reveal (X turned into a piece on the same square) keeps its identity too.
 */
import { FACE_DOWN, type BoardMove, type Square, type SquareContent } from './types';

interface KeyedPiece {
  readonly key: number;
  readonly square: Square;
  readonly content: SquareContent;
  /** Was face down on this square in the previous position (a reveal just happened). */
  readonly revealed: boolean;
}

export interface PieceKeys {
  /** Sorted by key: a piece that stays keeps its place in the drawing order. */
  readonly pieces: readonly KeyedPiece[];
  readonly nextKey: number;
}

export function assignPieceKeys(
  prev: PieceKeys | null,
  squares: Readonly<Record<Square, SquareContent>>,
  lastMove: BoardMove | null,
): PieceKeys {
  const before = new Map<Square, KeyedPiece>();
  for (const p of prev?.pieces ?? []) before.set(p.square, p);
  const used = new Set<number>();
  let nextKey = prev?.nextKey ?? 1;
  const take = (p: KeyedPiece | undefined): number | undefined => {
    if (p === undefined || used.has(p.key)) return undefined;
    used.add(p.key);
    return p.key;
  };
  const out: KeyedPiece[] = [];
  const entries = Object.entries(squares).filter(([, c]) => c !== '');
  // The moved piece first, so that its old key is not claimed by anything else.
  if (lastMove !== null && (squares[lastMove.from] ?? '') === '') {
    const content = squares[lastMove.to] ?? '';
    const mover = before.get(lastMove.from);
    if (content !== '' && mover !== undefined && mover.content === content) {
      const key = take(mover);
      if (key !== undefined) out.push({ key, square: lastMove.to, content, revealed: false });
    }
  }
  for (const [square, content] of entries) {
    if (out.some((p) => p.square === square)) continue;
    const old = before.get(square);
    const same = old !== undefined && (old.content === content || old.content === FACE_DOWN);
    const key = (same ? take(old) : undefined) ?? nextKey++;
    used.add(key);
    out.push({ key, square, content, revealed: same && old.content === FACE_DOWN && content !== FACE_DOWN });
  }
  out.sort((a, b) => a.key - b.key);
  return { pieces: out, nextKey };
}
