import { FULL_SET, IDENTITIES, countsOf, type Identity, type IdentityCounts } from './pieces';
import { FACE_DOWN, type Position } from './position';

/** What both players know beyond the board (B9). */
export interface PublicView {
  /** Number of face-down squares. */
  readonly hidden: number;
  /** Identities still face down, with their counts (the pool). */
  readonly pool: IdentityCounts;
  /** Chance that any one face-down square holds the identity: pool count / hidden (0 when nothing is hidden). */
  readonly probability: Readonly<Record<Identity, number>>;
  /** Pieces no longer in play: the full set minus the board minus the pool. */
  readonly captured: IdentityCounts;
}

export function publicView(pos: Position): PublicView {
  const hidden = pos.cells.reduce((n, c) => (c === FACE_DOWN ? n + 1 : n), 0);
  const faceUp = countsOf((id) => pos.cells.reduce((n, c) => (c === id ? n + 1 : n), 0));
  return {
    hidden,
    pool: countsOf((id) => pos.pool[id]),
    probability: countsOf((id) => (hidden === 0 ? 0 : pos.pool[id] / hidden)),
    captured: countsOf((id) => FULL_SET[id] - faceUp[id] - pos.pool[id]),
  };
}

/** The captured pieces as a list of letters in pool order (G A E ... s), e.g. for a tray under the board. */
export function capturedList(view: PublicView): Identity[] {
  const out: Identity[] = [];
  for (const id of IDENTITIES) for (let i = 0; i < view.captured[id]; i++) out.push(id);
  return out;
}
