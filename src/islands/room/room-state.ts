/**
 * The room page's model, framework-free: a server's room view turned into the play controller's
 * GameState (so the board, status, move list and captured pieces work as on the play page), the
 * reader's seat and turn, and the result lines of a finished game.
 */
import { err, ok, type Result } from '../../engine/core/result';
import { defaultOrientation, makePly, outcome, seatToMove, sideName } from '../../play/controller';
import { outcomeMessages, reasonMessage, sideKey, type Message } from '../../play/keys';
import { freshRng } from '../../play/fresh-rng';
import type { PlayRules } from '../../play/rules';
import { otherSeat, type GameState, type Ply, type Seat } from '../../play/types';
import type { RoomView } from '../../server/room';

/** The room's game as the play controller's state (between two people; `seat` is the reader's, null for a visitor). */
export function stateOfView<P>(rules: PlayRules<P>, view: RoomView, seat: Seat | null): Result<GameState<P>, string> {
  const start = rules.parse(view.start);
  if (!start.ok) return err('bad-start');
  const plies: Ply<P>[] = [];
  let before = start.value;
  for (let i = 0; i < view.plies.length; i++) {
    const { text, position } = view.plies[i]!;
    const after = rules.parse(position);
    if (!after.ok) return err('bad-position');
    plies.push(makePly(rules, before, text, after.value, i % 2 === 0 ? 'first' : 'second'));
    before = after.value;
  }
  const ending = view.ending === null || view.ending.kind === 'timeout' ? null : view.ending;
  return ok({
    game: rules.game,
    setup: { mode: 'local' },
    seed: 0,
    start: start.value,
    draw: freshRng,
    plies,
    ending,
    orientation: defaultOrientation(rules, start.value, { mode: 'ai', level: 1, human: seat ?? 'first' }),
  });
}

/** Whether the game in the room is over (an ending from the server, or the rules). */
export const roomOver = <P>(rules: PlayRules<P>, state: GameState<P>, view: RoomView): boolean =>
  view.ending !== null || outcome(rules, state) !== null;

/** Whether the reader may act on the board now. */
export const isMyTurn = <P>(rules: PlayRules<P>, state: GameState<P>, view: RoomView, seat: Seat | null): boolean =>
  seat !== null && !roomOver(rules, state, view) && seatToMove(state) === seat;

/** The result lines of a finished game, from the reader's side when seated; [] while it goes on. */
export function resultMessages<P>(
  rules: PlayRules<P>,
  state: GameState<P>,
  view: RoomView,
  seat: Seat | null,
): Message[] {
  if (view.ending?.kind === 'timeout') {
    const winnerSeat = otherSeat(view.ending.seat);
    const lines: Message[] = [];
    if (seat !== null) lines.push({ key: winnerSeat === seat ? 'play.outcome.youWon' : 'room.outcome.youLost' });
    lines.push({ key: `play.win.${sideKey(sideName(rules, state, winnerSeat))}` }, { key: 'room.ending.timeout' });
    return lines;
  }
  const over = outcome(rules, state);
  if (over === null) return [];
  if (over.kind === 'draw' || seat === null) return outcomeMessages(rules.game, over, null);
  return [
    { key: over.winnerSeat === seat ? 'play.outcome.youWon' : 'room.outcome.youLost' },
    { key: `play.win.${sideKey(over.winner)}` },
    reasonMessage(rules.game, over.reason),
  ];
}

/** Milliseconds as m:ss (never negative). */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The room id of a room page's URL: the hash (`#<id>`) or `?room=<id>`; null when it names none. */
export function roomIdOf(location: { hash: string; search: string }): string | null {
  const fromHash = location.hash.replace(/^#/, '');
  const id = fromHash !== '' ? fromHash : (new URLSearchParams(location.search).get('room') ?? '');
  return /^[A-Za-z0-9_-]{22}$/.test(id) ? id : null;
}

/** Where the browser keeps the seat token of a room. */
export const tokenKey = (room: string): string => `plyyard.room.${room}`;
