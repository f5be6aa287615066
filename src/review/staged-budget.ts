/**
 * A node budget that can be topped up: the review searches a position to its budget, then gives the
 * same search (its transposition table still filled) a fresh allowance to score the move played.
 * Node counts only, never the clock, so a review is reproducible.
 */
import { Budget } from '../ai/budget';

export class StagedBudget extends Budget {
  private limit: number;

  constructor(nodes: number) {
    super(nodes, Infinity);
    this.limit = Math.max(1, Math.floor(nodes));
  }

  override tick(): boolean {
    if (++this.nodes >= this.limit) this.stopped = true;
    return this.stopped;
  }

  /** Lets the search go on for `nodes` more nodes. */
  grant(nodes: number): void {
    this.limit = this.nodes + Math.max(1, Math.floor(nodes));
    this.stopped = false;
  }
}
