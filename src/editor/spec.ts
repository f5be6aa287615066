/**
 * What the position editor needs to know of a game: its rules (the parser is the judge of every
 * position), its board size, the palette of what can stand on a square, the sides that may be to
 * move, and (Banqi) the full set the face-down pool is counted against. One module per game
 * (./banqi-spec.ts, ./jungle-spec.ts), so an editor page ships only its own engine.
 */
import type { Dimensions } from '../board/geometry';
import type { GameId, GameRules } from '../engine/core/game-rules';

/** Side-to-move letters as notation writes them. */
export type TurnLetter = 'r' | 'b' | '-';

export interface EditorSpec<P> {
  readonly game: GameId;
  readonly rules: GameRules<P>;
  readonly dims: Dimensions;
  /** Notation letters a square may hold, in palette order ('X': face down). */
  readonly palette: readonly string[];
  readonly turns: readonly TurnLetter[];
  /** Banqi: pieces of each identity in the full set, in pool order. Null: the game has no pool. */
  readonly fullSet: Readonly<Record<string, number>> | null;
  /** Number of notation fields (Banqi 5, with the pool; Jungle 4). */
  readonly fieldCount: number;
}
