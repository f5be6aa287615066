/**
 * Jungle (Dou Shou Qi) engine, rules J1-J6 of shared/rules.md and the notation of shared/notation.md.
 * Pure TypeScript, no DOM. Squares are indices 0..62 (a1 = 0, index = rank0 * 7 + file0); nameOf / squareOf.
 *
 * Values and notation
 *   ANIMALS 'R C D W P T L E' (STRENGTH 1..8); a piece is { colour: 'red' | 'blue', animal }.
 *   Position { board: (Piece | null)[63], turn, clock, moveNumber }; START_POSITION (text), startPosition().
 *   parsePosition(text): Result<Position, PositionError { field, reason, message }> (POSITION_ERROR_REASONS);
 *   makePosition(pos): canonical text; validatePosition(pos): the parser's checks for a position built in code.
 *   Move { from, to }; parseMove(text): Result<Move, 'move-syntax' | 'off-board'>; makeMove(move): `b2b3`.
 *   Terrain as data: terrainAt(square) -> { kind: 'land' | 'water' } | { kind: 'trap' | 'den', owner: Colour };
 *   TERRAIN (by square), WATER_SQUARES, TRAP_SQUARES, DEN_SQUARE.
 * Rules
 *   legalMoves(pos): Move[] sorted by notation text; [] when the game is over.
 *   applyMove(pos, move | text): Result<Position, IllegalReason>.
 *   explain(pos, move | text): 'legal' | IllegalReason (ILLEGAL_REASONS; check order and meanings in explain.ts).
 *   status(pos): { result: 'ongoing' | 'red-wins' | 'blue-wins' | 'draw', reason } with STATUS_REASONS
 *     'none' (ongoing), 'den-entered', 'no-progress', 'no-pieces', 'no-legal-move'.
 *   captureVerdict / canCapture: the capture rule J2-J4, its decisions written down in capture.ts.
 *   GameRecord { start, moves }; replay(record, ply?): Result<{ position, ply, moves }, { ply, reason }>.
 *   perft(pos, depth), perftDivide(pos, depth).
 * Search (AI)
 *   JungleBoard.fromPosition(pos) / load(pos): Int8Array cells of signed codes (+strength red, -strength blue);
 *   moves are ints from | to << 6 (encodeMove, moveFrom, moveTo, decodeMove); generate(buf, offset) and
 *   generateCaptures(buf, offset) fill a preallocated Int32Array and return the count (<= MAX_MOVES);
 *   make(move) / unmake(); makeNull() / unmakeNull() (a pass, for null-move pruning); hashLo / hashHi:
 *   incremental 64-bit Zobrist key of pieces and side to move (no clock); side (+1 red, -1 blue), clock,
 *   moveNumber, decidedWithoutMoves(), denEntered(), countMoves(), hasMove(); boardStatus(b).
 */
export { ANIMAL_NAMES, ANIMALS, LION, STRENGTH, TIGER } from './pieces';
export { SQUARES, nameOf, squareOf } from './squares';
export { DEN_SQUARE, IS_WATER, TERRAIN, TRAP_SQUARES, WATER_SQUARES, terrainAt } from './terrain';
export type { TerrainKind } from './terrain';
export {
  CLOCK_LIMIT,
  POSITION_ERROR_REASONS,
  START_POSITION,
  validatePosition,
  makePosition,
  parsePosition,
  startPosition,
} from './position';
export type { Position, PositionErrorReason, PositionField } from './position';
export { makeMove, parseMove } from './move';
export type { Move } from './move';
export { canCapture, captureVerdict } from './capture';
export { JUMP_TO, NEIGHBOUR, jumpBlocked } from './lines';
export { ILLEGAL_REASONS, explain } from './explain';
export { STATUS_REASONS, boardStatus, status } from './status';
export { applyMove, legalMoves } from './play';
export { replay } from './replay';
export type { GameRecord } from './replay';
export { perft, perftDivide } from './perft';
export { JungleBoard, MAX_MOVES, decodeMove, encodeMove, moveFrom, moveTo } from './board';
export { jungleGame } from './game';
