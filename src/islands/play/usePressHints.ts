/**
 * Hints for a press on the play board that asked it for nothing: on a piece the reader may not move,
 * say why (the opponent's piece, the AI's turn, a finished game) instead of staying silent. A new
 * press also clears the last refusal (it answered the previous attempt).
 */
import { useRef } from 'preact/hooks';
import { currentPosition, hasOutcome, humanTargets, isHumanTurn } from '../../play/controller';
import type { Message } from '../../play/keys';
import type { PlayRules } from '../../play/rules';
import type { GameState } from '../../play/types';

const isPressKey = (e: Event): boolean => !(e instanceof KeyboardEvent) || e.key === 'Enter' || e.key === ' ';

interface Deps<P> {
  rules: PlayRules<P>;
  stateRef: { readonly current: GameState<P> };
  /** Whether the board may be played now (ready, live position). */
  active: () => boolean;
  /** Says a hint, or clears what the board said (null). */
  hint: (message: Message | null) => void;
  /** A refusal code's message. */
  refusal: (code: string) => Message;
}

export function usePressHints<P>({ rules, stateRef, active, hint, refusal }: Deps<P>) {
  /** Whether the board asked for something (a move, a reveal, a refusal) during the current press. */
  const intentSeen = useRef(false);
  /** The square of the press in progress (the board captures the pointer, so the release may name none). */
  const pressed = useRef<string | null>(null);

  const onPressStart = (e: Event): void => {
    const sq = e.target instanceof Element ? e.target.closest('[data-square]')?.getAttribute('data-square') : null;
    if (sq === null || sq === undefined || !isPressKey(e)) return;
    intentSeen.current = false;
    pressed.current = sq;
    hint(null);
  };

  const onPressEnd = (e: Event): void => {
    if (!isPressKey(e)) return;
    const sq = pressed.current;
    pressed.current = null;
    if (!active() || intentSeen.current || sq === null) return;
    const now = stateRef.current;
    const content = rules.contentAt(currentPosition(now), sq);
    if (content === '' || rules.colourOf(content) === null) return;
    if (hasOutcome(rules, now)) hint({ key: 'play.over.hint' });
    else if (!isHumanTurn(rules, now)) hint({ key: 'play.wait' });
    else if (!humanTargets(rules, now).movable.has(sq)) hint(refusal('not-your-piece'));
  };

  return {
    seen: (): void => {
      intentSeen.current = true;
    },
    handlers: {
      onPointerDownCapture: onPressStart,
      onKeyDownCapture: onPressStart,
      onPointerUp: onPressEnd,
      onKeyDown: onPressEnd,
    },
  };
}
