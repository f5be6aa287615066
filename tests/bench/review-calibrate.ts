/**
 * `npm run bench -- review-calibrate`: the experiment behind CHANCE_SCALE (src/review/win-chance.ts).
 * Self-play at level 3 with a node budget (`--nodes`, 4000) from a fixed seed (`--seed`, 2026), to
 * the end (`--games` per game, 40; games longer than 400 half-moves are left out): at every half-move
 * the AI's score for the mover and whether the mover went on to win (1), draw (0.5) or lose (0). Then
 * for each scale on a grid, the mean log-loss of 1 / (1 + exp(-score / scale)) against those outcomes;
 * it prints the best scale and its neighbours. Scores of found wins are left out.
 */
import { bestBanqiAction } from '../../src/ai/banqi';
import { bestJungleMove } from '../../src/ai/jungle';
import { WIN_THRESHOLD } from '../../src/ai/types';
import * as banqi from '../../src/engine/banqi';
import * as banqiReferee from '../../src/engine/banqi/referee-entry';
import { createRng } from '../../src/engine/core/rng';
import * as jungle from '../../src/engine/jungle/index';
import type { GameId } from '../../src/engine/core/game-rules';
import { wholeOption } from './options';

interface Sample {
  readonly score: number;
  readonly outcome: number;
}

const MAX_PLIES = 400;

function banqiSamples(seed: string, nodes: number): Sample[] | null {
  const deal = banqiReferee.dealFromRng(banqi.START_POSITION, createRng(`${seed}:deal`));
  const referee = new banqiReferee.Referee(banqi.START_POSITION, { type: 'deal', deal });
  const rng = createRng(`${seed}:players`);
  const seen: { score: number; colour: banqi.Colour | null }[] = [];
  for (let ply = 0; ply < MAX_PLIES; ply++) {
    const s = banqi.status(referee.position);
    if (s.result !== 'ongoing') {
      const winner = s.result === 'draw' ? null : s.result === 'red-wins' ? 'red' : 'black';
      return seen
        .filter((x) => x.colour !== null && Math.abs(x.score) < WIN_THRESHOLD)
        .map((x) => ({ score: x.score, outcome: winner === null ? 0.5 : winner === x.colour ? 1 : 0 }));
    }
    const turn = referee.position.turn;
    const r = bestBanqiAction(referee.position, { level: 3, nodes, seed: rng.nextU32() });
    if (r.move === null) return null;
    seen.push({ score: r.score, colour: turn === 'unassigned' ? null : turn });
    if (!referee.play(r.move).ok) return null;
  }
  return null;
}

function jungleSamples(seed: string, nodes: number): Sample[] | null {
  let pos = jungle.startPosition();
  const rng = createRng(`${seed}:players`);
  const opening = createRng(`${seed}:opening`);
  for (let i = 0; i < 2; i++) {
    const legal = jungle.legalMoves(pos);
    const next = jungle.applyMove(pos, legal[opening.nextInt(legal.length)]!);
    if (!next.ok) return null;
    pos = next.value;
  }
  const seen: { score: number; colour: jungle.Position['turn'] }[] = [];
  for (let ply = 0; ply < MAX_PLIES; ply++) {
    const s = jungle.status(pos);
    if (s.result !== 'ongoing') {
      const winner = s.result === 'draw' ? null : s.result === 'red-wins' ? 'red' : 'blue';
      return seen
        .filter((x) => Math.abs(x.score) < WIN_THRESHOLD)
        .map((x) => ({ score: x.score, outcome: winner === null ? 0.5 : winner === x.colour ? 1 : 0 }));
    }
    const r = bestJungleMove(pos, { level: 3, nodes, seed: rng.nextU32() });
    if (r.move === null) return null;
    seen.push({ score: r.score, colour: pos.turn });
    const next = jungle.applyMove(pos, r.move);
    if (!next.ok) return null;
    pos = next.value;
  }
  return null;
}

function logLoss(samples: readonly Sample[], scale: number): number {
  let total = 0;
  for (const s of samples) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, 1 / (1 + Math.exp(-s.score / scale))));
    total -= s.outcome * Math.log(p) + (1 - s.outcome) * Math.log(1 - p);
  }
  return total / samples.length;
}

export function benchReviewCalibrate(): void {
  const games = wholeOption('review-calibrate', 'games', 40);
  const nodes = wholeOption('review-calibrate', 'nodes', 4000);
  const seed = wholeOption('review-calibrate', 'seed', 2026);
  for (const game of ['banqi', 'jungle'] as GameId[]) {
    const samples: Sample[] = [];
    let used = 0;
    for (let i = 0; i < games; i++) {
      const s = `calibrate:${seed}:${i}`;
      const got = game === 'banqi' ? banqiSamples(s, nodes) : jungleSamples(s, nodes);
      if (got === null) continue;
      used++;
      samples.push(...got);
    }
    const grid: number[] = [];
    for (let scale = 40; scale <= 2000; scale += 20) grid.push(scale);
    const losses = grid.map((scale) => ({ scale, loss: logLoss(samples, scale) }));
    losses.sort((a, b) => a.loss - b.loss);
    const best = losses.slice(0, 3).map((l) => `${l.scale} (${l.loss.toFixed(4)})`);
    console.log(`${game}: ${used} games, ${samples.length} positions; best scales (mean log-loss): ${best.join(', ')}`);
  }
}
