/**
 * A room's state and every transition on it, as pure functions (no network, no clock of their own:
 * `now` comes in), so seats, turns, draw offers, resignation, the clock and expiry are unit-tested
 * without a server. A room is plain JSON (the Redis store keeps it as text). It holds no hidden
 * identity: Banqi identities are drawn when a piece is revealed (./referee.ts), and seat tokens
 * are kept only as SHA-256 digests.
 */
import { createHash } from 'node:crypto';
import { assertNever, err, ok, type Result } from '../engine/core/result';
import type { GameId } from '../engine/core/game-rules';
import { otherSeat, seatToMove, type Seat } from '../engine/core/seats';
import { refereePlay, verdict, type RefereedPly } from './referee';

export type { Seat };

/** A time control: minutes for the game plus seconds added after each of a side's actions. */
export interface TimeControl {
  readonly initialMs: number;
  readonly incrementMs: number;
}

interface RoomClock extends TimeControl {
  /** Time left per seat, as of `since` for the side to move. */
  readonly left: Readonly<Record<Seat, number>>;
  /** When the side to move started thinking (null before the first action: nobody's time runs). */
  readonly since: number | null;
}

/** How a game ended other than by its rules. */
type RoomEnding =
  | { readonly kind: 'resigned'; readonly seat: Seat }
  | { readonly kind: 'agreed-draw' }
  | { readonly kind: 'timeout'; readonly seat: Seat };

export interface Room {
  readonly id: string;
  readonly game: GameId;
  /** The start position in notation. */
  readonly start: string;
  /** SHA-256 (hex) of each seat's token; null while the seat is free. */
  readonly seats: Readonly<Record<Seat, string | null>>;
  readonly plies: readonly RefereedPly[];
  readonly ending: RoomEnding | null;
  /** Who offers a draw now. */
  readonly drawOffer: Seat | null;
  /** Who asks for a rematch now (after the game ended). */
  readonly rematchOffer: Seat | null;
  readonly timeControl: TimeControl | null;
  readonly clock: RoomClock | null;
  /** Counts the games played in this room (a rematch starts the next). */
  readonly round: number;
  /** Last change (any action); the room expires `ttlMs` after it. */
  readonly touched: number;
  readonly ttlMs: number;
}

/** Why an action is refused. */
export type RoomError =
  | 'not-a-player'
  | 'not-your-turn'
  | 'game-over'
  | 'game-not-over'
  | 'no-offer'
  | 'own-offer'
  | 'expired'
  | { readonly code: 'illegal'; readonly reason: string };

/** What a seated player asks for. */
export type RoomAction =
  | { readonly type: 'play'; readonly text: string }
  | { readonly type: 'resign' }
  | { readonly type: 'draw'; readonly verb: OfferVerb }
  | { readonly type: 'rematch'; readonly verb: OfferVerb }
  | { readonly type: 'flag' };

export const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface NewRoom {
  readonly id: string;
  readonly game: GameId;
  readonly start: string;
  readonly creatorToken: string;
  readonly timeControl: TimeControl | null;
  readonly now: number;
  readonly ttlMs: number;
}

/** A room whose creator holds the first seat. */
export function createRoom(o: NewRoom): Room {
  return {
    id: o.id,
    game: o.game,
    start: o.start,
    seats: { first: digest(o.creatorToken), second: null },
    plies: [],
    ending: null,
    drawOffer: null,
    rematchOffer: null,
    timeControl: o.timeControl,
    clock: freshClock(o.timeControl),
    round: 1,
    touched: o.now,
    ttlMs: o.ttlMs,
  };
}

function freshClock(tc: TimeControl | null): RoomClock | null {
  return tc === null ? null : { ...tc, left: { first: tc.initialMs, second: tc.initialMs }, since: null };
}

export const isExpired = (room: Room, now: number): boolean => now - room.touched > room.ttlMs;

export const positionOf = (room: Room): string => room.plies.at(-1)?.position ?? room.start;

/** The seat a token holds, or null. */
export const seatOf = (room: Room, token: string | undefined): Seat | null =>
  token === undefined ? null : seatOfDigest(room, digest(token));

/**
 * The seat whose token has this digest, or null. Seats follow the room, not the connection: after a
 * rematch swaps them, the same token holds the other seat.
 */
export function seatOfDigest(room: Room, tokenDigest: string | null): Seat | null {
  if (tokenDigest === null) return null;
  if (room.seats.first === tokenDigest) return 'first';
  if (room.seats.second === tokenDigest) return 'second';
  return null;
}

/** The free seat, if any. */
const freeSeat = (room: Room): Seat | null =>
  room.seats.first === null ? 'first' : room.seats.second === null ? 'second' : null;

