/**
 * Pieces each side still has at the end of a match game, for the strength bench's account of draws
 * (ai-strength: was a drawn game level, or did one side fail to convert a lead?). Banqi counts the
 * face-down pieces too, by the colour of their identity in the pool, which is public (B9): no deal
 * is needed, and nothing hidden is read.
 */
import * as banqi from '../engine/banqi';
import type * as jungle from '../engine/jungle/index';

export interface PieceCount {
  readonly red: number;
  /** Banqi's black, Jungle's blue. */
  readonly other: number;
}

export function banqiPieces(pos: banqi.Position): PieceCount {
  let red = 0;
  let other = 0;
  for (const cell of pos.cells) {
    if (cell === null || cell === banqi.FACE_DOWN) continue;
    if (banqi.colourOf(cell) === 'red') red++;
    else other++;
  }
  for (const identity of banqi.IDENTITIES) {
    const n = pos.pool[identity] ?? 0;
    if (banqi.colourOf(identity) === 'red') red += n;
    else other += n;
  }
  return { red, other };
}

export function junglePieces(pos: jungle.Position): PieceCount {
  let red = 0;
  let other = 0;
  for (const piece of pos.board) {
    if (piece === null) continue;
    if (piece.colour === 'red') red++;
    else other++;
  }
  return { red, other };
}

/** The lead in pieces of the side that moved first (Banqi: the colour it turned up; Jungle: red). */
export const leadOf = (count: PieceCount, firstIsRed: boolean): number =>
  firstIsRed ? count.red - count.other : count.other - count.red;
