/**
 * The search budget: a node count or a deadline. With a node budget the clock is never read, so a
 * search is exactly reproducible; with a time budget the clock is read every 1024 nodes.
 */
const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export class Budget {
  nodes = 0;
  stopped = false;
  private readonly start = now();

  /** nodeLimit: Infinity for a time budget; deadlineMs: Infinity for a node budget. */
  constructor(
    readonly nodeLimit: number,
    private readonly deadlineMs: number,
  ) {}

  static of(nodes: number | undefined, timeMs: number): Budget {
    return nodes !== undefined ? new Budget(Math.max(1, Math.floor(nodes)), Infinity) : new Budget(Infinity, timeMs);
  }

  /** Counts one node; true when the search must stop now. */
  tick(): boolean {
    const n = ++this.nodes;
    if (n >= this.nodeLimit) this.stopped = true;
    else if ((n & 1023) === 0 && this.deadlineMs !== Infinity && now() - this.start >= this.deadlineMs)
      this.stopped = true;
    return this.stopped;
  }

  /** What the search has spent: nodes for a node budget, milliseconds for a time budget. */
  spent(): number {
    return this.nodeLimit !== Infinity ? this.nodes : now() - this.start;
  }

  /** The whole budget in the unit of spent(). */
  get total(): number {
    return this.nodeLimit !== Infinity ? this.nodeLimit : this.deadlineMs;
  }

  elapsedMs(): number {
    return now() - this.start;
  }
}
