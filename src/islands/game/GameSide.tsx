/** The column beside the board on a game screen: the move list and the captured pieces. */
import type { BoardStrings } from '../../board/strings';
import type { Game } from '../../board/types';
import { moveRows } from '../../play/controller';
import type { GameState } from '../../play/types';
import { CapturedTray } from '../play/CapturedTray';
import { MoveList } from '../play/MoveList';
import type { Strings } from '../play/text';

interface Props<P> {
  game: Game;
  state: GameState<P> | null;
  captured: readonly string[];
  strings: Strings;
  board: BoardStrings;
  /** The ply viewed (play page), null for the live position. */
  viewed?: number | null;
  onView?: (n: number) => void;
  /** Set by <Later> on the server render: the column carries it until it is live. */
  'data-hydrating'?: string;
}

export function GameSide<P>({ game, state, captured, strings, board, viewed, onView, ...rest }: Props<P>) {
  return (
    <div class="play-side" data-hydrating={rest['data-hydrating']}>
      <MoveList
        game={game}
        rows={state === null ? [] : moveRows(state)}
        strings={strings}
        board={board}
        viewed={viewed}
        onView={onView}
      />
      <CapturedTray game={game} captured={captured} board={board} strings={strings} />
    </div>
  );
}
