/**
 * Shown while the reader steps through the record: which moment is on the board, counted in full
 * moves as the move list numbers them ("move 12 of 46, Black's"), and the way back to the live game.
 */
import { sideName } from '../../play/controller';
import { sideKey } from '../../play/keys';
import type { PlayRules } from '../../play/rules';
import type { GameState } from '../../play/types';
import { focusLater } from './focus-later';
import { tr, type Strings } from './text';

interface Props<P> {
  rules: PlayRules<P>;
  state: GameState<P>;
  /** The ply viewed, 1-based (0: the start). */
  viewed: number;
  strings: Strings;
  onLive: () => void;
}

/** "Move n of total": the full move a ply belongs to, and the game's full moves. */
const fullMoves = (plies: number): number => Math.ceil(plies / 2);

export function ViewingBar<P>({ rules, state, viewed, strings, onLive }: Props<P>) {
  const ply = state.plies[viewed - 1];
  const text =
    ply === undefined
      ? tr(strings, 'play.record.viewingStart')
      : tr(strings, {
          key: 'play.record.viewing',
          vars: {
            n: fullMoves(viewed),
            total: fullMoves(state.plies.length),
            side: tr(strings, `play.record.by.${sideKey(sideName(rules, state, ply.seat))}`),
          },
        });
  return (
    <p class="play-viewing" data-testid="play-viewing">
      <span>{text}</span>
      <button
        type="button"
        class="play-button play-button--primary"
        data-action="live"
        onClick={() => {
          onLive();
          focusLater(rules.game);
        }}
      >
        {tr(strings, 'play.action.live')}
      </button>
    </p>
  );
}
