/**
 * A puzzle's first rating, before readers rate it: 1000, plus 300 per solver move after the first
 * (a longer line is harder to see), plus 100 per plausible wrong move (a capture, or a move the
 * finding search scored within two margins of the solution), plus 200 when no capture solves it
 * (a quiet move is harder to find), clamped to 600..2600. Readers' results move it from there.
 */
export interface RatingInputs {
  readonly solverMoves: number;
  readonly plausibleWrong: number;
  readonly quiet: boolean;
}

const MIN_RATING = 600;
const MAX_RATING = 2600;

export function initialRating(i: RatingInputs): number {
  const r = 1000 + 300 * (i.solverMoves - 1) + 100 * i.plausibleWrong + (i.quiet ? 200 : 0);
  return Math.min(MAX_RATING, Math.max(MIN_RATING, r));
}
