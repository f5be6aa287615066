/**
 * The summary of one side (README, "Summary"): accuracy is the mean of moveAccuracy over the side's
 * moves (an unlucky reveal counts by its expected loss, which was small), the count of each mark,
 * and the move that lost most winning chance.
 */
import { moveAccuracy } from './win-chance';
import { MARKS, type Mark, type PlyReview, type Seat, type SideSummary } from './types';

export function summarise(plies: readonly PlyReview[], seat: Seat): SideSummary {
  const counts = Object.fromEntries(MARKS.map((m) => [m, 0])) as Record<Mark, number>;
  let total = 0;
  let n = 0;
  let biggestSwing: SideSummary['biggestSwing'] = null;
  for (const p of plies) {
    if (p.seat !== seat) continue;
    counts[p.mark]++;
    total += moveAccuracy(p.loss);
    n++;
    if (p.loss > 0 && (biggestSwing === null || p.loss > biggestSwing.loss))
      biggestSwing = { ply: p.ply, loss: p.loss };
  }
  return { accuracy: n === 0 ? 100 : Math.round((total / n) * 10) / 10, counts, biggestSwing };
}
