/**
 * The play page's game and its save: the server renders a fixed standard game; on mount the browser
 * replaces it with the save, the link's position or a fresh deal (src/play/startup.ts), and every
 * state is saved in the task that draws it. A link opened over an unfinished saved game is held back
 * until the reader answers which to play; a replay link's game is shown unsaved (`hold`) until the
 * reader plays on from it.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Message } from '../../play/keys';
import { newGame } from '../../play/controller';
import type { PlayRules } from '../../play/rules';
import { saveKey, serialize } from '../../play/save';
import { gameFromLink, startup } from '../../play/startup';
import type { GameState } from '../../play/types';
import { randomSeed, readStored, writeStored } from './storage';

/** Drops a parameter from the address without a new history entry (a reload then restores the game). */
function dropParam(name: string): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

export function useSavedGame<P>(
  rules: PlayRules<P>,
  notify: (tone: 'info' | 'error', lines: readonly Message[]) => void,
) {
  const game = rules.game;
  const [state, setState] = useState<GameState<P>>(() =>
    newGame(rules, { setup: { mode: 'ai', level: 2, human: 'first' }, seed: 0 }),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const [ready, setReady] = useState(false);
  /** A game on the board but not saved (a replay link's): the save stays the reader's own until it moves on. */
  const held = useRef<GameState<P> | null>(null);
  /** A link's position held back while an unfinished saved game is on the board. */
  const [pendingLink, setPendingLink] = useState<P | null>(null);

  // Mount: restore the save or start from the link; drop ?position= so a reload restores the game.
  useEffect(() => {
    const start = startup(rules, window.location.search, readStored(saveKey(game)), { seed: randomSeed() });
    setState(start.state);
    setPendingLink(start.pendingLink);
    for (const n of start.notices) notify(n.tone, n.lines);
    if (start.consumedParam) dropParam('position');
    setReady(true);
  }, []);

  // Saved in the same task that draws the move, so no move is on screen that a closed tab would lose.
  useLayoutEffect(() => {
    if (!ready) return;
    const h = held.current;
    // A flipped board is the same game; a move, an undo, a resignation or a new game is not.
    if (h !== null && h.plies === state.plies && h.ending === state.ending && h.setup === state.setup) return;
    held.current = null;
    writeStored(saveKey(game), serialize(rules, state));
  }, [state, ready]);

  /** The reader's answer to the held-back link: the message to say, and the linked game when they play it. */
  const answerLink = (playLink: boolean): { notice: Message; state: GameState<P> | null } => {
    const link = pendingLink;
    setPendingLink(null);
    dropParam('position');
    if (!playLink || link === null) return { notice: { key: 'play.link.kept' }, state: null };
    const linked = gameFromLink(rules, link, stateRef.current.setup, { seed: randomSeed() });
    return { notice: linked.notice, state: linked.state };
  };

  /** Keeps the save as it is while `next`, about to be shown, is on the board unchanged. */
  const hold = (next: GameState<P>): void => {
    held.current = next;
  };

  return { state, setState, stateRef, ready, pendingLink, answerLink, hold };
}
