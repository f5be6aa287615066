/**
 * The board of a game screen (play and room pages) in its `.play-board` wrapper: the position, the
 * reader's legal targets, the last move and what the page says under it. The wrapper takes the
 * page's hooks and press listeners (`data-your-turn`, the play page's hints).
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import type { BoardStrings } from '../../board/strings';
import type { Game, Intent, Mark, Orientation } from '../../board/types';
import { PureBoard } from '../play/PureBoard';
import type { Said } from './useAnnouncer';

export interface Targets {
  readonly movable: ReadonlyMap<string, readonly string[]>;
  readonly revealable: ReadonlySet<string>;
}

export const NO_TARGETS: Targets = { movable: new Map(), revealable: new Set() };

export interface GameBoardProps {
  game: Game;
  position: string;
  targets: Targets;
  /** The last action shown (from and to squares), undefined before the first. */
  last: { readonly from: string; readonly to: string } | undefined;
  orientation: Orientation;
  interactive?: boolean;
  board: BoardStrings;
  said: Said;
  onIntent: (intent: Intent) => void;
  /** Rings and arrows under the pieces (the review's better move); keep the array stable between renders. */
  marks?: readonly Mark[];
  wrapper?: JSX.HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string>;
  /** Set by <Later> on the server render: the wrapper carries it until the board is live. */
  'data-hydrating'?: string;
}

export function GameBoard(p: GameBoardProps) {
  const from = p.last?.from;
  const to = p.last?.to;
  const lastMove = useMemo(() => (from === undefined || to === undefined ? null : { from, to }), [from, to]);
  return (
    <div class="play-board" {...p.wrapper} data-hydrating={p['data-hydrating']}>
      <PureBoard
        game={p.game}
        position={p.position}
        movable={p.targets.movable}
        revealable={p.targets.revealable}
        lastMove={lastMove}
        orientation={p.orientation}
        interactive={p.interactive}
        strings={p.board}
        announcement={p.said.text}
        announcementSpoken={p.said.spoken}
        announcementId={p.said.id}
        onIntent={p.onIntent}
        marks={p.marks}
      />
    </div>
  );
}
