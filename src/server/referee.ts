/**
 * The server's referee: every game through the one rules interface (engine/core/game-rules.ts),
 * with no per-game code here. Positions travel as notation text; a Banqi position text never holds a
 * hidden identity. A reveal gets its identity here, at reveal time, drawn from the public pool
 * (`drawIdentity`) with fresh crypto randomness: no deal exists anywhere, so nothing secret can leak
 * before a reveal.
 */
import { randomInt } from 'node:crypto';
import { err, ok, type Result } from '../engine/core/result';
import type { Rng } from '../engine/core/rng';
import type { GameId, GameRules, RulesStatus } from '../engine/core/game-rules';
import { banqiGame } from '../engine/banqi';
import { jungleGame } from '../engine/jungle';

/** Each game's rules, by id (a game added to GAME_IDS must be added here: the type says so). */
const RULES: { readonly [G in GameId]: GameRules<unknown> } = { banqi: banqiGame, jungle: jungleGame };

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
export const startText = (game: GameId): string => RULES[game].startText;

/** A start position sent by a client, checked and put in canonical form; null when it does not parse. */
export function canonicalStart(game: GameId, text: string): string | null {
  const r = RULES[game].parse(text);
  return r.ok ? RULES[game].format(r.value) : null;
}

/** A position the server stored itself: it always parses (a failure is a bug, thrown and logged). */
function stored(game: GameId, position: string): unknown {
  const r = RULES[game].parse(position);
  if (!r.ok) throw new Error(`stored ${game} position does not parse: ${position}`);
  return r.value;
}

/**
 * Plays a client's action text on a stored position. A reveal must not name its identity (a
 * client never chooses one: 'identity-given'); the referee draws it with `rng`.
 */
export function refereePlay(
  game: GameId,
  position: string,
  text: string,
  rng: Rng = cryptoRng,
): Result<RefereedPly, string> {
  const rules = RULES[game];
  const pos = stored(game, position);
  if (text.includes('=')) return err('identity-given');
  const why = rules.explain(pos, text);
  if (why !== 'legal') return err(why);
  let identity: string | undefined;
  if (rules.isReveal(text)) {
    identity = rules.drawIdentity?.(pos, rng);
    if (identity === undefined) return err('identity-unknown');
  }
  const next = rules.play(pos, text, identity);
  if (!next.ok) return next;
  return ok({ text: identity === undefined ? text : `${text}=${identity}`, position: rules.format(next.value) });
}

/** The game's verdict on a position. */
export const verdict = (game: GameId, position: string): RulesStatus => RULES[game].status(stored(game, position));

/** Every legal action of the side to move, in notation (reveals as `c3c3`); for bots and tests. */
export const legalTexts = (game: GameId, position: string): string[] => RULES[game].legalMoves(stored(game, position));
