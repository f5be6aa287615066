/**
 * Players for `plyyard match` (and the strength benches): `random` (a uniformly random legal
 * action), `greedy` (the capture of the most valuable piece at once, else a random action), and
 * `ai:L` (the AI at level L, 1-4) with an optional node budget per move, `ai:L@N`; without one it
 * gets the match's time per move. Banqi players see the public Position only. An `ai` player
 * consults this build's AI unless a bench gives it another `engine` (the frozen baseline of issue 17).
 */
import { bestBanqiAction } from '../ai/banqi';
import { bestJungleMove } from '../ai/jungle';
import { isLevel, type Level, type SearchOptions } from '../ai/types';
import { err, ok, type Result } from '../engine/core/result';
import type { Rng } from '../engine/core/rng';
import * as banqi from '../engine/banqi';
import * as jungle from '../engine/jungle/index';

export type PlayerSpec =
  | { readonly kind: 'random' }
  | { readonly kind: 'greedy' }
  | { readonly kind: 'ai'; readonly level: Level; readonly nodes?: number; readonly engine?: AiEngine };

/** An AI implementation: its name in match reports and its two searches (only the move is used). */
export interface AiEngine {
  readonly name: string;
  readonly banqi: (pos: banqi.Position, opts: SearchOptions) => { readonly move: banqi.Action | null };
  readonly jungle: (pos: jungle.Position, opts: SearchOptions) => { readonly move: jungle.Move | null };
}

export const THIS_AI: AiEngine = { name: 'ai', banqi: bestBanqiAction, jungle: bestJungleMove };

const MAX_NODES = 1e9;

export function parsePlayer(text: string): Result<PlayerSpec, string> {
  if (text === 'random' || text === 'greedy') return ok({ kind: text });
  const m = /^ai:([1-4])(?:@(\d+))?$/.exec(text);
  if (!m) return err(`'${text}' is not a player (random, greedy, ai:L or ai:L@nodes with L 1-4)`);
  const level = Number(m[1]);
  if (!isLevel(level)) return err(`'${text}': the level must be 1-4`);
  if (m[2] === undefined) return ok({ kind: 'ai', level });
  const nodes = Number(m[2]);
  if (nodes < 1 || nodes > MAX_NODES) return err(`'${text}': the node budget must be 1 to ${MAX_NODES}`);
  return ok({ kind: 'ai', level, nodes });
}

export const playerName = (p: PlayerSpec): string =>
  p.kind === 'ai' ? `${(p.engine ?? THIS_AI).name}:${p.level}${p.nodes === undefined ? '' : `@${p.nodes}`}` : p.kind;

/** One move choice: the player, a random stream for its own use, the AI seed and time per move. */
export interface Turn {
  readonly rng: Rng;
  readonly seed: number;
  readonly timeMs: number;
}

function aiOptions(spec: PlayerSpec & { kind: 'ai' }, turn: Turn) {
  return spec.nodes !== undefined
    ? { level: spec.level, nodes: spec.nodes, seed: turn.seed }
    : { level: spec.level, timeMs: turn.timeMs, seed: turn.seed };
}

const BANQI_RANK = [7, 6, 5, 4, 3, 2, 1];

/** The greedy player's pick: the first choice of the highest worth above 0 (a capture by its victim), if any. */
function mostValuable<T>(choices: readonly T[], worth: (choice: T) => number): T | undefined {
  let best: T | undefined;
  let bestWorth = 0;
  for (const c of choices) {
    const w = worth(c);
    if (w > bestWorth) {
      bestWorth = w;
      best = c;
    }
  }
  return best;
}

/** What a Banqi action captures, by rank (general 7 .. soldier 1); 0 for a reveal or a move onto an empty square. */
function banqiVictimRank(pos: banqi.Position, a: banqi.Action): number {
  if (a.type !== 'move') return 0;
  const victim = pos.cells[a.to];
  if (victim === null || victim === undefined || victim === banqi.FACE_DOWN) return 0;
  return BANQI_RANK[banqi.identityIndex(victim) % 7]!;
}

/** What a Jungle move captures, by strength; 0 for a move onto an empty square. */
function jungleVictimStrength(pos: jungle.Position, m: jungle.Move): number {
  const victim = pos.board[m.to];
  return victim ? jungle.STRENGTH[victim.animal] : 0;
}

/**
 * What a player of this kind picks among the legal choices (at least one): `random` any, `greedy` the most
 * valuable capture (else any), `ai` what the search returns (else the first).
 */
function choose<T>(
  spec: PlayerSpec,
  choices: readonly T[],
  turn: Turn,
  worth: (c: T) => number,
  search: () => T | null,
): T {
  switch (spec.kind) {
    case 'random':
      return choices[turn.rng.nextInt(choices.length)]!;
    case 'greedy':
      return mostValuable(choices, worth) ?? choices[turn.rng.nextInt(choices.length)]!;
    case 'ai':
      return search() ?? choices[0]!;
  }
}

/** A Banqi player's action; the position has at least one legal action. */
export function banqiChoice(spec: PlayerSpec, pos: banqi.Position, turn: Turn): banqi.Action {
  const search = () => (spec.kind === 'ai' ? (spec.engine ?? THIS_AI).banqi(pos, aiOptions(spec, turn)).move : null);
  return choose(spec, banqi.legalActions(pos), turn, (a) => banqiVictimRank(pos, a), search);
}

/** A Jungle player's move; the position has at least one legal move. */
export function jungleChoice(spec: PlayerSpec, pos: jungle.Position, turn: Turn): jungle.Move {
  const search = () => (spec.kind === 'ai' ? (spec.engine ?? THIS_AI).jungle(pos, aiOptions(spec, turn)).move : null);
  return choose(spec, jungle.legalMoves(pos), turn, (m) => jungleVictimStrength(pos, m), search);
}
