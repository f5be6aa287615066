/**
 * What the play controller needs from a game: the one rules interface (engine/core/game-rules.ts),
 * whose `drawIdentity` draws a reveal from the public pool. No deal of hidden pieces exists in the
 * browser. Each game has its own module (./banqi-rules.ts, ./jungle-rules.ts); an island imports
 * only its own game's, so a page ships only its own engine.
 */
import type { GameRules } from '../engine/core/game-rules';

export { POSITION_FIELDS } from '../engine/core/game-rules';
export type { PositionField, Targets } from '../engine/core/game-rules';

export type PlayRules<P> = GameRules<P>;
