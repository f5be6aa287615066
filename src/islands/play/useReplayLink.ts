/**
 * The play page's replay links: an address ending in `#record=...` (src/play/replay-link.ts), opened
 * or typed into the address bar of an open page, loads the linked game as an imported record loads,
 * but unsaved: the reader's saved game stays until they play on from the linked one. A bad link says
 * why and changes nothing. The fragment is dropped once read, so a reload does not load it again.
 */
import { useEffect, useRef } from 'preact/hooks';
import { assertNever } from '../../engine/core/result';
import type { Message } from '../../play/keys';
import { openReplayLink } from '../../play/replay-open';
import type { PlayRules } from '../../play/rules';
import type { GameState } from '../../play/types';
import { randomSeed } from './storage';

interface Deps<P> {
  rules: PlayRules<P>;
  /** The saved game (./useSavedGame.ts): once `ready` (restored or new) the link's game replaces it on the
   * board, and `hold` keeps the save as it is while that game is on the board unchanged. */
  saved: {
    readonly ready: boolean;
    readonly stateRef: { readonly current: GameState<P> };
    readonly hold: (next: GameState<P>) => void;
  };
  /** Puts `next` on the board, stopping whatever was under way. */
  load: (next: GameState<P>) => void;
  /** Shows the page's notices: `clear` drops the old ones, `notify` adds one. */
  clear: () => void;
  notify: (tone: 'info' | 'error', lines: readonly Message[]) => void;
}

/** Drops the fragment from the address without a new history entry. */
function dropFragment(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}

export function useReplayLink<P>(deps: Deps<P>): void {
  const latest = useRef(deps);
  latest.current = deps;
  useEffect(() => {
    if (!deps.saved.ready) return;
    const read = (): void => {
      const d = latest.current;
      const opening = openReplayLink(d.rules, window.location.hash, d.saved.stateRef.current, randomSeed());
      switch (opening.kind) {
        case 'none':
          return;
        case 'refused':
          dropFragment();
          return d.notify('error', opening.lines);
        case 'game':
          dropFragment();
          d.saved.hold(opening.state);
          d.load(opening.state);
          d.clear();
          return d.notify('info', [{ key: 'play.replay.loaded', vars: { count: opening.count } }]);
        default:
          return assertNever(opening);
      }
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [deps.saved.ready]);
}
