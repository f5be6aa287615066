/**
 * Time management for iterative deepening: after each completed iteration, whether another one is
 * worth starting. It predicts the next iteration's cost from the last two (its growth factor) and
 * starts it when the first root move of the new iteration (the previous best, about FIRST_MOVE_SHARE
 * of the iteration with good ordering) should finish within this move's allowance: an interrupted
 * iteration still counts once that move is searched (root.ts). The allowance is a share of the
 * budget that depends on the position: all of it for a normal or a critical move (the best move just
 * changed or its score just fell), less when the best move has stood for several iterations (an easy
 * one), little when there are only one or two replies to choose from (a forced one). Everything is
 * counted in the budget's own unit (nodes for a node budget, so a search stays reproducible; else ms).
 * Issue 17: with a first-move share of 0.3 and allowances of 0.95 (normal) and 0.6 (easy) the AI used
 * about 75 ms of a 100 ms budget; these settings use 89-95 ms, and scored 59.5% (50 / 19 / 31) over 100
 * Banqi games at 100 ms against those (Jungle: 51.5%, 22 / 59 / 19).
 */
import type { Budget } from './budget';

/** Share of an iteration the first root move takes (the rest are refuted cheaply): a low guess, so iterations start late. */
const FIRST_MOVE_SHARE = 0.15;
/** Growth of an iteration's cost over the previous one, bounds and the guess before two are known. */
const GROWTH_MIN = 1.5;
const GROWTH_MAX = 8;
const GROWTH_GUESS = 4;
/** Allowances, as shares of the whole budget. */
const ALLOWANCE = { critical: 1, normal: 1, easy: 0.75, forced: 0.3 } as const;
/** A score fall (from one iteration to the next) that makes a move critical. */
const SCORE_FALL = 40;
/** Iterations the best move must stand to make a move easy. */
const STABLE = 4;

export class IterationPlanner {
  private start = 0;
  private lastCost = 0;
  private lastBest = -1;
  private lastScore = 0;
  private stable = 0;

  constructor(
    private readonly budget: Budget,
    /** Number of root moves to choose from. */
    private readonly choices: number,
  ) {}

  /** Call before each iteration. */
  begin(): void {
    this.start = this.budget.spent();
  }

  /** The share of the budget this move may use, given the iteration just completed. */
  allowance(best: number, score: number, depth: number): number {
    const changed = depth > 1 && best !== this.lastBest;
    const fell = depth > 1 && score < this.lastScore - SCORE_FALL;
    this.stable = best === this.lastBest ? this.stable + 1 : 0;
    this.lastBest = best;
    this.lastScore = score;
    if (this.choices <= 2) return ALLOWANCE.forced;
    if (changed || fell) return ALLOWANCE.critical;
    return this.stable >= STABLE ? ALLOWANCE.easy : ALLOWANCE.normal;
  }

  /** After a completed iteration (its best move and score): whether to start the next one. */
  another(best: number, score: number, depth: number): boolean {
    const budget = this.budget;
    const spent = budget.spent();
    const cost = Math.max(1e-9, spent - this.start);
    const growth = this.lastCost > 0 ? Math.min(GROWTH_MAX, Math.max(GROWTH_MIN, cost / this.lastCost)) : GROWTH_GUESS;
    this.lastCost = cost;
    const limit = budget.total * this.allowance(best, score, depth);
    return !budget.stopped && spent + cost * growth * FIRST_MOVE_SHARE <= limit;
  }
}
