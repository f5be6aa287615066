/**
 * From the AI's score to a winning chance, from a drop in winning chance to a mark, and the
 * per-move accuracy (README, "How a position is judged").
 *
 * chance(score) = 100 / (1 + exp(-score / scale)), the score for the side to move in the AI's units
 * (about 100 per Banqi soldier, 300 per Jungle rat); a found win or loss (|score| >= WIN_THRESHOLD)
 * is 100 or 0. The scale of each game was fitted to self-play (`npm run bench -- review-calibrate`:
 * the scale of least log-loss between the chance of each position and the game's result).
 */
import type { GameId } from '../engine/core/game-rules';
import { WIN_THRESHOLD } from '../ai/types';
import type { Mark } from './types';

/**
 * Score units for a factor e in the odds, per game (review-calibrate bench: level-3 self-play at 4000
 * nodes, 40 games a game from seed 2026; Banqi 36 finished games, 7223 positions, log-loss 0.407; Jungle
 * 40 games, 2945 positions, log-loss 0.678, a weak signal: a Jungle game turns on tactics more than material).
 */
const CHANCE_SCALE: Readonly<Record<GameId, number>> = { banqi: 180, jungle: 1000 };

export function winChance(game: GameId, score: number): number {
  if (score >= WIN_THRESHOLD) return 100;
  if (score <= -WIN_THRESHOLD) return 0;
  return 100 / (1 + Math.exp(-score / CHANCE_SCALE[game]));
}

/** Chances and losses are kept to one decimal, so the review and "learn from your mistakes" judge a move alike. */
export const round1 = (x: number): number => Math.round(x * 10) / 10;

/** Drops in winning chance (percentage points) from which a move is marked; the same for both games. */
const THRESHOLDS = { best: 2, inaccuracy: 10, mistake: 20, blunder: 30 } as const;

/** The mark of a move that lost `loss` points; `isBest`: it is the engine's own choice. */
export function markOf(loss: number, isBest: boolean): Exclude<Mark, 'unlucky'> {
  if (loss >= THRESHOLDS.blunder) return 'blunder';
  if (loss >= THRESHOLDS.mistake) return 'mistake';
  if (loss >= THRESHOLDS.inaccuracy) return 'inaccuracy';
  return isBest || loss < THRESHOLDS.best ? 'best' : 'good';
}

/**
 * A reveal is unlucky when its expected loss stays below an inaccuracy but the identity that turned
 * up cost at least a mistake's worth: the mover's chance fell by THRESHOLDS.mistake or more.
 */
export const isUnlucky = (expectedLoss: number, actualLoss: number): boolean =>
  expectedLoss < THRESHOLDS.inaccuracy && actualLoss >= THRESHOLDS.mistake;

/**
 * Accuracy of one move from its loss in winning chance, lichess's curve:
 * 103.1668 * exp(-0.04354 * loss) - 3.1669, kept in 0-100 (a loss of 0 is 100, 10 is about 64, 30 about 24).
 */
export function moveAccuracy(loss: number): number {
  const a = 103.1668 * Math.exp(-0.04354 * Math.max(0, loss)) - 3.1669;
  return Math.min(100, Math.max(0, a));
}
