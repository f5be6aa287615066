/**
 * The analysis of a game record (README): for each half-move the winning chance before and after it
 * from the mover's side, the engine's best move and line, a mark and the reason for it. Pure and
 * deterministic for a record, node budget and seed. A review is a job of steps, one position each,
 * so the worker can report progress and stop between two (protocol.ts); reviewRecord runs it whole.
 * A position whose first probe is doubtful is probed again at 5x the budget (second-look.ts).
 *
 * Banqi: every position is the public one (B9). A reveal is scored as the AI's chance node over the
 * pool, so its mark depends on its odds, never on the identity that turned up; `actual` is the
 * chance once it was known, and a reveal that was sound (expected loss below an inaccuracy) but
 * turned out a mistake's worth worse is marked `unlucky`.
 */
import { banqiGame, squareOf, type Position as BanqiPosition } from '../engine/banqi';
import type { GameId, GameRules } from '../engine/core/game-rules';
import { err, ok, type Result } from '../engine/core/result';
import { jungleGame } from '../engine/jungle/index';
import { probeBanqi } from './banqi-probe';
import { probeJungle } from './jungle-probe';
import type { Probe } from './probe';
import { reasonFor } from './reasons';
import { lookAt, type ProbeOf, type SecondLookReason } from './second-look';
import { revealOdds } from './reveal-odds';
import { summarise } from './summary';
import { isUnlucky, markOf, round1, winChance } from './win-chance';
import {
  REVIEW_VERSION,
  type GameReview,
  type PlyReview,
  type Reason,
  type ReviewRecord,
  type RevealOdds,
} from './types';

/** The shipped node budget per position, per game (README, "Budget": `npm run bench -- review`). */
export const REVIEW_NODES: Readonly<Record<GameId, number>> = { banqi: 100_000, jungle: 200_000 };
export const MAX_REVIEW_MOVES = 2000;

/**
 * Why a record cannot be reviewed: 'too-long' (more than MAX_REVIEW_MOVES moves), 'bad-start' (the
 * start does not parse: the engine's reason), 'bad-move' (move `ply`, 0-based, is refused: the engine's
 * reason; a Banqi reveal must carry its identity).
 */
export type ReviewError =
  | { readonly code: 'too-long' }
  | { readonly code: 'bad-start'; readonly detail: string }
  | { readonly code: 'bad-move'; readonly ply: number; readonly detail: string };

export interface ReviewOptions {
  readonly nodes?: number;
  readonly seed?: number;
  /**
   * Doubtful positions probed again at 5x the budget (second-look.ts); on unless false. Off only for the
   * bench's reference review, a plain search at 5x the budget everywhere.
   */
  readonly secondLook?: boolean;
}

/** A review under way: `step` analyses one more position; `result` once `done === total`. */
export interface ReviewJob {
  readonly total: number;
  readonly done: number;
  /** How many of the positions analysed so far were probed twice, by reason (second-look.ts). */
  readonly secondLooks: Readonly<Record<SecondLookReason, number>>;
  /** Analyses the next position; false when there is none left. */
  step(): boolean;
  result(): GameReview;
}

interface Kit<P> {
  readonly rules: GameRules<P>;
  readonly probe: ProbeOf<P>;
  readonly odds: (pos: P, move: string) => RevealOdds | undefined;
}

const BANQI_KIT: Kit<BanqiPosition> = {
  rules: banqiGame,
  probe: probeBanqi,
  odds: (pos, move) => (banqiGame.isReveal(move) ? revealOdds(pos, squareOf(move.slice(0, 2)) ?? -1) : undefined),
};

export function startReview(record: ReviewRecord, options: ReviewOptions = {}): Result<ReviewJob, ReviewError> {
  const settings: Settings = {
    nodes: options.nodes ?? REVIEW_NODES[record.game],
    seed: options.seed ?? 0,
    secondLook: options.secondLook ?? true,
  };
  return record.game === 'banqi'
    ? jobOf(BANQI_KIT, record, settings)
    : jobOf({ rules: jungleGame, probe: probeJungle, odds: () => undefined }, record, settings);
}

/** The whole review at once (tests, benches, the command line). */
export function reviewRecord(record: ReviewRecord, options: ReviewOptions = {}): Result<GameReview, ReviewError> {
  const job = startReview(record, options);
  if (!job.ok) return job;
  while (job.value.step());
  return ok(job.value.result());
}

const bare = (move: string): string => move.split('=')[0]!;

interface Settings {
  readonly nodes: number;
  readonly seed: number;
  readonly secondLook: boolean;
}

