/**
 * The play page's game controller: pure functions on an immutable GameState (./types.ts), for both
 * games through a PlayRules adapter. No DOM, no timers, no randomness of its own (a source of chance
 * comes in), so every step is unit-testable. The page is the referee: a Banqi identity is drawn from
 * the public pool at the moment of its reveal (`play`), so the state holds public history and the
 * identities already revealed, nothing more; what goes to the AI is `aiRequest`, the public position.
 */
import { assertNever, err, ok, type Result } from '../engine/core/result';
import type { Rng } from '../engine/core/rng';
import { seatToMove } from '../engine/core/seats';
import { freshRng } from './fresh-rng';
import type { Orientation, Square } from '../board/types';
import type { PlayRules, Targets } from './rules';
import {
  otherSeat,
  type Colour,
  type Ending,
  type GameState,
  type Outcome,
  type Ply,
  type Seat,
  type Setup,
  type SideName,
  type StatusView,
} from './types';

export interface NewGameOptions<P> {
  readonly setup: Setup;
  /** The start position (default: the standard start). */
  readonly start?: P;
  /** Where reveals draw their identities (default: fresh cryptographic randomness; a seeded Rng in tests). */
  readonly draw?: Rng;
  /** Seeds the AI's requests. */
  readonly seed: number;
  readonly orientation?: Orientation;
}

/** The reader's natural view: their own seat at the bottom (the first seat between two people). */
export function defaultOrientation<P>(rules: PlayRules<P>, start: P, setup: Setup): Orientation {
  const seat: Seat = setup.mode === 'ai' ? setup.human : 'first';
  const colour = seatColourAtStart(rules, start, seat);
  // Jungle: red's side (rank 1) is the bottom of the 'first' view. Banqi: the seat's own view.
  if (colour === 'red' || colour === 'blue') return colour === 'red' ? 'first' : 'second';
  return seat;
}

function seatColourAtStart<P>(rules: PlayRules<P>, start: P, seat: Seat): Colour | null {
  if (rules.game !== 'jungle') return null;
  const first = rules.turn(start);
  if (first === null) return null;
  return seat === 'first' ? first : first === 'red' ? 'blue' : 'red';
}

/** The game's standard start as a position. */
function standardStart<P>(rules: PlayRules<P>): P {
  const parsed = rules.parse(rules.startText);
  if (!parsed.ok) throw new Error(`${rules.game}: the standard start does not parse`);
  return parsed.value;
}

export function newGame<P>(rules: PlayRules<P>, options: NewGameOptions<P>): GameState<P> {
  const start = options.start ?? standardStart(rules);
  return {
    game: rules.game,
    setup: options.setup,
    seed: options.seed >>> 0,
    start,
    draw: options.draw ?? freshRng,
    plies: [],
    ending: null,
    orientation: options.orientation ?? defaultOrientation(rules, start, options.setup),
  };
}

export function currentPosition<P>(state: GameState<P>): P {
  return state.plies.at(-1)?.position ?? state.start;
}

/** The seat to move (engine/core/seats.ts), passed on to the islands that read the play state. */
export { seatToMove };

/** The colour of a seat, or null while Banqi colours are unassigned (B2: the first reveal decides). */
export function seatColour<P>(rules: PlayRules<P>, state: GameState<P>, seat: Seat): Colour | null {
  let first = rules.turn(state.start);
  if (first === null) {
    const opening = state.plies[0];
    first = opening === undefined ? null : rules.colourOf(opening.piece);
  }
  if (first === null) return null;
  if (seat === 'first') return first;
  if (rules.game === 'jungle') return first === 'red' ? 'blue' : 'red';
  return first === 'red' ? 'black' : 'red';
}

export function sideName<P>(rules: PlayRules<P>, state: GameState<P>, seat: Seat): SideName {
  const colour = seatColour(rules, state, seat);
  return colour === null ? { kind: 'seat', seat } : { kind: 'colour', colour };
}

/** Outcomes already worked out, per (immutable) state: the page asks several times per render. */
const outcomes = new WeakMap<object, Outcome | null>();

/** How the game ended, or null while it goes on. */
export function outcome<P>(rules: PlayRules<P>, state: GameState<P>): Outcome | null {
  const known = outcomes.get(state);
  if (known !== undefined) return known;
  const found = findOutcome(rules, state);
  outcomes.set(state, found);
  return found;
}

function findOutcome<P>(rules: PlayRules<P>, state: GameState<P>): Outcome | null {
  const ending = state.ending;
  if (ending !== null) return endingOutcome(rules, state, ending);
  const s = rules.status(currentPosition(state));
  if (s.result === 'ongoing') return null;
  const reason = { kind: 'rules', code: s.reason } as const;
  if (s.result === 'draw') return { kind: 'draw', reason };
  const winnerColour = s.result === 'red-wins' ? 'red' : s.result === 'black-wins' ? 'black' : 'blue';
  const winnerSeat: Seat = seatColour(rules, state, 'first') === winnerColour ? 'first' : 'second';
  return { kind: 'win', winner: { kind: 'colour', colour: winnerColour }, winnerSeat, reason };
}

