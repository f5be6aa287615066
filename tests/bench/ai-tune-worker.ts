/**
 * Worker thread for the tuning bench (run bundled, see ai-bundle.ts): for each request it plays one
 * pair of games (the same deal or opening, sides swapped) between two settings of the AI at level 4
 * with a node budget per move, through the match runner, and posts the first setting's points
 * minus the second's over the pair, in [-1, 1].
 */
import type { GameId } from '../../src/engine/core/game-rules';
import { parentPort } from 'node:worker_threads';
import { bestBanqiAction } from '../../src/ai/banqi';
import { bestJungleMove } from '../../src/ai/jungle';
import { runMatch } from '../../src/cli/match';
import type { AiEngine, PlayerSpec } from '../../src/cli/players';
import { DEFAULT_BANQI_CONFIG } from '../../src/ai/banqi/search';
import { DEFAULT_JUNGLE_CONFIG } from '../../src/ai/jungle/search';
import { withValues } from './ai-tune-settings';
import type { Values } from './spsa';

export interface TunePair {
  readonly game: GameId;
  readonly plus: Values;
  readonly minus: Values;
  readonly nodes: number;
  readonly seed: number;
}

function engine(name: string, v: Values): AiEngine {
  const banqi = { config: withValues(DEFAULT_BANQI_CONFIG, v) };
  const jungle = { config: withValues(DEFAULT_JUNGLE_CONFIG, v) };
  return {
    name,
    banqi: (pos, opts) => bestBanqiAction(pos, opts, banqi),
    jungle: (pos, opts) => bestJungleMove(pos, opts, jungle),
  };
}

parentPort?.on('message', (p: TunePair) => {
  const player = (name: string, v: Values): PlayerSpec => ({
    kind: 'ai',
    level: 4,
    nodes: p.nodes,
    engine: engine(name, v),
  });
  const r = runMatch({
    game: p.game,
    a: player('plus', p.plus),
    b: player('minus', p.minus),
    games: 2,
    seed: p.seed,
    timeMs: 0,
    openingPlies: 2,
  });
  parentPort?.postMessage((r.wins - r.losses) / 2);
});
