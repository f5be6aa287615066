/**
 * Pieces each side still has at the end of a match game, for the strength bench's account of draws
 * (ai-strength: was a drawn game level, or did one side fail to convert a lead?). Banqi counts the
 * face-down pieces too: a colour's pieces are its 16 minus those captured, which the public view
 * knows (B9): no deal is needed, and nothing hidden is read. Every capture removes one piece, so the
 * captures of a game are the pieces at its start minus those at its end.
 */
import * as banqi from '../engine/banqi';
import type * as jungle from '../engine/jungle/index';

export interface PieceCount {
  readonly red: number;
  /** Banqi's black, Jungle's blue. */
  readonly other: number;
}

export function banqiPieces(pos: banqi.Position): PieceCount {
  const { captured } = banqi.publicView(pos);
  let red = banqi.PIECES_PER_COLOUR;
  let other = banqi.PIECES_PER_COLOUR;
  for (const identity of banqi.IDENTITIES) {
    if (banqi.colourOf(identity) === 'red') red -= captured[identity];
    else other -= captured[identity];
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

/** Both sides' pieces together. */
export const totalOf = (count: PieceCount): number => count.red + count.other;

/** The lead in pieces of the side that moved first (Banqi: the colour it turned up; Jungle: red). */
export const leadOf = (count: PieceCount, firstIsRed: boolean): number =>
  firstIsRed ? count.red - count.other : count.other - count.red;
