/**
 * Seats, shared by the play page and the room server. A seat is relative to the game's start
 * position: 'first' moves first from it, 'second' answers. In Banqi the seats get their colours from
 * the first reveal (B2); in Jungle they are the colours of the start position's side to move and the
 * other side. Neither game has a pass, so the seats alternate from the start.
 */
export type Seat = 'first' | 'second';

export const otherSeat = (s: Seat): Seat => (s === 'first' ? 'second' : 'first');

/** The seat to move in a game with these plies played from its start: the first seat plays the even plies. */
export const seatToMove = (game: { readonly plies: { readonly length: number } }): Seat =>
  game.plies.length % 2 === 0 ? 'first' : 'second';