/** Takes the free seat with a new token; null when both seats are held (the visitor watches). */
export function takeSeat(room: Room, token: string, now: number): { room: Room; seat: Seat } | null {
  const seat = freeSeat(room);
  if (seat === null) return null;
  return { room: { ...room, seats: { ...room.seats, [seat]: digest(token) }, touched: now }, seat };
}

/** Whether the game has ended: by the players or the clock (an ending), or by the rules' verdict on the position. */
export function hasEnded(room: Room): boolean {
  return room.ending !== null || verdict(room.game, positionOf(room)).result !== 'ongoing';
}

/** The clock as of `now`: the side to move's time keeps running. */
function clockAt(clock: RoomClock, mover: Seat, now: number): RoomClock {
  if (clock.since === null) return clock;
  return { ...clock, left: { ...clock.left, [mover]: clock.left[mover] - (now - clock.since) }, since: now };
}

/**
 * The seat whose time ran out as of `now`, if any (only the side to move's time runs). A game the
 * rules or the players have already ended has no flag: its clock stopped with it.
 */
export function flagged(room: Room, now: number): Seat | null {
  if (room.clock === null || hasEnded(room)) return null;
  const mover = seatToMove(room);
  return clockAt(room.clock, mover, now).left[mover] <= 0 ? mover : null;
}

/**
 * The room as it stands at `now`: when the side to move's time ran out before `now`, the game
 * ended then, by timeout (whatever message brought the server to look at it).
 */
function settle(room: Room, now: number): Room {
  const late = flagged(room, now);
  return late === null ? room : { ...room, ending: { kind: 'timeout', seat: late }, drawOffer: null };
}

/**
 * What an action did: the room afterwards (the same object when nothing changed) and the refusal,
 * if the action was refused. A refused action may still leave a changed room: a clock that had run
 * out before the action arrived ends the game by timeout, and the action is then judged on that.
 */
export interface Outcome {
  readonly room: Room;
  readonly refusal: RoomError | null;
}

/**
 * Applies a seated player's action. The game is first settled at `now` (a clock that ran out ends
 * it then), so nothing that arrives later (a move, a resignation, an offer, a flag) can change a
 * game that had already ended.
 */
export function act(room: Room, seat: Seat | null, action: RoomAction, now: number): Outcome {
  if (isExpired(room, now)) return { room, refusal: 'expired' };
  if (seat === null) return { room, refusal: 'not-a-player' };
  const settled = settle(room, now);
  // A flag asks exactly for that settling.
  if (action.type === 'flag' && settled !== room) return { room: { ...settled, touched: now }, refusal: null };
  const r = apply(settled, seat, action, now);
  if (!r.ok) return { room: settled === room ? room : { ...settled, touched: now }, refusal: r.error };
  return { room: { ...r.value, touched: now }, refusal: null };
}

function apply(room: Room, seat: Seat, action: RoomAction, now: number): Result<Room, RoomError> {
  switch (action.type) {
    case 'play':
      return playAction(room, seat, action.text, now);
    case 'resign':
      if (hasEnded(room)) return err('game-over');
      return ok({ ...room, ending: { kind: 'resigned', seat }, drawOffer: null });
    case 'draw':
      return drawAction(room, seat, action.verb);
    case 'rematch':
      return rematchAction(room, seat, action.verb, now);
    case 'flag':
      // Nothing to settle: the game had ended already, or the time has not run out.
      return err(hasEnded(room) ? 'game-over' : 'game-not-over');
    default:
      return assertNever(action);
  }
}

function playAction(room: Room, seat: Seat, text: string, now: number): Result<Room, RoomError> {
  if (hasEnded(room)) return err('game-over');
  if (seat !== seatToMove(room)) return err('not-your-turn');
  const played = refereePlay(room.game, positionOf(room), text);
  if (!played.ok) return err({ code: 'illegal', reason: played.error });
  let clock = room.clock;
  if (clock !== null) {
    const ran = clockAt(clock, seat, now);
    const left = clock.since === null ? ran.left : { ...ran.left, [seat]: ran.left[seat] + clock.incrementMs };
    clock = { ...clock, left, since: now };
  }
  // Playing on answers a draw offer with no (the mover's own offer stands until the other side answers).
  const drawOffer = room.drawOffer === seat ? seat : null;
  return ok({ ...room, plies: [...room.plies, played.value], clock, drawOffer });
}

export type OfferVerb = 'offer' | 'accept' | 'decline' | 'withdraw';

