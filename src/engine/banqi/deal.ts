import { err, ok, type Result } from '../core/result';
import type { Rng } from '../core/rng';
import { IDENTITIES, isIdentity, type Identity } from './pieces';
import { FACE_DOWN, type Position } from './position';
import { SQUARE_COUNT, nameOf, squareOf } from './squares';

/**
 * The hidden identities of face-down squares (square index -> identity). Only a referee holds one
 * (the play page, the CLI `play`, a game record); Position, BanqiBoard and everything that decides
 * or evaluates moves never see it.
 */
export type Deal = ReadonlyMap<number, Identity>;

/**
 * Why a deal does not fit a position: 'deal-square' (a key is not a square name), 'deal-identity'
 * (a value is not a piece letter), 'deal-not-face-down' (a dealt square is not face down),
 * 'deal-missing' (a face-down square has no identity), 'deal-pool-mismatch' (the dealt identities
 * are not exactly the pool).
 */
export type DealErrorReason =
  'deal-square' | 'deal-identity' | 'deal-not-face-down' | 'deal-missing' | 'deal-pool-mismatch';
export interface DealError {
  readonly reason: DealErrorReason;
  readonly message: string;
}

/** Checks that a deal gives every face-down square an identity and uses exactly the pool. */
export function checkDeal(pos: Position, deal: Deal): Result<Deal, DealError> {
  const left: Record<string, number> = { ...pos.pool };
  for (const [sq, id] of deal) {
    if (!Number.isInteger(sq) || sq < 0 || sq >= SQUARE_COUNT)
      return err({ reason: 'deal-square', message: `${sq} is not a square` });
    if (pos.cells[sq] !== FACE_DOWN)
      return err({ reason: 'deal-not-face-down', message: `${nameOf(sq)} is not face down` });
    if (!isIdentity(id)) return err({ reason: 'deal-identity', message: `${String(id)} is not a piece letter` });
    if (!(left[id]! > 0)) return err({ reason: 'deal-pool-mismatch', message: `more ${id} dealt than the pool holds` });
    left[id]!--;
  }
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    if (pos.cells[sq] === FACE_DOWN && !deal.has(sq))
      return err({ reason: 'deal-missing', message: `${nameOf(sq)} has no identity` });
  }
  return ok(deal);
}

/** A deal from its JSON form, square name -> letter (e.g. { "a1": "G", "b1": "s", ... }). */
export function parseDeal(pos: Position, json: Readonly<Record<string, string>>): Result<Deal, DealError> {
  const deal = new Map<number, Identity>();
  for (const [name, letter] of Object.entries(json)) {
    const sq = squareOf(name);
    if (sq === undefined) return err({ reason: 'deal-square', message: `'${name}' is not a square` });
    if (!isIdentity(letter)) return err({ reason: 'deal-identity', message: `'${letter}' is not a piece letter` });
    deal.set(sq, letter);
  }
  return checkDeal(pos, deal);
}

/** The JSON form of a deal, squares in index order (a1, b1, ..., h4). */
export function makeDeal(deal: Deal): Record<string, Identity> {
  const out: Record<string, Identity> = {};
  for (const sq of [...deal.keys()].sort((a, b) => a - b)) out[nameOf(sq)] = deal.get(sq)!;
  return out;
}

/** A uniformly shuffled deal of the pool onto the face-down squares (B1). */
export function dealFromRng(pos: Position, rng: Rng): Deal {
  const bag: Identity[] = [];
  for (const id of IDENTITIES) for (let i = 0; i < pos.pool[id]; i++) bag.push(id);
  for (let i = bag.length - 1; i > 0; i--) {
    const j = rng.nextInt(i + 1);
    [bag[i], bag[j]] = [bag[j]!, bag[i]!];
  }
  const deal = new Map<number, Identity>();
  let k = 0;
  for (let sq = 0; sq < SQUARE_COUNT; sq++) if (pos.cells[sq] === FACE_DOWN) deal.set(sq, bag[k++]!);
  return deal;
}

/** The deal without one square (after its piece is revealed). */
export function dealWithout(deal: Deal, square: number): Deal {
  const next = new Map(deal);
  next.delete(square);
  return next;
}
