/**
 * The Banqi referee entry: everything that holds or draws hidden identities (B1, B9). Only the
 * referee side imports it (the command line's `play` and `match`, the play page's state, the room
 * server); the AI, the board, the islands and the lessons may not (.dependency-cruiser.cjs).
 *   Deal (square -> identity), dealFromRng, parseDeal/makeDeal, checkDeal, revealFromDeal, dealWithout;
 *   Referee.create(start, {type:'deal'|'seed'|'none'}).play(action | text) -> the action with its identity;
 *   banqiReferee: the referee part of the one rules interface (core/game-rules.ts, deals as JSON);
 *   GameRecord {start, deal?, seed?, actions}; replay(record, ply?) -> {position, deal, ply, actions}.
 */
export { checkDeal, dealFromRng, dealWithout, makeDeal, parseDeal, revealFromDeal } from './deal';
export type { Deal, DealError, DealErrorReason } from './deal';
export { Referee } from './referee';
export type { IdentitySource, RefereeErrorReason } from './referee';
export { banqiReferee } from './referee-game';
export { recordedActions, replay } from './replay';
export type { GameRecord, ReplayError, ReplayErrorReason, Replayed } from './replay';
