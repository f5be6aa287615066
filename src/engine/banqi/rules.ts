import { err, ok, type Result } from '../core/result';
import { sortByText } from '../core/move-text';
import { makeAction, move, reveal, type Action } from './action';
import { MAX_ACTIONS, actionFrom, actionTo, encodeAction, isReveal } from './board';
import { explain, type IllegalReason } from './explain';
import { identityIndex, type Identity } from './pieces';
import type { Position } from './position';
import { scratchBoard } from './scratch';

/** Converts between Action objects and the board's int encoding (a reveal's identity is not encoded). */
const actionCode = (a: Action): number =>
  a.type === 'reveal' ? encodeAction(a.square, a.square) : encodeAction(a.from, a.to);
export const actionOfCode = (code: number): Action =>
  isReveal(code) ? reveal(actionFrom(code)) : move(actionFrom(code), actionTo(code));

const BUFFER = new Int32Array(MAX_ACTIONS);

/**
 * Legal actions of the side to move (reveals without identity), sorted by notation text as in the
 * Jungle engine; none when the game is over.
 */
export function legalActions(pos: Position): Action[] {
  const n = scratchBoard(pos).generate(BUFFER, 0);
  const out = new Array<Action>(n);
  for (let i = 0; i < n; i++) out[i] = actionOfCode(BUFFER[i]!);
  return sortByText(out, makeAction);
}

/**
 * Why applyAction refuses: an illegal action (its explain code), 'identity-needed' (a reveal
 * without identity), 'identity-conflict' (the action carries one identity, the argument another),
 * 'identity-on-move' (an identity given for a move).
 */
export type ApplyError = IllegalReason | 'identity-needed' | 'identity-conflict' | 'identity-on-move';

/**
 * The position after an action. A reveal needs the identity that turns up: carried by the action
 * (`c3c3=h`) or given here (from a Deal held by a Referee, or drawFromPool with a seeded Rng).
 */
export function applyAction(pos: Position, action: Action, identity?: Identity): Result<Position, ApplyError> {
  let id: Identity | undefined = identity;
  if (action.type === 'reveal') {
    if (action.identity !== undefined && identity !== undefined && action.identity !== identity)
      return err('identity-conflict');
    id = action.identity ?? identity;
    if (id === undefined) return err('identity-needed');
  } else if (identity !== undefined) return err('identity-on-move');
  const why = explain(pos, action.type === 'reveal' ? reveal(action.square, id) : action);
  if (why !== 'legal') return err(why);
  const board = scratchBoard(pos);
  board.make(actionCode(action), id === undefined ? -1 : identityIndex(id));
  return ok(board.toPosition());
}
