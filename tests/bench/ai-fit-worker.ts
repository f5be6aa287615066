/**
 * Worker thread for the fitting bench (run bundled, see ai-bundle.ts): for each request it plays one
 * Jungle game of level 4 against itself with a node budget per move, from 2 to 6 random opening
 * plies drawn from the request's seed, and posts every position after the opening (as text) with
 * the game's result for red (1, 0.5 or 0).
 */
import { parentPort } from 'node:worker_threads';
import { bestJungleMove } from '../../src/ai/jungle';
import { createRng } from '../../src/engine/core/rng';
import { applyMove, legalMoves, makePosition, startPosition, status, type Position } from '../../src/engine/jungle';

export interface FitGameRequest {
  readonly nodes: number;
  readonly seed: string;
}

export interface FitGame {
  readonly positions: string[];
  readonly redScore: number;
}

function next(pos: Position, move: Parameters<typeof applyMove>[1]): Position {
  const r = applyMove(pos, move);
  if (!r.ok) throw new Error(`ai-fit: the AI or the opening chose an illegal move (${r.error})`);
  return r.value;
}

function play(req: FitGameRequest): FitGame {
  const rng = createRng(req.seed);
  let pos = startPosition();
  for (let plies = 2 + rng.nextInt(5); plies > 0; plies--) {
    const moves = legalMoves(pos);
    pos = next(pos, moves[rng.nextInt(moves.length)]!);
  }
  const positions: string[] = [];
  for (;;) {
    const s = status(pos);
    switch (s.result) {
      case 'ongoing':
        break;
      case 'draw':
        return { positions, redScore: 0.5 };
      case 'red-wins':
        return { positions, redScore: 1 };
      case 'blue-wins':
        return { positions, redScore: 0 };
    }
    positions.push(makePosition(pos));
    const best = bestJungleMove(pos, { level: 4, nodes: req.nodes, seed: rng.nextU32() });
    if (best.move === null) throw new Error('ai-fit: the AI found no move in a game going on');
    pos = next(pos, best.move);
  }
}

parentPort?.on('message', (req: FitGameRequest) => parentPort?.postMessage(play(req)));
