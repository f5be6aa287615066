/**
 * `plyyard match <game> <playerA> <playerB> --games N --seed S [--ms T] [--opening K]`: plays N
 * games between two players (players.ts), alternating who moves first, and prints A's wins, draws
 * and losses, A's score (draws count half) and its 95% confidence interval: the Wilson score
 * interval for a proportion, applied to the score (a slightly conservative choice when there are
 * draws, since a draw varies less than a win or a loss).
 *
 * Games come in pairs with the same start and the sides swapped: in Banqi each pair has its own
 * random deal drawn from the seed (the AI never sees it: the Referee holds it); in Jungle each pair
 * opens with K random plies from the seed (default 2) so that games between deterministic players
 * differ. Every game runs until the engine's status says it is over (B8, J6). AI players without a
 * node budget (`ai:L@N`) get T ms per move (default 1000).
 */
import { err, ok, type Result } from '../engine/core/result';
import type { GameId } from '../engine/core/game-rules';
import { createRng, type Rng } from '../engine/core/rng';
import * as banqi from '../engine/banqi';
import * as banqiReferee from '../engine/banqi/referee-entry';
import * as jungle from '../engine/jungle/index';
import type { CliError } from './game-cli';
import { banqiPieces, junglePieces, leadOf, totalOf } from './match-pieces';
import { banqiChoice, jungleChoice, parsePlayer, playerName, type PlayerSpec } from './players';

export interface MatchOptions {
  readonly game: GameId;
  readonly a: PlayerSpec;
  readonly b: PlayerSpec;
  readonly games: number;
  readonly seed: number;
  /** Time per move for AI players without a node budget. */
  readonly timeMs: number;
  /** Jungle: random plies played before each pair of games. */
  readonly openingPlies: number;
  /** Called after each game (for progress output). */
  readonly onGame?: (index: number, outcome: GameOutcome) => void;
  /** Play only the games whose index is `index` modulo `count` (to split a match over threads). */
  readonly shard?: { readonly index: number; readonly count: number };
}

/** A's result in one game, its length, and how material went (match-pieces.ts). */
interface GameOutcome {
  readonly aScore: 0 | 0.5 | 1;
  readonly aFirst: boolean;
  readonly plies: number;
  /** Captures played in the game (Jungle: after the random opening). */
  readonly captures: number;
  /** A's pieces minus B's at the end. */
  readonly aLead: number;
}

/** How one game went, from the side that moved first. */
interface Played {
  readonly first: number;
  readonly plies: number;
  readonly captures: number;
  readonly firstLead: number;
}

export interface MatchResult {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** A's score in [0, 1]. */
  readonly score: number;
  readonly low: number;
  readonly high: number;
  readonly averagePlies: number;
}

const Z95 = 1.959964;

/** Wilson score interval for a proportion `p` observed over `n` trials. */
export function wilson(p: number, n: number, z = Z95): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

function playBanqi(o: MatchOptions, index: number, first: PlayerSpec, second: PlayerSpec, rngs: [Rng, Rng]): Played {
  const deal = banqiReferee.dealFromRng(banqi.START_POSITION, createRng(`${o.seed}:deal:${index >> 1}`));
  const referee = new banqiReferee.Referee(banqi.START_POSITION, { type: 'deal', deal });
  let firstColour: banqi.Colour | undefined;
  let plies = 0;
  for (;;) {
    const s = banqi.status(referee.position);
    if (s.result !== 'ongoing') {
      const pieces = banqiPieces(referee.position);
      const captures = 2 * banqi.PIECES_PER_COLOUR - totalOf(pieces);
      const firstLead = leadOf(pieces, firstColour !== 'black');
      if (s.result === 'draw') return { first: 0.5, plies, captures, firstLead };
      const winner: banqi.Colour = s.result === 'red-wins' ? 'red' : 'black';
      return { first: winner === firstColour ? 1 : 0, plies, captures, firstLead };
    }
    const mover = plies % 2;
    const rng = rngs[mover]!;
    const action = banqiChoice(mover === 0 ? first : second, referee.position, {
      rng,
      seed: rng.nextU32(),
      timeMs: o.timeMs,
    });
    const played = referee.play(action);
    if (!played.ok) throw new Error(`match: a player chose an illegal action (${played.error})`);
    if (firstColour === undefined && played.value.type === 'reveal' && played.value.identity !== undefined)
      firstColour = banqi.colourOf(played.value.identity);
    plies++;
  }
}

function playJungle(o: MatchOptions, index: number, first: PlayerSpec, second: PlayerSpec, rngs: [Rng, Rng]): Played {
  let pos = jungle.startPosition();
  const opening = createRng(`${o.seed}:opening:${index >> 1}`);
  for (let i = 0; i < o.openingPlies && jungle.status(pos).result === 'ongoing'; i++) {
    const moves = jungle.legalMoves(pos);
    const next = jungle.applyMove(pos, moves[opening.nextInt(moves.length)]!);
    if (!next.ok) throw new Error(`match: opening move refused (${next.error})`);
    pos = next.value;
  }
  let plies = 0;
  const atStart = totalOf(junglePieces(pos));
  for (;;) {
    const s = jungle.status(pos);
    if (s.result !== 'ongoing') {
      const pieces = junglePieces(pos);
      const captures = atStart - totalOf(pieces);
      const firstLead = leadOf(pieces, true); // red moves first (J, start)
      if (s.result === 'draw') return { first: 0.5, plies, captures, firstLead };
      return { first: s.result === 'red-wins' ? 1 : 0, plies, captures, firstLead };
    }
    const mover = pos.turn === 'red' ? 0 : 1;
    const rng = rngs[mover]!;
    const move = jungleChoice(mover === 0 ? first : second, pos, { rng, seed: rng.nextU32(), timeMs: o.timeMs });
    const next = jungle.applyMove(pos, move);
    if (!next.ok) throw new Error(`match: a player chose an illegal move (${next.error})`);
    pos = next.value;
    plies++;
  }
}

