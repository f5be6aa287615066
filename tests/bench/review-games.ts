/**
 * Games for the review benches, played by the match code's players (src/cli/players.ts) from a fixed
 * seed: Banqi from a random deal held by a referee (the players see the public position only), Jungle
 * after two random plies, as `plyyard match` does. Each game is a record (start, moves with the
 * identities that turned up), cut after `maxPlies` half-moves, and the first seat's result when it
 * ended on the board.
 */
import * as banqi from '../../src/engine/banqi';
import * as banqiReferee from '../../src/engine/banqi/referee-entry';
import { createRng } from '../../src/engine/core/rng';
import * as jungle from '../../src/engine/jungle/index';
import { banqiChoice, jungleChoice, type PlayerSpec } from '../../src/cli/players';
import type { Level } from '../../src/ai/types';
import type { GameId } from '../../src/engine/core/game-rules';
import type { ReviewRecord } from '../../src/review/types';

export interface BenchGame {
  readonly record: ReviewRecord;
  /** 1 first seat won, 0 lost, 0.5 draw, null unfinished. */
  readonly firstScore: number | null;
}

function banqiGameOf(seed: string, players: readonly [PlayerSpec, PlayerSpec], maxPlies: number): BenchGame {
  const deal = banqiReferee.dealFromRng(banqi.START_POSITION, createRng(`${seed}:deal`));
  const referee = new banqiReferee.Referee(banqi.START_POSITION, { type: 'deal', deal });
  const rng = createRng(`${seed}:players`);
  const moves: string[] = [];
  let firstColour: banqi.Colour | undefined;
  while (moves.length < maxPlies) {
    const s = banqi.status(referee.position);
    if (s.result !== 'ongoing') {
      const score = s.result === 'draw' ? 0.5 : (s.result === 'red-wins') === (firstColour === 'red') ? 1 : 0;
      return { record: { game: 'banqi', start: banqi.START_TEXT, moves }, firstScore: score };
    }
    const action = banqiChoice(players[moves.length % 2]!, referee.position, {
      rng,
      seed: rng.nextU32(),
      timeMs: 1000,
    });
    const played = referee.play(action);
    if (!played.ok) throw new Error(`review-games: illegal action (${played.error})`);
    if (firstColour === undefined && played.value.type === 'reveal' && played.value.identity !== undefined)
      firstColour = banqi.colourOf(played.value.identity);
    moves.push(banqi.makeAction(played.value));
  }
  return { record: { game: 'banqi', start: banqi.START_TEXT, moves }, firstScore: null };
}

function jungleGameOf(seed: string, players: readonly [PlayerSpec, PlayerSpec], maxPlies: number): BenchGame {
  let pos = jungle.startPosition();
  const opening = createRng(`${seed}:opening`);
  for (let i = 0; i < 2; i++) {
    const legal = jungle.legalMoves(pos);
    const next = jungle.applyMove(pos, legal[opening.nextInt(legal.length)]!);
    if (!next.ok) throw new Error(`review-games: opening refused (${next.error})`);
    pos = next.value;
  }
  const start = jungle.makePosition(pos);
  const rng = createRng(`${seed}:players`);
  const moves: string[] = [];
  while (moves.length < maxPlies) {
    const s = jungle.status(pos);
    if (s.result !== 'ongoing') {
      const score = s.result === 'draw' ? 0.5 : s.result === 'red-wins' ? 1 : 0; // red moves first here
      return { record: { game: 'jungle', start, moves }, firstScore: score };
    }
    const m = jungleChoice(players[moves.length % 2]!, pos, { rng, seed: rng.nextU32(), timeMs: 1000 });
    const next = jungle.applyMove(pos, m);
    if (!next.ok) throw new Error(`review-games: illegal move (${next.error})`);
    pos = next.value;
    moves.push(jungle.makeMove(m));
  }
  return { record: { game: 'jungle', start, moves }, firstScore: null };
}

/** `count` games of `game` between `players` (first seat, second), each cut after `maxPlies`. */
function benchGames(
  game: GameId,
  count: number,
  players: readonly [PlayerSpec, PlayerSpec],
  maxPlies: number,
  seed = 2026,
): BenchGame[] {
  const out: BenchGame[] = [];
  for (let i = 0; i < count; i++) {
    const s = `review:${seed}:${i}`;
    out.push(game === 'banqi' ? banqiGameOf(s, players, maxPlies) : jungleGameOf(s, players, maxPlies));
  }
  return out;
}

const MIN_PLIES = 60;

/**
 * The review benches' games: self-play at 3000 nodes a move, Banqi level 1 against level 2 (whose games hold
 * more mistakes), Jungle level 2 against level 3 (whose games last long enough); games that end before
 * 60 half-moves are skipped, the others cut at `plies`; the first `count` of them.
 */
export function reviewBenchGames(game: GameId, count: number, plies: number): BenchGame[] {
  const [weaker, stronger]: [Level, Level] = game === 'banqi' ? [1, 2] : [2, 3];
  const players: [PlayerSpec, PlayerSpec] = [
    { kind: 'ai', level: weaker, nodes: 3000 },
    { kind: 'ai', level: stronger, nodes: 3000 },
  ];
  return benchGames(game, count * 4, players, plies)
    .filter((g) => g.record.moves.length >= MIN_PLIES)
    .slice(0, count);
}
