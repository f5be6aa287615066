/**
 * Quiet-move memory shared by both searches: two killer moves per ply (quiet moves that caused a
 * beta cutoff at that ply) and a history score per move code (depth squared per cutoff). Moves are
 * the boards' int codes; `codes` bounds them (Banqi 1024, Jungle 4096). Cleared before each search.
 */
export class MoveMemory {
  private readonly killers: Int32Array;
  private readonly history: Float64Array;

  constructor(
    private readonly maxPly: number,
    codes: number,
  ) {
    this.killers = new Int32Array(maxPly * 2);
    this.history = new Float64Array(codes);
  }

  clear(): void {
    this.killers.fill(-1);
    this.history.fill(0);
  }

  isKiller(ply: number, move: number): boolean {
    return ply >= 0 && ply < this.maxPly && (this.killers[ply * 2] === move || this.killers[ply * 2 + 1] === move);
  }

  historyOf(move: number): number {
    return this.history[move]!;
  }

  /** A quiet move refuted the opponent's line at `ply` after a search to `depth`. */
  cutoff(ply: number, move: number, depth: number): void {
    if (ply < this.maxPly && this.killers[ply * 2] !== move) {
      this.killers[ply * 2 + 1] = this.killers[ply * 2]!;
      this.killers[ply * 2] = move;
    }
    this.history[move]! += depth * depth;
  }
}