export function runMatch(o: MatchOptions): MatchResult {
  let wins = 0;
  let draws = 0;
  let losses = 0;
  let plies = 0;
  const shard = o.shard ?? { index: 0, count: 1 };
  for (let i = shard.index; i < o.games; i += shard.count) {
    const aFirst = i % 2 === 0;
    const rngA = createRng(`${o.seed}:player:${i}:a`);
    const rngB = createRng(`${o.seed}:player:${i}:b`);
    const [first, second] = aFirst ? [o.a, o.b] : [o.b, o.a];
    const rngs: [Rng, Rng] = aFirst ? [rngA, rngB] : [rngB, rngA];
    const r = o.game === 'banqi' ? playBanqi(o, i, first, second, rngs) : playJungle(o, i, first, second, rngs);
    const aScore = (aFirst ? r.first : 1 - r.first) as 0 | 0.5 | 1;
    const aLead = aFirst ? r.firstLead : -r.firstLead;
    if (aScore === 1) wins++;
    else if (aScore === 0) losses++;
    else draws++;
    plies += r.plies;
    o.onGame?.(i, { aScore, aFirst, plies: r.plies, captures: r.captures, aLead });
  }
  return summarize(wins, draws, losses, plies);
}

/** The result of a match (or of several shards added up) from its counts. */
export function summarize(wins: number, draws: number, losses: number, plies: number): MatchResult {
  const n = wins + draws + losses;
  const score = n === 0 ? 0 : (wins + draws / 2) / n;
  const { low, high } = wilson(score, n);
  return { games: n, wins, draws, losses, score, low, high, averagePlies: n === 0 ? 0 : plies / n };
}

const pct = (x: number): string => (100 * x).toFixed(1);

/** `A wins 190, draws 6, losses 4, score 96.5% (95% CI 94.0-98.1%, Wilson)`. */
export function formatMatch(r: MatchResult): string {
  return `A wins ${r.wins}, draws ${r.draws}, losses ${r.losses}, score ${pct(r.score)}% (95% CI ${pct(r.low)}-${pct(r.high)}%, Wilson)`;
}

const MATCH_OPTIONS = new Set(['games', 'seed', 'ms', 'opening']);

function wholeNumber(
  options: ReadonlyMap<string, string>,
  name: string,
  min: number,
  max: number,
  fallback: number,
): Result<number, CliError> {
  const raw = options.get(name);
  if (raw === undefined) return ok(fallback);
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    return err({ code: 'usage', message: `--${name} must be a whole number from ${min} to ${max}` });
  return ok(Number(raw));
}

/** Parses `match` arguments (after the game name) into options; bad arguments are a 'usage' error. */
function parseMatch(
  game: GameId,
  args: readonly string[],
  options: ReadonlyMap<string, string>,
): Result<MatchOptions, CliError> {
  const usage = (message: string): Result<never, CliError> => err({ code: 'usage', message });
  if (args.length !== 2)
    return usage('match needs two players: match <game> <playerA> <playerB> --games N --seed S [--ms T]');
  for (const name of options.keys()) if (!MATCH_OPTIONS.has(name)) return usage(`match: unknown option --${name}`);
  const a = parsePlayer(args[0]!);
  if (!a.ok) return usage(a.error);
  const b = parsePlayer(args[1]!);
  if (!b.ok) return usage(b.error);
  const games = wholeNumber(options, 'games', 1, 100_000, 100);
  if (!games.ok) return games;
  const seed = wholeNumber(options, 'seed', 0, 2 ** 32 - 1, 0);
  if (!seed.ok) return seed;
  const ms = wholeNumber(options, 'ms', 1, 600_000, 1000);
  if (!ms.ok) return ms;
  const opening = wholeNumber(options, 'opening', 0, 40, 2);
  if (!opening.ok) return opening;
  return ok({
    game,
    a: a.value,
    b: b.value,
    games: games.value,
    seed: seed.value,
    timeMs: ms.value,
    openingPlies: opening.value,
  });
}

export function matchCommand(
  game: GameId,
  args: readonly string[],
  options: ReadonlyMap<string, string>,
): Result<string, CliError> {
  const parsed = parseMatch(game, args, options);
  if (!parsed.ok) return parsed;
  const o = parsed.value;
  const r = runMatch(o);
  const header = `${game}: A = ${playerName(o.a)}, B = ${playerName(o.b)}, ${o.games} games, seed ${o.seed}, average ${r.averagePlies.toFixed(0)} plies`;
  return ok(`${formatMatch(r)}\n${header}\n`);
}
