/**
 * "Learn from your mistakes" (issue 48): a move the reader tries in a position of the game, judged
 * by the review's own probe (probe.ts) at the review's budget, with its second look (second-look.ts): the mover's winning chance with the
 * engine's best move and with the tried one, and whether the tried one is good enough, that is, its
 * mark is `best` or `good` (it loses less than an inaccuracy's worth, win-chance.ts). Banqi: the
 * position is the public one and a reveal is tried without its identity (its odds are judged).
 */
import { banqiGame } from '../engine/banqi';
import type { GameId, GameRules } from '../engine/core/game-rules';
import { err, ok, type Result } from '../engine/core/result';
import { jungleGame } from '../engine/jungle/index';
import { REVIEW_NODES } from './analyse';
import { probeBanqi } from './banqi-probe';
import { probeJungle } from './jungle-probe';
import { lookAt, type ProbeOf } from './second-look';
import { markOf, round1, winChance } from './win-chance';

export interface MoveJudgement {
  /** The mover's winning chance (0-100) with the engine's best move, and with the tried one. */
  readonly before: number;
  readonly after: number;
  readonly loss: number;
  /** The engine's best move here. */
  readonly best: string;
  /** The tried move loses less than an inaccuracy. */
  readonly accepted: boolean;
}

/** A tried move is good enough when its mark would be `best` or `good`: it loses under an inaccuracy. */
export function acceptable(loss: number, isBest: boolean): boolean {
  const mark = markOf(loss, isBest);
  return mark === 'best' || mark === 'good';
}

/** 'bad-position' (it does not parse), 'bad-move' (the move is not legal there), 'over' (no move to find). */
export type JudgeError = { readonly code: 'bad-position' | 'bad-move' | 'over' };

function judgeWith<P>(
  rules: GameRules<P>,
  probe: ProbeOf<P>,
  game: GameId,
  position: string,
  move: string,
  nodes: number,
  seed: number,
): Result<MoveJudgement, JudgeError> {
  const pos = rules.parse(position);
  if (!pos.ok) return err({ code: 'bad-position' });
  if (rules.status(pos.value).result !== 'ongoing') return err({ code: 'over' });
  if (!rules.legalMoves(pos.value).includes(move)) return err({ code: 'bad-move' });
  const p = lookAt(probe, game, pos.value, move, nodes, seed).probe;
  if (p === null) return err({ code: 'over' });
  const before = round1(winChance(game, p.bestScore));
  const after = round1(winChance(game, p.playedScore));
  const loss = round1(Math.max(0, before - after));
  return ok({ before, after, loss, best: p.best, accepted: acceptable(loss, p.best === move) });
}

/** Judges `move` (move text; a Banqi reveal as the square twice) in `position` (notation). */
export function judgeMove(
  game: GameId,
  position: string,
  move: string,
  nodes: number = REVIEW_NODES[game],
  seed = 0,
): Result<MoveJudgement, JudgeError> {
  return game === 'banqi'
    ? judgeWith(banqiGame, probeBanqi, game, position, move, nodes, seed)
    : judgeWith(jungleGame, probeJungle, game, position, move, nodes, seed);
}
