/**
 * The next puzzle for a reader: among those not yet seen (and of the theme asked, if any), the
 * one whose rating is nearest the reader's; ties go to the puzzle that comes first in the list,
 * so the choice is pure and repeatable. Null when none is left.
 */
import type { Theme } from './theme-ids';

export interface Pickable {
  readonly id: string;
  readonly rating: number;
  readonly themes: readonly Theme[];
}

export interface PickRequest {
  readonly rating: number;
  readonly seen: ReadonlySet<string>;
  readonly theme?: Theme;
}

export function pickNext<T extends Pickable>(puzzles: readonly T[], req: PickRequest): T | null {
  let best: T | null = null;
  let gap = Infinity;
  for (const p of puzzles) {
    if (req.seen.has(p.id)) continue;
    if (req.theme !== undefined && !p.themes.includes(req.theme)) continue;
    const d = Math.abs(p.rating - req.rating);
    if (d < gap) {
      best = p;
      gap = d;
    }
  }
  return best;
}