/**
 * An offer between the seats (a draw, a rematch): what answering `verb` by `seat` does to the
 * standing offer. 'agreed' when both sides want it (an offer answering the other's offer agrees too),
 * else the offer that stands afterwards.
 */
function answerOffer(
  standing: Seat | null,
  seat: Seat,
  verb: OfferVerb,
): Result<'agreed' | { readonly offer: Seat | null }, RoomError> {
  const fromOther = standing === otherSeat(seat);
  switch (verb) {
    case 'offer':
      return ok(fromOther ? 'agreed' : { offer: seat });
    case 'accept':
    case 'decline':
      if (!fromOther) return err(standing === seat ? 'own-offer' : 'no-offer');
      return ok(verb === 'accept' ? 'agreed' : { offer: null });
    case 'withdraw':
      return standing === seat ? ok({ offer: null }) : err('no-offer');
    default:
      return assertNever(verb);
  }
}

function drawAction(room: Room, seat: Seat, verb: OfferVerb): Result<Room, RoomError> {
  if (hasEnded(room)) return err('game-over');
  const r = answerOffer(room.drawOffer, seat, verb);
  if (!r.ok) return r;
  return ok(
    r.value === 'agreed'
      ? { ...room, ending: { kind: 'agreed-draw' }, drawOffer: null }
      : { ...room, drawOffer: r.value.offer },
  );
}

/** A rematch swaps the seats' holders (so the colours swap) and starts again from the same start. */
function rematchAction(room: Room, seat: Seat, verb: OfferVerb, now: number): Result<Room, RoomError> {
  if (!hasEnded(room)) return err('game-not-over');
  const r = answerOffer(room.rematchOffer, seat, verb);
  if (!r.ok) return r;
  return ok(r.value === 'agreed' ? rematch(room, now) : { ...room, rematchOffer: r.value.offer });
}

function rematch(room: Room, now: number): Room {
  return {
    ...room,
    seats: { first: room.seats.second, second: room.seats.first },
    plies: [],
    ending: null,
    drawOffer: null,
    rematchOffer: null,
    clock: freshClock(room.timeControl),
    round: room.round + 1,
    touched: now,
  };
}

/** What every client may see of a room: everything but the seat token digests. */
export interface RoomView {
  readonly id: string;
  readonly game: GameId;
  readonly start: string;
  readonly plies: readonly RefereedPly[];
  readonly ending: RoomEnding | null;
  readonly drawOffer: Seat | null;
  readonly rematchOffer: Seat | null;
  readonly clock: RoomClock | null;
  readonly round: number;
  /** Whether each seat is taken. */
  readonly taken: Readonly<Record<Seat, boolean>>;
  /** Whether someone holding each seat is connected now. */
  readonly present: Readonly<Record<Seat, boolean>>;
  /** When the room expires if nothing happens. */
  readonly expires: number;
  /** The server's time when this view was made (clients correct their clock display with it). */
  readonly now: number;
}

export function viewOf(room: Room, present: Readonly<Record<Seat, boolean>>, now: number): RoomView {
  return {
    id: room.id,
    game: room.game,
    start: room.start,
    plies: room.plies,
    ending: room.ending,
    drawOffer: room.drawOffer,
    rematchOffer: room.rematchOffer,
    clock: room.clock,
    round: room.round,
    taken: { first: room.seats.first !== null, second: room.seats.second !== null },
    present,
    expires: room.touched + room.ttlMs,
    now,
  };
}

/**
 * What changed in a room after an action, without its history: the ply the action added (if any),
 * how many plies the game has now, and the state around them. A client whose copy does not end one
 * ply short of `count` (it missed a message) asks for the whole room with 'sync'. A rematch starts
 * a new round and is sent as a whole 'room' view instead.
 */
export interface RoomUpdate {
  readonly round: number;
  readonly count: number;
  readonly ply: RefereedPly | null;
  readonly ending: RoomEnding | null;
  readonly drawOffer: Seat | null;
  readonly rematchOffer: Seat | null;
  readonly clock: RoomClock | null;
  readonly expires: number;
  readonly now: number;
}

/** What changed with an action (the ply it added, if any), for rooms whose clients hold the rest. */
export function updateOf(before: Room, after: Room, now: number): RoomUpdate {
  const added = after.round === before.round && after.plies.length === before.plies.length + 1;
  return {
    round: after.round,
    count: after.plies.length,
    ply: added ? after.plies.at(-1)! : null,
    ending: after.ending,
    drawOffer: after.drawOffer,
    rematchOffer: after.rematchOffer,
    clock: after.clock,
    expires: after.touched + after.ttlMs,
    now,
  };
}

export const roomErrorCode = (e: RoomError): string => (typeof e === 'string' ? e : e.code);
