/**
 * `npm run bench -- review [--games 10] [--plies 100] [--factor 5] [--game banqi|jungle]`: game
 * review figures (src/review). Per game, `--games` records of self-play by the match code's players
 * (review-games.ts, reviewBenchGames: fixed seed, cut at `--plies`). For each: the wall time to review the whole
 * record at the shipped budget (REVIEW_NODES, with its second look: src/review/second-look.ts) in this
 * thread, with how many positions were looked at twice and why, and a plain review at `--factor` times
 * the budget everywhere (no second look, the reference); then how the shipped marks agree with the deep
 * ones: the share of the deep review's blunders the shipped one also calls blunders (and mistake or
 * worse), and of all marks equal. Prints figures, asserts nothing.
 */
import { REVIEW_NODES, startReview, type ReviewOptions } from '../../src/review/analyse';
import { SECOND_LOOK_FACTOR, SECOND_LOOK_REASONS, type SecondLookReason } from '../../src/review/second-look';
import type { GameId } from '../../src/engine/core/game-rules';
import type { GameReview } from '../../src/review/types';
import { reviewBenchGames } from './review-games';
import { option, wholeOption } from './options';

interface Timed {
  readonly review: GameReview;
  readonly ms: number;
  readonly secondLooks: Readonly<Record<SecondLookReason, number>>;
}

function review(record: Parameters<typeof startReview>[0], options: ReviewOptions): Timed {
  const start = performance.now();
  const job = startReview(record, options);
  if (!job.ok) throw new Error(`review bench: record refused (${job.error.code})`);
  while (job.value.step());
  const r = job.value.result();
  return { review: r, ms: performance.now() - start, secondLooks: { ...job.value.secondLooks } };
}

const median = (xs: readonly number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor((s.length - 1) / 2)]!;
};

export function benchReview(): void {
  const count = wholeOption('review', 'games', 10);
  const plies = wholeOption('review', 'plies', 100);
  const factor = wholeOption('review', 'factor', 5);
  const only = option('game');
  for (const game of ['banqi', 'jungle'] as GameId[]) {
    if (only !== undefined && only !== game) continue;
    const games = reviewBenchGames(game, count, plies);
    const nodes = REVIEW_NODES[game];
    const times: number[] = [];
    const deepTimes: number[] = [];
    let deepBlunders = 0;
    let foundBlunders = 0;
    let foundAsMistake = 0;
    let same = 0;
    let total = 0;
    let length = 0;
    const looks: Record<SecondLookReason, number> = { marked: 0, unstable: 0, lost: 0 };
    for (const g of games) {
      const shipped = review(g.record, { nodes });
      const deep = review(g.record, { nodes: nodes * factor, secondLook: false });
      for (const r of SECOND_LOOK_REASONS) looks[r] += shipped.secondLooks[r];
      times.push(shipped.ms);
      deepTimes.push(deep.ms);
      length += g.record.moves.length;
      deep.review.plies.forEach((p, i) => {
        const q = shipped.review.plies[i]!;
        total++;
        if (q.mark === p.mark) same++;
        if (p.mark !== 'blunder') return;
        deepBlunders++;
        if (q.mark === 'blunder') foundBlunders++;
        if (q.mark === 'blunder' || q.mark === 'mistake') foundAsMistake++;
      });
      const twice = SECOND_LOOK_REASONS.reduce((sum, r) => sum + shipped.secondLooks[r], 0);
      console.log(
        `${game}: ${g.record.moves.length} half-moves, ${(shipped.ms / 1000).toFixed(1)} s at ${nodes} nodes ` +
          `(${twice} positions looked at twice), ${(deep.ms / 1000).toFixed(1)} s at ${nodes * factor}`,
      );
    }
    const pct = (a: number, b: number): string => (b === 0 ? '-' : `${((100 * a) / b).toFixed(0)}%`);
    console.log(
      `${game}: ${games.length} games of ${(length / Math.max(1, games.length)).toFixed(0)} half-moves on average; ` +
        `review at ${nodes} nodes a position: median ${(median(times) / 1000).toFixed(1)} s, worst ${(Math.max(...times) / 1000).toFixed(1)} s; ` +
        `at ${factor}x: median ${(median(deepTimes) / 1000).toFixed(1)} s`,
    );
    console.log(
      `${game}: deep blunders ${deepBlunders}, found as blunders ${pct(foundBlunders, deepBlunders)}, ` +
        `as mistake or worse ${pct(foundAsMistake, deepBlunders)}; marks equal ${pct(same, total)} of ${total}`,
    );
    console.log(
      `${game}: second looks (${SECOND_LOOK_FACTOR}x the shipped budget): ` +
        SECOND_LOOK_REASONS.map((r) => `${r} ${looks[r]}`).join(', ') +
        ` (${pct(
          SECOND_LOOK_REASONS.reduce((sum, r) => sum + looks[r], 0),
          total,
        )} of positions)`,
    );
  }
}