function jobOf<P>(kit: Kit<P>, record: ReviewRecord, settings: Settings): Result<ReviewJob, ReviewError> {
  const { rules } = kit;
  const { nodes, seed } = settings;
  if (record.moves.length > MAX_REVIEW_MOVES) return err({ code: 'too-long' });
  const start = rules.parse(record.start);
  if (!start.ok) return err({ code: 'bad-start', detail: start.error.reason });
  const positions: P[] = [start.value];
  for (let i = 0; i < record.moves.length; i++) {
    const next = rules.play(positions[i]!, record.moves[i]!);
    if (!next.ok) return err({ code: 'bad-move', ply: i, detail: next.error });
    positions.push(next.value);
  }
  const last = positions.length - 1;
  const total = rules.status(positions[last]!).result === 'ongoing' ? positions.length : last;
  const probes: (Probe | null)[] = [];
  const secondLooks: Record<SecondLookReason, number> = { marked: 0, unstable: 0, lost: 0 };
  const job: ReviewJob = {
    total,
    get done() {
      return probes.length;
    },
    secondLooks,
    step() {
      if (probes.length >= total) return false;
      const i = probes.length;
      const played = i < last ? record.moves[i]! : null;
      if (!settings.secondLook) probes.push(kit.probe(positions[i]!, played, nodes, seed));
      else {
        const look = lookAt(kit.probe, record.game, positions[i]!, played, nodes, seed);
        if (look.second !== null) secondLooks[look.second]++;
        probes.push(look.probe);
      }
      return probes.length < total;
    },
    result: () => assemble(kit, record, positions, probes, nodes, seed),
  };
  return ok(job);
}

/** The side to move's winning chance at position i: its probe's, or the result of a finished game. */
function sideChance<P>(kit: Kit<P>, game: GameReview['game'], pos: P, probe: Probe | null | undefined): number {
  const s = kit.rules.status(pos);
  if (s.result === 'draw') return 50;
  if (s.result !== 'ongoing') return (s.result === 'red-wins') === (kit.rules.turn(pos) === 'red') ? 100 : 0;
  return probe ? winChance(game, probe.bestScore) : 50;
}

function assemble<P>(
  kit: Kit<P>,
  record: ReviewRecord,
  positions: readonly P[],
  probes: readonly (Probe | null)[],
  nodes: number,
  seed: number,
): GameReview {
  const game = record.game;
  const chances = positions.map((pos, i) => round1(sideChance(kit, game, pos, probes[i])));
  const plies: PlyReview[] = record.moves.map((move, i) =>
    plyReview(kit, game, positions[i]!, move, i, probes[i], chances),
  );
  return {
    version: REVIEW_VERSION,
    game,
    start: record.start,
    moves: record.moves.slice(),
    nodes,
    seed,
    plies,
    firstSeatChance: chances.map((c, i) => (i % 2 === 0 ? c : round1(100 - c))),
    summary: { first: summarise(plies, 'first'), second: summarise(plies, 'second') },
  };
}

function plyReview<P>(
  kit: Kit<P>,
  game: GameReview['game'],
  pos: P,
  move: string,
  i: number,
  probe: Probe | null | undefined,
  chances: readonly number[],
): PlyReview {
  const before = chances[i]!;
  const after = probe ? round1(winChance(game, probe.playedScore)) : round1(100 - chances[i + 1]!);
  const loss = round1(Math.max(0, before - after));
  const isReveal = kit.rules.isReveal(move);
  const actual = round1(100 - chances[i + 1]!);
  const odds = kit.odds(pos, move);
  const isBest = probe !== null && probe !== undefined && probe.best === bare(move);
  const mark = isReveal && isUnlucky(loss, before - actual) ? 'unlucky' : markOf(loss, isBest);
  let reason: Reason | null = null;
  if (mark === 'unlucky')
    reason = { kind: 'unlucky', square: move.slice(0, 2), chance: odds?.risk ?? 0, piece: move.split('=')[1] ?? '' };
  else if (mark !== 'best' && mark !== 'good')
    reason =
      isReveal && odds !== undefined && odds.risk > 0
        ? { kind: 'reveal-risk', square: move.slice(0, 2), chance: odds.risk, piece: odds.piece }
        : reasonFor(kit.rules, pos, move, probe?.reply ?? [move], probe?.line ?? []);
  return {
    ply: i,
    seat: i % 2 === 0 ? 'first' : 'second',
    move,
    before,
    after,
    ...(isReveal ? { actual } : {}),
    loss,
    mark,
    best: probe?.best ?? bare(move),
    line: probe?.line ?? [],
    reply: probe?.reply ?? [],
    reason,
    ...(odds === undefined ? {} : { odds }),
    depth: probe?.depth ?? 0,
  };
}
