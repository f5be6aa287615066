/**
 * The numbers that decide what a puzzle is, per game, in the AI's units (about 100 per Banqi
 * soldier, 300 per Jungle rat). A position is kept when its best move scores at least `minScore`
 * for the side to move and every other move scores at least `margin` less, both at the finding
 * budget and again at the proving budget (several times deeper). README.md explains the choice.
 */
import type { GameId } from '../engine/core/game-rules';

export interface Margins {
  readonly minScore: number;
  readonly margin: number;
  /** How much the side to move must have gained from the opponent's last move to look for a tactic. */
  readonly swing: number;
  readonly findNodes: number;
  readonly proofNodes: number;
}

export const MARGINS: Readonly<Record<GameId, Margins>> = {
  banqi: { minScore: 250, margin: 200, swing: 150, findNodes: 3000, proofNodes: 12000 },
  jungle: { minScore: 600, margin: 400, swing: 300, findNodes: 3000, proofNodes: 12000 },
};
