/**
 * The game screen shared by the play page and the room page (issue 47): the page's lines above the board,
 * the board, the page's controls, then the side column (move list, captured pieces), in the order the
 * layout (play.css) places them. A page composes it from its own parts; the board, the captured pieces and
 * the side column are worked out and drawn here once, so both pages show a game the same way.
 */
import type { ComponentChildren, VNode } from 'preact';
import { useMemo } from 'preact/hooks';
import { currentPosition } from '../../play/controller';
import type { PlayRules } from '../../play/rules';
import type { GameState } from '../../play/types';
import { Later } from '../../hydration/Later';
import type { IslandStrings } from '../usePageStrings';
import { GameBoard, type GameBoardProps } from './GameBoard';
import { GameSide } from './GameSide';

interface Props<P> {
  rules: PlayRules<P>;
  /** The game shown, null while a room has not sent it yet. */
  state: GameState<P> | null;
  /** The page's strings and the board's (usePageStrings). */
  texts: IslandStrings;
  ready: boolean;
  /** The board's view: position, targets, last move, announcements, intents. */
  view: Omit<GameBoardProps, 'game' | 'board' | 'data-hydrating'>;
  /**
   * The play page's hydration pass (useHydrationPass): given, the board and the side column each hydrate a
   * task after the rest (<Later>); the room page leaves it out and draws them at once.
   */
  hydrating?: boolean;
  /** The ply viewed in the move list (play page), null for the live position. */
  viewed?: number | null;
  onView?: (n: number) => void;
  /** Notices, questions and the status, above the board. */
  top: ComponentChildren;
  /** Controls, panels and invitations, between the board and the side column. */
  children: ComponentChildren;
  /** Links after the side column (the review of the game): on a phone the move list stays close under the board. */
  after?: ComponentChildren;
}

export function GameScreen<P>(p: Props<P>) {
  const { rules, state, hydrating } = p;
  const { strings, board } = p.texts;
  const game = rules.game;
  // The live position's captures: kept while its plies are the same (a restored state object alone changes nothing).
  const last = state?.plies.at(-1);
  const captured = useMemo(
    () => (state === null ? [] : rules.captured(currentPosition(state))),
    [state?.start, state?.plies.length, last],
  );
  const part = (v: VNode): VNode => (hydrating === undefined ? v : <Later defer={hydrating}>{v}</Later>);
  return (
    <div class={`play play--${game}`} data-ready={p.ready ? 'true' : 'false'}>
      {p.top}
      {part(<GameBoard game={game} board={board} {...p.view} />)}
      {p.children}
      {part(
        <GameSide
          game={game}
          state={state}
          captured={captured}
          strings={strings}
          board={board}
          viewed={p.viewed}
          onView={p.onView}
        />,
      )}
      {p.after}
    </div>
  );
}
