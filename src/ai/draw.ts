/**
 * Draw offers (rules.md, "play options"): the AI, as the side to move in `position`, accepts only
 * when its own search says the position is not better for it (score <= 0). A finished game has
 * nothing to agree on: false. Banqi positions are public (B9), so the decision cannot depend on a
 * hidden identity either. The verdict uses the noise-free search (level 4's) within the budget of
 * `opts`, whatever the level: a level changes how the AI plays, not what it believes.
 */
import type { Position as BanqiPosition } from '../engine/banqi';
import type { GameId } from '../engine/core/game-rules';
import type { Position as JunglePosition } from '../engine/jungle/index';
import { bestBanqiAction } from './banqi';
import { bestJungleMove } from './jungle';
import type { SearchOptions } from './types';

/** The search's verdict for the side to move: accept when its best score is not above zero. */
export function acceptsDraw(game: 'banqi', position: BanqiPosition, opts: SearchOptions): boolean;
export function acceptsDraw(game: 'jungle', position: JunglePosition, opts: SearchOptions): boolean;
export function acceptsDraw(game: GameId, position: BanqiPosition | JunglePosition, opts: SearchOptions): boolean {
  const r =
    game === 'banqi'
      ? bestBanqiAction(position as BanqiPosition, { ...opts, level: 4 })
      : bestJungleMove(position as JunglePosition, { ...opts, level: 4 });
  return r.move !== null && r.score <= 0;
}
