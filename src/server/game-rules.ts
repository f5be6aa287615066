/**
 * The server's one use of the game engines (the integrator ports this module to the unified rules
 * interface). Positions travel as notation text; a Banqi position text never holds a hidden identity.
 * Banqi reveals get their identity here, at reveal time, drawn from the public pool with fresh
 * crypto randomness: no deal exists anywhere, so nothing secret can leak before a reveal.
 */
import { randomInt } from 'node:crypto';
import { err, ok, type Result } from '../engine/core/result';
import type { Rng } from '../engine/core/rng';
import * as banqi from '../engine/banqi';
import * as jungle from '../engine/jungle';

export const ROOM_GAMES = ['banqi', 'jungle'] as const;
export type RoomGame = (typeof ROOM_GAMES)[number];

export interface RulesVerdict {
  /** 'ongoing', 'draw' or '<colour>-wins'. */
  readonly result: string;
  readonly reason: string;
}

/** An action as the referee recorded it (Banqi reveals with `=x`) and the position after it. */
export interface RefereedPly {
  readonly text: string;
  readonly position: string;
}

/** Uniform draws from node:crypto, for Banqi's pool (the engine's Rng shape). */
const cryptoRng: Rng = {
  nextU32: () => randomInt(0, 2 ** 32),
  nextInt: (n) => randomInt(0, n),
  nextFloat: () => randomInt(0, 2 ** 48) / 2 ** 48,
  clone() {
    return cryptoRng;
  },
};

/** The standard start of a game, in notation. */
export function startText(game: RoomGame): string {
  return game === 'banqi' ? banqi.START_TEXT : jungle.START_POSITION;
}

/** A start position sent by a client, checked and put in canonical form; null when it does not parse. */
export function canonicalStart(game: RoomGame, text: string): string | null {
  if (game === 'banqi') {
    const r = banqi.parsePosition(text);
    return r.ok ? banqi.makePosition(r.value) : null;
  }
  const r = jungle.parsePosition(text);
  return r.ok ? jungle.makePosition(r.value) : null;
}

function parsedBanqi(position: string): banqi.Position {
  const r = banqi.parsePosition(position);
  if (!r.ok) throw new Error(`stored Banqi position does not parse: ${position}`);
  return r.value;
}

function parsedJungle(position: string): jungle.Position {
  const r = jungle.parsePosition(position);
  if (!r.ok) throw new Error(`stored Jungle position does not parse: ${position}`);
  return r.value;
}

/**
 * Plays a client's action text on a stored position. A Banqi reveal must not name its identity
 * (a client never chooses one: 'identity-given'); the referee draws it with `rng`.
 */
export function refereePlay(
  game: RoomGame,
  position: string,
  text: string,
  rng: Rng = cryptoRng,
): Result<RefereedPly, string> {
  if (game === 'jungle') {
    const pos = parsedJungle(position);
    const move = jungle.parseMove(text);
    if (!move.ok) return err(move.error);
    const next = jungle.applyMove(pos, move.value);
    return next.ok ? ok({ text: jungle.makeMove(move.value), position: jungle.makePosition(next.value) }) : next;
  }
  const pos = parsedBanqi(position);
  const parsed = banqi.parseAction(text);
  if (!parsed.ok) return err(parsed.error);
  let action = parsed.value;
  if (action.type === 'reveal') {
    if (action.identity !== undefined) return err('identity-given');
    const why = banqi.explain(pos, action);
    if (why !== 'legal') return err(why);
    const identity = banqi.drawFromPool(pos, rng);
    if (identity === undefined) return err('identity-unknown');
    action = banqi.reveal(action.square, identity);
  }
  const next = banqi.applyAction(pos, action);
  return next.ok ? ok({ text: banqi.makeAction(action), position: banqi.makePosition(next.value) }) : next;
}

/** The game's verdict on a position. */
export function verdict(game: RoomGame, position: string): RulesVerdict {
  return game === 'banqi' ? banqi.status(parsedBanqi(position)) : jungle.status(parsedJungle(position));
}

/** Every legal action of the side to move, in notation (reveals as `c3c3`); for bots and tests. */
export function legalTexts(game: RoomGame, position: string): string[] {
  if (game === 'jungle') return jungle.legalMoves(parsedJungle(position)).map(jungle.makeMove);
  return banqi.legalActions(parsedBanqi(position)).map((a) => banqi.makeAction(a));
}
