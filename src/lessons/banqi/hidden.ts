/**
 * The Banqi exercises about hidden identities, judged from public information only (B9): the
 * identity counter (which identities may still be face down, and how many) and the reveal review
 * (the chance of each outcome of a reveal, computed from the pool; never the identity that came up).
 */
import { err, ok, type Result } from '../../engine/core/result';
import {
  FACE_DOWN,
  FULL_SET,
  IDENTITIES,
  applyAction,
  colourOf,
  legalActions,
  publicView,
  reveal,
  type Identity,
  type IdentityCounts,
  type Position,
} from '../../engine/banqi';
import { compareFractions, fraction, type Fraction } from '../fraction';
import type { RevealOutcome, RiskBand } from '../types';

/** Pool notation of counts: 'A1S1h1s1', or '-' when every count is 0. */
export function poolText(counts: Readonly<Record<string, number>>): string {
  const text = IDENTITIES.filter((id) => (counts[id] ?? 0) > 0)
    .map((id) => `${id}${counts[id]}`)
    .join('');
  return text === '' ? '-' : text;
}

export interface CounterCheck {
  readonly correct: boolean;
  /** Identities whose stated count differs from the pool. */
  readonly wrong: readonly Identity[];
  /** The sum of the stated counts, and the number of face-down pieces it should add up to. */
  readonly sum: number;
  readonly hidden: number;
}

/** Why that many pieces are face down (B9): the full set less the pieces face up and the captured ones. */
export interface FaceDownSum {
  readonly hidden: number;
  readonly total: number;
  readonly up: number;
  readonly captured: number;
}

export function faceDownSum(pos: Position): FaceDownSum {
  const view = publicView(pos);
  const total = IDENTITIES.reduce((n, id) => n + FULL_SET[id], 0);
  const captured = IDENTITIES.reduce((n, id) => n + view.captured[id], 0);
  const up = pos.cells.filter((c) => c !== FACE_DOWN && c !== null).length;
  return { hidden: view.hidden, total, up, captured };
}

/** Checks the reader's counts (identity -> count; a missing identity counts 0) against the pool. */
export function checkCounter(pos: Position, stated: Readonly<Record<string, number>>): CounterCheck {
  const view = publicView(pos);
  const wrong = IDENTITIES.filter((id) => (stated[id] ?? 0) !== view.pool[id]);
  const sum = IDENTITIES.reduce((n, id) => n + (stated[id] ?? 0), 0);
  return { correct: wrong.length === 0, wrong, sum, hidden: view.hidden };
}

export interface IdentityChance {
  readonly identity: Identity;
  readonly count: number;
  /** Chance that any one face-down piece has this identity: count / face-down pieces. */
  readonly chance: Fraction;
}

/** Every identity still in the pool with its chance (pool order). */
export function poolChances(pos: Position): IdentityChance[] {
  const view = publicView(pos);
  return IDENTITIES.filter((id) => view.pool[id] > 0).map((id) => ({
    identity: id,
    count: view.pool[id],
    chance: fraction(view.pool[id], view.hidden),
  }));
}

/** The pieces no longer in play, as pool-ordered identities with counts (for the captured tray). */
export function capturedCounts(pos: Position): { identity: Identity; count: number }[] {
  const captured: IdentityCounts = publicView(pos).captured;
  return IDENTITIES.filter((id) => captured[id] > 0).map((id) => ({ identity: id, count: captured[id] }));
}

interface RevealCase extends IdentityChance {
  readonly outcome: RevealOutcome;
}

export interface RevealOdds {
  /** One case per identity in the pool. */
  readonly cases: readonly RevealCase[];
  readonly outcomes: Readonly<Record<RevealOutcome, Fraction>>;
  /** Chance of a bad outcome: 'enemy-captures' plus 'own-attacked'. */
  readonly risk: Fraction;
  readonly band: RiskBand;
}

export type RevealOddsError = 'not-face-down' | 'colours-unassigned' | 'game-over';

/** The band of a risk: low below 1/4, medium from 1/4 to 1/2, high above 1/2. */
export function riskBand(risk: Fraction): RiskBand {
  if (compareFractions(risk, fraction(1, 4)) < 0) return 'low';
  return compareFractions(risk, fraction(1, 2)) <= 0 ? 'medium' : 'high';
}

/**
 * What revealing `square` leads to, identity by identity, weighted by the pool (every face-down
 * piece is equally likely to be any identity of the pool, B9). After the reveal the opponent moves:
 * 'enemy-captures' when the revealed piece is the opponent's and has a capture, 'own-attacked' when
 * it is the revealer's and an opponent piece can capture it, 'quiet' otherwise.
 */
export function revealOdds(pos: Position, square: number): Result<RevealOdds, RevealOddsError> {
  if (pos.cells[square] !== 'X') return err('not-face-down');
  if (pos.turn === 'unassigned') return err('colours-unassigned');
  const me = pos.turn;
  const hidden = publicView(pos).hidden;
  const cases: RevealCase[] = [];
  const tally: Record<RevealOutcome, number> = { 'enemy-captures': 0, 'own-attacked': 0, quiet: 0 };
  for (const id of IDENTITIES) {
    const count = pos.pool[id];
    if (count === 0) continue;
    const next = applyAction(pos, reveal(square), id);
    if (!next.ok) return err('game-over');
    const captures = legalActions(next.value).filter(
      (a) => a.type === 'move' && next.value.cells[a.to] !== null && next.value.cells[a.to] !== 'X',
    );
    let outcome: RevealOutcome = 'quiet';
    if (colourOf(id) !== me && captures.some((a) => a.type === 'move' && a.from === square)) outcome = 'enemy-captures';
    if (colourOf(id) === me && captures.some((a) => a.type === 'move' && a.to === square)) outcome = 'own-attacked';
    tally[outcome] += count;
    cases.push({ identity: id, count, chance: fraction(count, hidden), outcome });
  }
  const outcomes = {
    'enemy-captures': fraction(tally['enemy-captures'], hidden),
    'own-attacked': fraction(tally['own-attacked'], hidden),
    quiet: fraction(tally.quiet, hidden),
  };
  const risk = fraction(tally['enemy-captures'] + tally['own-attacked'], hidden);
  return ok({ cases, outcomes, risk, band: riskBand(risk) });
}
