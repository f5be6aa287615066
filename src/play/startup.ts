/**
 * What the play page opens with, decided from the address (?position=) and the browser's save,
 * without touching either: a link's position starts a new game there, unless an unfinished game
 * is saved, which comes back with the link held as a question (keep my game / play the link);
 * otherwise the saved game comes back; a bad link or a corrupted save is reported (as messages)
 * and never blocks the page.
 */
import { hasOutcome, newGame } from './controller';
import { positionErrorMessage, type Message } from './keys';
import type { PlayRules } from './rules';
import { restore } from './save';
import type { Rng } from '../engine/core/rng';
import type { GameState, Setup } from './types';
import { readPositionParam } from './url';

export const DEFAULT_SETUP: Setup = { mode: 'ai', level: 2, human: 'first' };

export interface Startup<P> {
  readonly state: GameState<P>;
  /** Messages for the reader, in order (a bad link, a discarded save, a restored game, ...). */
  readonly notices: readonly { readonly tone: 'info' | 'error'; readonly lines: readonly Message[] }[];
  /** Whether the address carried ?position= (the page then drops it, so a reload restores the game). */
  readonly consumedParam: boolean;
  /** A link's position held back because an unfinished game was saved: the page asks which to play. */
  readonly pendingLink: P | null;
}

export interface Seeds {
  readonly seed: number;
  /** Where reveals draw their identities (fresh randomness by default; seeded in tests). */
  readonly draw?: Rng;
}

/** The setup for a game from a link: the reader's last choices, taking the side to move against the AI. */
function linkSetup(previous: Setup | null): Setup {
  if (previous === null) return DEFAULT_SETUP;
  return previous.mode === 'ai' ? { ...previous, human: 'first' } : previous;
}

/** A new game from a link's position; `finished` when the position is already the end of a game. */
export function gameFromLink<P>(
  rules: PlayRules<P>,
  start: P,
  previous: Setup | null,
  seeds: Seeds,
): { state: GameState<P>; notice: Message } {
  const state = newGame(rules, { setup: linkSetup(previous), start, ...seeds });
  return { state, notice: { key: hasOutcome(rules, state) ? 'play.position.finished' : 'play.position.loaded' } };
}

/** A saved game that the reader could lose: moves played and no result yet. */
const unfinished = <P>(rules: PlayRules<P>, state: GameState<P>): boolean =>
  state.plies.length > 0 && !hasOutcome(rules, state);

export function startup<P>(rules: PlayRules<P>, search: string, saved: string | null, seeds: Seeds): Startup<P> {
  const notices: { tone: 'info' | 'error'; lines: Message[] }[] = [];
  const param = readPositionParam(rules, search);
  let restored: GameState<P> | null = null;
  if (saved !== null) {
    const r = restore(rules, saved, seeds.draw);
    if (r.ok) restored = r.value.state;
    else notices.push({ tone: 'error', lines: [{ key: 'play.save.corrupt' }] });
    if (r.ok && r.value.refused !== null)
      notices.push({ tone: 'error', lines: [{ key: 'play.save.truncated', vars: { n: r.value.refused.ply } }] });
  }
  if (param.ok && param.value !== null) {
    if (restored !== null && unfinished(rules, restored))
      return { state: restored, notices, consumedParam: false, pendingLink: param.value };
    const linked = gameFromLink(rules, param.value, restored?.setup ?? null, seeds);
    notices.push({ tone: 'info', lines: [linked.notice] });
    return { state: linked.state, notices, consumedParam: true, pendingLink: null };
  }
  const consumedParam = !param.ok;
  if (!param.ok) {
    notices.push({
      tone: 'error',
      lines: [{ key: 'play.position.error' }, positionErrorMessage(param.error), { key: 'play.position.fallback' }],
    });
  }
  if (restored !== null) {
    if (restored.plies.length > 0 || restored.ending !== null)
      notices.push({ tone: 'info', lines: [{ key: 'play.save.restored' }] });
    return { state: restored, notices, consumedParam, pendingLink: null };
  }
  return { state: newGame(rules, { setup: DEFAULT_SETUP, ...seeds }), notices, consumedParam, pendingLink: null };
}