function endingOutcome<P>(rules: PlayRules<P>, state: GameState<P>, ending: Ending): Outcome {
  switch (ending.kind) {
    case 'agreed-draw':
      return { kind: 'draw', reason: { kind: 'agreed-draw' } };
    case 'resigned': {
      const winnerSeat = otherSeat(ending.seat);
      return {
        kind: 'win',
        winner: sideName(rules, state, winnerSeat),
        winnerSeat,
        reason: { kind: 'resigned', side: sideName(rules, state, ending.seat) },
      };
    }
    default:
      return assertNever(ending);
  }
}

/** Whether the game has an outcome: the rules ended it (a win or a draw), or a resignation or agreed draw did. */
export const hasOutcome = <P>(rules: PlayRules<P>, state: GameState<P>): boolean => outcome(rules, state) !== null;

/** Whether the side to move is the AI's (in a game against it that goes on). */
export function isAiTurn<P>(rules: PlayRules<P>, state: GameState<P>): boolean {
  return state.setup.mode === 'ai' && seatToMove(state) !== state.setup.human && !hasOutcome(rules, state);
}

/** Whether the reader may act on the board now. */
export function isHumanTurn<P>(rules: PlayRules<P>, state: GameState<P>): boolean {
  if (hasOutcome(rules, state)) return false;
  return state.setup.mode === 'local' || seatToMove(state) === state.setup.human;
}

export function statusView<P>(rules: PlayRules<P>, state: GameState<P>): StatusView {
  const seat = seatToMove(state);
  const setup = state.setup;
  const pos = currentPosition(state);
  return {
    toMove: sideName(rules, state, seat),
    toMoveSeat: seat,
    role: setup.mode === 'ai' ? (seat === setup.human ? 'human' : 'ai') : null,
    human: setup.mode === 'ai' ? sideName(rules, state, setup.human) : null,
    humanSeat: setup.mode === 'ai' ? setup.human : null,
    clock: rules.clock(pos),
    clockLimit: rules.clockLimit,
    outcome: outcome(rules, state),
  };
}

const NO_TARGETS: Targets = { movable: new Map(), revealable: new Set() };

/** What the board may offer the reader now: the legal targets on their turn, nothing otherwise. */
export function humanTargets<P>(rules: PlayRules<P>, state: GameState<P>): Targets {
  return isHumanTurn(rules, state) ? rules.targets(currentPosition(state)) : NO_TARGETS;
}

/** Why a play is refused: not this player's turn, or the engine's refusal code (e.g. 'diagonal', 'game-over'). */
export type PlayError = { readonly code: 'not-your-turn' } | { readonly code: 'illegal'; readonly reason: string };

/**
 * Plays an action in notation for the reader ('human') or the AI ('ai'). The referee draws a
 * reveal's identity from the pool now; a player may not name it (`=x` is refused). A refused action
 * changes nothing.
 */
export function play<P>(
  rules: PlayRules<P>,
  state: GameState<P>,
  text: string,
  by: 'human' | 'ai',
): Result<GameState<P>, PlayError> {
  if (state.ending !== null) return err({ code: 'illegal', reason: 'game-over' });
  // A finished position falls through to the referee, which refuses with 'game-over'.
  const aiSeat = isAiTurnSeat(state);
  if ((by === 'ai') !== aiSeat && state.setup.mode === 'ai' && !hasOutcome(rules, state))
    return err({ code: 'not-your-turn' });
  if (by === 'ai' && state.setup.mode === 'local') return err({ code: 'not-your-turn' });
  if (text.includes('=')) return err({ code: 'illegal', reason: 'move-syntax' });
  const before = currentPosition(state);
  const identity = rules.isReveal(text) ? rules.drawIdentity?.(before, state.draw) : undefined;
  const played = rules.play(before, text, identity);
  if (!played.ok) return err({ code: 'illegal', reason: played.error });
  return ok({ ...state, plies: [...state.plies, recordPly(rules, before, text, played.value, seatToMove(state))] });
}

/** The ply of a legal action; a reveal is recorded with the identity it turned up (`c2c2=R`). */
function recordPly<P>(rules: PlayRules<P>, before: P, text: string, after: P, seat: Seat): Ply<P> {
  const move = text.slice(0, 4);
  const recorded = rules.isReveal(move) ? `${move}=${rules.contentAt(after, move.slice(2, 4))}` : move;
  return makePly(rules, before, recorded, after, seat);
}

const isAiTurnSeat = <P>(state: GameState<P>): boolean =>
  state.setup.mode === 'ai' && seatToMove(state) !== state.setup.human;

