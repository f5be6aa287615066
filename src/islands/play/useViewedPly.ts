/**
 * Stepping through the record on the play page: the ply whose position is viewed (0: the start,
 * null: the live game), the position shown and its last action. A view past the end of the game
 * (after an undo) goes back to the live position.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { positionAfter } from '../../play/controller';
import type { PlayRules } from '../../play/rules';
import type { GameState } from '../../play/types';

export function useViewedPly<P>(rules: PlayRules<P>, state: GameState<P>, livePosition: string) {
  const [viewed, setViewed] = useState<number | null>(null);
  useEffect(() => {
    if (viewed !== null && viewed > state.plies.length) setViewed(null);
  }, [state.plies]);
  const position = useMemo(
    () => (viewed === null ? livePosition : rules.format(positionAfter(state, viewed))),
    [state, viewed, livePosition],
  );
  const last = viewed === null ? state.plies.at(-1) : viewed === 0 ? undefined : state.plies[viewed - 1];
  /** Shows the position after ply n; the last ply is the live game. */
  const view = (n: number | null): void => setViewed(n === state.plies.length ? null : n);
  return { viewed, position, last, view };
}
