/**
 * What the generator and the prover ask of a game: its rules (the one rules interface), the AI's
 * answer for a position at a node budget, and, for a Banqi reveal, the identities the pool may
 * still turn up with their weights (B9: count / face-down squares). Public information only.
 */
import { bestBanqiAction } from '../ai/banqi';
import { bestJungleMove } from '../ai/jungle';
import type { Level } from '../ai/types';
import * as banqi from '../engine/banqi';
import type { GameId, GameRules } from '../engine/core/game-rules';
import * as jungle from '../engine/jungle/index';
import { clearlySafest, type Safest } from './safest-reveal';

interface Answer {
  readonly move: string | null;
  /** For the side to move, the AI's units (WIN for a won game). */
  readonly score: number;
}

interface Outcome {
  readonly identity: string;
  readonly weight: number;
}

/** The AI's choice as the puzzles write it: the move in notation (null when there is none) and its score. */
function answerOf<M>(r: { readonly move: M | null; readonly score: number }, notation: (m: M) => string): Answer {
  return { move: r.move === null ? null : notation(r.move), score: r.score };
}

export interface Oracle<P> {
  readonly game: GameId;
  readonly rules: GameRules<P>;
  best(pos: P, level: Level, nodes: number, seed: number): Answer;
  /** The identities a reveal may turn up (Banqi), or null for a move that reveals nothing. */
  outcomes(pos: P, move: string): readonly Outcome[] | null;
  /** The clearly safest reveal by its odds (safest-reveal.ts), or null for a game without reveals. */
  safest(pos: P): Safest | null;
}

export const BANQI_ORACLE: Oracle<banqi.Position> = {
  game: 'banqi',
  rules: banqi.banqiGame,
  best: (pos, level, nodes, seed) => answerOf(bestBanqiAction(pos, { level, nodes, seed }), banqi.makeAction),
  outcomes(pos, move) {
    if (!banqi.banqiGame.isReveal(move)) return null;
    const view = banqi.publicView(pos);
    return banqi.IDENTITIES.filter((id) => view.pool[id] > 0).map((id) => ({
      identity: id,
      weight: view.pool[id] / view.hidden,
    }));
  },
  safest: clearlySafest,
};

export const JUNGLE_ORACLE: Oracle<jungle.Position> = {
  game: 'jungle',
  rules: jungle.jungleGame,
  best: (pos, level, nodes, seed) => answerOf(bestJungleMove(pos, { level, nodes, seed }), jungle.makeMove),
  outcomes: () => null,
  safest: () => null,
};