/** One recorded action as a ply: what moved or turned up, what was taken, who played it. */
export function makePly<P>(rules: PlayRules<P>, before: P, text: string, after: P, seat: Seat): Ply<P> {
  const from: Square = text.slice(0, 2);
  const to: Square = text.slice(2, 4);
  if (from === to)
    return { text, kind: 'reveal', from, to, piece: rules.contentAt(after, to), captured: '', seat, position: after };
  return {
    text,
    kind: 'move',
    from,
    to,
    piece: rules.contentAt(before, from),
    captured: rules.contentAt(before, to),
    seat,
    position: after,
  };
}

/** The engine's verdict on an attempt by the reader: 'legal', 'not-your-turn' or a refusal code. */
export function explainAttempt<P>(rules: PlayRules<P>, state: GameState<P>, from: Square, to: Square): string {
  if (state.ending !== null) return 'game-over';
  if (isAiTurnSeat(state) && !hasOutcome(rules, state)) return 'not-your-turn';
  return rules.explain(currentPosition(state), from + to);
}

/** The position the AI should answer, in notation (public information only), and the request's seed. */
export function aiRequest<P>(rules: PlayRules<P>, state: GameState<P>): { position: string; seed: number } | null {
  if (!isAiTurn(rules, state)) return null;
  return { position: rules.format(currentPosition(state)), seed: (state.seed + state.plies.length) >>> 0 };
}

/** How many plies an undo removes: against the AI, back to before the reader's last action (and the AI's reply). */
function undoCount<P>(state: GameState<P>): number {
  if (state.ending !== null) return 0;
  if (state.setup.mode === 'local') return Math.min(1, state.plies.length);
  const human = state.setup.human;
  for (let i = state.plies.length - 1; i >= 0; i--) if (state.plies[i]!.seat === human) return state.plies.length - i;
  return 0;
}

export const canUndo = <P>(state: GameState<P>): boolean => undoCount(state) > 0;

/** Takes back the reader's last action and the AI's reply (one action between two people); unchanged when nothing to undo. */
export function undo<P>(state: GameState<P>): GameState<P> {
  const n = undoCount(state);
  return n === 0 ? state : { ...state, plies: state.plies.slice(0, state.plies.length - n) };
}

/** Who resigns: the reader against the AI, the side to move between two people. */
export function resign<P>(rules: PlayRules<P>, state: GameState<P>): GameState<P> {
  if (hasOutcome(rules, state)) return state;
  const seat = state.setup.mode === 'ai' ? state.setup.human : seatToMove(state);
  return { ...state, ending: { kind: 'resigned', seat } };
}

/** Both sides agreed a draw (the AI's acceptance is asked for by the page before calling this). */
export function agreeDraw<P>(rules: PlayRules<P>, state: GameState<P>): GameState<P> {
  return hasOutcome(rules, state) ? state : { ...state, ending: { kind: 'agreed-draw' } };
}

export function flip<P>(state: GameState<P>): GameState<P> {
  return { ...state, orientation: state.orientation === 'first' ? 'second' : 'first' };
}

/** Actions replayed from a record: the valid plies before the first refused action, and that refusal. */
export interface Replayed<P> {
  readonly plies: Ply<P>[];
  /** The 1-based number and engine code of the first refused action; null when all were played. */
  readonly refused: { readonly ply: number; readonly reason: string } | null;
}

/**
 * Replays recorded actions from a start (reveals carry their identity, `c2c2=R`, which must still be
 * in the pool). Stops at the first refusal and keeps the plies before it.
 */
export function replayActions<P>(rules: PlayRules<P>, start: P, actions: readonly string[]): Replayed<P> {
  const plies: Ply<P>[] = [];
  let pos = start;
  for (let i = 0; i < actions.length; i++) {
    const text = actions[i]!;
    const reveal = rules.isReveal(text.slice(0, 4));
    const played = reveal && !/^[a-z][0-9][a-z][0-9]=.$/.test(text) ? err('move-syntax') : rules.play(pos, text);
    if (!played.ok) return { plies, refused: { ply: i + 1, reason: played.error } };
    plies.push(recordPly(rules, pos, text, played.value, i % 2 === 0 ? 'first' : 'second'));
    pos = played.value;
  }
  return { plies, refused: null };
}

/** A ply in the move list: the ply and its 1-based number in the game (the view after it). */
export interface NumberedPly<P> {
  readonly ply: Ply<P>;
  readonly n: number;
}

/** The moves as rows of (first seat's action, second seat's answer), numbered from 1. */
export function moveRows<P>(state: GameState<P>): { number: number; plies: NumberedPly<P>[] }[] {
  const rows: { number: number; plies: NumberedPly<P>[] }[] = [];
  state.plies.forEach((ply, i) => {
    if (i % 2 === 0) rows.push({ number: i / 2 + 1, plies: [] });
    rows.at(-1)!.plies.push({ ply, n: i + 1 });
  });
  return rows;
}

/** The position after the first `n` plies (0: the start), clamped to the game's length. */
export function positionAfter<P>(state: GameState<P>, n: number): P {
  const k = Math.max(0, Math.min(n, state.plies.length));
  return k === 0 ? state.start : state.plies[k - 1]!.position;
}
