/**
 * What a replay link (./replay-link.ts) opens on the play page: the game its record gives, read by
 * the same path as a pasted record (./record-file.ts `gameFromRecord`), or the messages saying why
 * it cannot be opened. Pure: the page reads the address, this decides, the page shows the result.
 */
import { assertNever } from '../engine/core/result';
import { gameFromRecord, type RecordError } from './record-file';
import type { Message } from './keys';
import { recordErrorMessage } from './record-keys';
import { readReplayFragment, type ReplayLinkError } from './replay-link';
import type { PlayRules } from './rules';
import type { GameState } from './types';

/**
 * 'none' (the address has no `#record=`: the page opens as usual), 'game' (the linked game and its
 * number of plies) or 'refused' (the lines to show; the reader's game is untouched).
 */
export type ReplayOpening<P> =
  | { readonly kind: 'none' }
  | { readonly kind: 'game'; readonly state: GameState<P>; readonly count: number }
  | { readonly kind: 'refused'; readonly lines: readonly Message[] };

const DAMAGED: Message = { key: 'play.replay.damaged' };

/** Why the link's text is no replay link, in the reader's words. */
function linkErrorMessage(e: Exclude<ReplayLinkError['code'], 'absent'>): Message {
  switch (e) {
    case 'too-long':
      return { key: 'play.replay.tooLong' };
    case 'not-base64':
      return DAMAGED;
    default:
      return assertNever(e);
  }
}

/** Why the link's record was refused: a text that is no record at all is a damaged link. */
const recordMessage = (e: RecordError): Message =>
  e.code === 'empty' || e.code === 'not-json' ? DAMAGED : recordErrorMessage(e);

/** Reads a URL fragment (`location.hash`) for the game on the board now (`now` gives the setup kept). */
export function openReplayLink<P>(
  rules: PlayRules<P>,
  hash: string,
  now: GameState<P>,
  seed: number,
): ReplayOpening<P> {
  const text = readReplayFragment(hash);
  if (!text.ok) {
    if (text.error.code === 'absent') return { kind: 'none' };
    return { kind: 'refused', lines: [{ key: 'play.replay.error' }, linkErrorMessage(text.error.code)] };
  }
  const r = gameFromRecord(rules, now, text.value, seed);
  if (!r.ok) return { kind: 'refused', lines: [{ key: 'play.replay.error' }, recordMessage(r.error)] };
  return { kind: 'game', state: r.value.state, count: r.value.count };
}
