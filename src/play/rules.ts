/**
 * What the play controller needs from a game: the one rules interface (engine/core/game-rules.ts)
 * plus its referee part (deals of hidden pieces). Each game composes the two once
 * (./banqi-rules.ts, ./jungle-rules.ts); an island imports only its own game's, so a page ships
 * only its own engine.
 */
import type { GameReferee, GameRules } from '../engine/core/game-rules';

export { POSITION_FIELDS } from '../engine/core/game-rules';
export type { PositionField, Targets } from '../engine/core/game-rules';

export type PlayRules<P> = GameRules<P> & GameReferee<P>;
