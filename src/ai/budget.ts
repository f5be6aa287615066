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

  /**
   * Whether another iteration of iterative deepening is worth starting: the next one usually costs
   * several times the last, so stop once a fraction of the budget is spent.
   */
  worthAnotherIteration(fraction: number): boolean {
    if (this.stopped) return false;
    if (this.nodeLimit !== Infinity) return this.nodes < this.nodeLimit * fraction;
    return now() - this.start < this.deadlineMs * fraction;
  }

  elapsedMs(): number {
    return now() - this.start;
  }
}
