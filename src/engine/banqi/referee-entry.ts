/**
 * The Banqi referee entry: everything that holds hidden identities dealt in advance (B1, B9). The
 * command line's `match` deals each game from its seed with it, and the tests replay dealt games;
 * the play page and the room server need none (they draw each reveal from the public pool when it
 * is played: drawFromPool). The AI, the board, the islands and the lessons may not import it
 * (.dependency-cruiser.cjs).
 *   Deal (square -> identity), dealFromRng, makeDeal;
 *   Referee.create(start, {type:'deal'|'seed'|'none'}).play(action | text) -> the action with its identity;
 *   GameRecord {start, deal?, seed?, actions}; replay(record, ply?) -> {position, deal, ply, actions}.
 */
export { dealFromRng, makeDeal } from './deal';
export type { Deal } from './deal';
export { Referee } from './referee';
export { recordedActions, replay } from './replay';
export type { GameRecord } from './replay';
