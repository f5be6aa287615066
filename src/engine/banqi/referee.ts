import { parseIfText } from '../core/move-text';
import { err, ok, type Result } from '../core/result';
import { createRng, type Rng } from '../core/rng';
import { parseAction, reveal, type Action, type ActionTextError } from './action';
import { explain } from './explain';
import { checkDeal, dealWithout, type Deal, type DealError } from './deal';
import { drawFromPool } from './pool-draw';
import { applyAction, type ApplyError } from './rules';
import type { Position } from './position';

/**
 * Why the referee refuses an action: action-text and apply errors, or 'identity-unknown' (a reveal
 * without `=x` while the referee has neither a deal nor a random generator).
 */
export type RefereeErrorReason = ActionTextError | ApplyError | 'identity-unknown';

/** Where reveal identities come from when an action does not name one. */
export type IdentitySource =
  | { readonly type: 'deal'; readonly deal: Deal }
  | { readonly type: 'seed'; readonly seed: number }
  | { readonly type: 'none' };

/**
 * Runs a game with hidden information: the only holder of a Deal or of the random draws. Each
 * action is checked; a reveal gets its identity from the action (`=x`), else from the deal, else
 * drawn from the pool. The `=x` and the deal must agree. A refused action changes nothing.
 */
export class Referee {
  private current: Position;
  private remaining: Deal | undefined;
  private readonly rng: Rng | undefined;

  /** A referee whose deal (if any) is checked against the start (checkDeal). */
  static create(start: Position, source: IdentitySource = { type: 'none' }): Result<Referee, DealError> {
    if (source.type === 'deal') {
      const checked = checkDeal(start, source.deal);
      if (!checked.ok) return checked;
    }
    return ok(new Referee(start, source));
  }

  /** Prefer create(); this trusts that a deal fits the start. */
  constructor(start: Position, source: IdentitySource = { type: 'none' }) {
    this.current = start;
    this.remaining = source.type === 'deal' ? source.deal : undefined;
    this.rng = source.type === 'seed' ? createRng(source.seed) : undefined;
  }

  get position(): Position {
    return this.current;
  }

  /** The hidden identities of the squares still face down, when the game has a deal. */
  get deal(): Deal | undefined {
    return this.remaining;
  }

  /** Plays an action; returns it as recorded (a reveal with its identity: `c3c3=h`). */
  play(input: Action | string): Result<Action, RefereeErrorReason> {
    const parsed = parseIfText(input, parseAction);
    if (!parsed.ok) return parsed;
    let action = parsed.value;
    if (action.type === 'reveal' && action.identity === undefined) {
      // Check the reveal before drawing, so a refused action leaves the random stream alone.
      const why = explain(this.current, action);
      if (why !== 'legal') return err(why);
      const identity =
        this.remaining?.get(action.square) ?? (this.rng ? drawFromPool(this.current, this.rng) : undefined);
      if (identity === undefined) return err('identity-unknown');
      action = reveal(action.square, identity);
    } else if (action.type === 'reveal') {
      const dealt = this.remaining?.get(action.square);
      if (dealt !== undefined && dealt !== action.identity) return err('identity-conflict');
    }
    const next = applyAction(this.current, action);
    if (!next.ok) return next;
    this.current = next.value;
    if (action.type === 'reveal' && this.remaining) this.remaining = dealWithout(this.remaining, action.square);
    return ok(action);
  }
}
