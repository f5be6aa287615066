import { parseMoveText } from '../core/move-text';
import { err, ok, type Result } from '../core/result';
import { isIdentity, type Identity } from './pieces';
import { BANQI, nameOf } from './squares';

/**
 * One Banqi action (B3): reveal a face-down piece, or move a face-up piece (a step, or a cannon jump).
 * A reveal may carry the identity that turned up, as in a game record (`c3c3=h`).
 */
export type Action =
  | { readonly type: 'reveal'; readonly square: number; readonly identity?: Identity }
  | { readonly type: 'move'; readonly from: number; readonly to: number };

export const reveal = (square: number, identity?: Identity): Action =>
  identity === undefined ? { type: 'reveal', square } : { type: 'reveal', square, identity };
export const move = (from: number, to: number): Action => ({ type: 'move', from, to });

/**
 * Why action text is refused: 'move-syntax' (not `b2b3`, `c3c3` or `c3c3=x` with x a piece letter,
 * or an identity after a move), 'off-board' (a square outside a1-h4).
 */
export type ActionTextError = 'move-syntax' | 'off-board';

export function parseAction(text: string): Result<Action, ActionTextError> {
  if (typeof text !== 'string') return err('move-syntax');
  const m = parseMoveText(BANQI, text);
  if (!m.ok) return err(m.error === 'move-off-board' ? 'off-board' : 'move-syntax');
  const { from, to, reveal: letter } = m.value;
  if (from !== to) return letter === undefined ? ok(move(from, to)) : err('move-syntax');
  if (letter === undefined) return ok(reveal(from));
  return isIdentity(letter) ? ok(reveal(from, letter)) : err('move-syntax');
}

/** Notation of an action: `b2b3`, `c3c3`, or `c3c3=h` when the reveal carries its identity. */
export function makeAction(action: Action): string {
  if (action.type === 'move') return nameOf(action.from) + nameOf(action.to);
  const sq = nameOf(action.square);
  return action.identity === undefined ? sq + sq : `${sq}${sq}=${action.identity}`;
}
