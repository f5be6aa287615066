/**
 * The board's intents (src/board/types Intent) turned into what a game screen does, in one place for
 * the play and room pages: a reveal or a move is played as move text (a reveal is the square twice);
 * an attempt outside the legal targets is judged by the rules and played when they find it legal
 * after all, else refused with their reason code.
 */
import { useCallback, useRef } from 'preact/hooks';
import type { Intent } from '../../board/types';
import { assertNever } from '../../engine/core/result';

type IntentAction =
  { readonly kind: 'play'; readonly text: string } | { readonly kind: 'refuse'; readonly code: string };

/** What an intent asks for; `explain` gives 'legal' or the rules' reason code for an attempt. */
function intentAction(intent: Intent, explain: (from: string, to: string) => string): IntentAction | null {
  switch (intent.kind) {
    case 'reveal':
      return { kind: 'play', text: intent.square + intent.square };
    case 'move':
      return { kind: 'play', text: intent.from + intent.to };
    case 'illegal': {
      const code = explain(intent.from, intent.to);
      return code === 'legal' ? { kind: 'play', text: intent.from + intent.to } : { kind: 'refuse', code };
    }
    case 'none':
      return null;
    default:
      return assertNever(intent);
  }
}

export interface IntentHandlers {
  explain: (from: string, to: string) => string;
  play: (text: string) => void;
  refuse: (code: string) => void;
  /** Called first for every intent (the play page notes that the press asked the board for something). */
  seen?: () => void;
}

/**
 * A stable onIntent for the board that calls the latest handlers, so that re-rendering the page
 * (the thinking indicator, a notice) does not redraw the board.
 */
export function useBoardIntents(handlers: IntentHandlers): (intent: Intent) => void {
  const ref = useRef(handlers);
  ref.current = handlers;
  return useCallback((intent: Intent) => {
    const h = ref.current;
    h.seen?.();
    const action = intentAction(intent, h.explain);
    if (action === null) return;
    if (action.kind === 'play') h.play(action.text);
    else h.refuse(action.code);
  }, []);
}
