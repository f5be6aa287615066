/**
 * What the play page opens with, decided from the address (?position=) and the browser's save,
 * without touching either: a link's position starts a new game there; otherwise the saved game
 * comes back; a bad link or a corrupted save is reported (as messages) and never blocks the page.
 */
import { newGame } from './controller';
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
  const consumedParam = !param.ok || param.value !== null;
  if (param.ok && param.value !== null) {
    const state = newGame(rules, { setup: linkSetup(restored?.setup ?? null), start: param.value, ...seeds });
    notices.push({ tone: 'info', lines: [{ key: 'play.position.loaded' }] });
    return { state, notices, consumedParam };
  }
  if (!param.ok) {
    notices.push({
      tone: 'error',
      lines: [{ key: 'play.position.error' }, positionErrorMessage(param.error), { key: 'play.position.fallback' }],
    });
  }
  if (restored !== null) {
    if (restored.plies.length > 0 || restored.ending !== null)
      notices.push({ tone: 'info', lines: [{ key: 'play.save.restored' }] });
    return { state: restored, notices, consumedParam };
  }
  return { state: newGame(rules, { setup: DEFAULT_SETUP, ...seeds }), notices, consumedParam };
}
