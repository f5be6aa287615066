/**
 * Banqi engine (rules.md B1-B9, notation.md). Pure TypeScript, no DOM.
 *
 * Public information only. A Position is what both players see (B9): face-down squares are `X`
 * and the pool counts the identities still face down. Hidden identities dealt in advance live only
 * in a `Deal` (square -> identity) held by a `Referee` (the CLI's `match`, game records); the play
 * page, the CLI's `play` and the room server draw each reveal from the pool instead. Nothing reachable
 * from Position or BanqiBoard holds a hidden identity, so every function that decides or evaluates
 * moves from them cannot read one; a reveal's identity is supplied when the action is applied.
 *
 * Positions (immutable, branded: only parsePosition / validatePosition / the engine make them):
 *   parsePosition(text): Result<Position, PositionError{field, reason, message}>; makePosition(pos)
 *   validatePosition(draft): the same checks for positions built in code; START_POSITION, START_TEXT
 * Actions: Action = {type:'reveal', square, identity?} | {type:'move', from, to}; squares 0..31, a1 = 0.
 *   parseAction(text): Result<Action, 'move-syntax'|'off-board'>; makeAction(action): `b2b3`, `c3c3`, `c3c3=h`
 * Rules:
 *   legalActions(pos): Action[] (reveals without identity; none when the game is over)
 *   applyAction(pos, action, identity?): Result<Position, ApplyError> (a reveal needs the identity:
 *     `=x` in the action, a Referee's deal, or drawFromPool(pos, rng))
 *   explain(pos, action | text): 'legal' | IllegalReason (ILLEGAL_REASONS, documented in explain.ts)
 *   Who takes whom (B5, B6), written once in capture.ts: stepCaptureVerdict(attacker, victim) and
 *     cannonTarget(cells, ray), with tables derived from them (STEP_TAKES_BY_KIND, TAKES_BY_KIND,
 *     STEP_TAKES_BY_CODE) that the board, explain and the AI read.
 *   status(pos): {result: 'ongoing'|'red-wins'|'black-wins'|'draw', reason: 'none'|'no-pieces'|
 *     'no-legal-action'|'no-progress'}
 *   publicView(pos): {hidden, pool, probability, captured}
 * The one rules interface: banqiGame (core/game-rules.ts), what the CLI, play page, lessons and server use.
 * drawFromPool(pos, rng): an identity drawn from the public pool (a chance node, not a hidden square).
 * Hidden information lives only in the referee entry (./referee-entry.ts): Deal, dealFromRng,
 *   makeDeal, Referee, GameRecord/replay. The AI, the board, the islands and the lessons may not
 *   import it (.dependency-cruiser.cjs).
 * Search: BanqiBoard (Int8Array cells, int actions `from | to << 5`, reveal when from === to,
 *   generate(out, offset) into a preallocated Int32Array, make(action, identityIndex)/unmake,
 *   actionOfCode(code) gives the Action,
 *   64-bit public-state hash hashLo/hashHi without the clock, decidedWithoutMoves, countChildren); boardStatus(board).
 * perft(pos, depth): notation.md's definition (one child per distinct pool identity per reveal).
 *
 * Decisions where the contracts are silent: the move number increases after each action by black
 * (the first reveal counts as an action of the colour it reveals); status order is no-pieces,
 * no-progress, no-legal-action; an empty board and move numbers of more than 15 digits are refused.
 */
export * from './pieces';
export { NEIGHBOURS, SQUARE_COUNT, squareOf } from './squares';
export { CLOCK_LIMIT, FACE_DOWN, START_POSITION, START_TEXT } from './position';
export type { Cell, Position, PositionDraft } from './position';
export { POSITION_ERROR_REASONS, makePosition, parsePosition, validatePosition } from './position-text';
export type { PositionError } from './position-text';
export { makeAction, move, parseAction, reveal } from './action';
export type { Action } from './action';
export { applyAction, actionOfCode, legalActions } from './rules';
export { ILLEGAL_REASONS, explain } from './explain';
export { STATUS_REASONS, boardStatus, status } from './status';
export { publicView } from './public-view';
export { drawFromPool } from './pool-draw';
export { banqiGame } from './game';
export { BanqiBoard, MAX_ACTIONS, UNASSIGNED, encodeAction, isReveal } from './board';
export { CODE_COLOUR, CODE_KIND, EMPTY, HIDDEN, codeColour, codeKind } from './cell-codes';
export {
  CANNON_KIND,
  GENERAL_KIND,
  SOLDIER_KIND,
  STEP_TAKES_BY_CODE,
  STEP_TAKES_BY_KIND,
  TAKES_BY_KIND,
  cannonTarget,
} from './capture';
export { perft } from './perft';
