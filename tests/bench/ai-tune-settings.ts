/**
 * What the tuning bench (ai-tune.ts) may turn, per game: the evaluation's weights and the draw's
 * contempt, each starting at the value the AI plays with, perturbed by about the smallest change
 * expected to show in play; and how a set of values becomes a search configuration.
 */
import type { GameId } from '../../src/engine/core/game-rules';
import { DEFAULT_BANQI_CONFIG } from '../../src/ai/banqi/search';
import { DEFAULT_JUNGLE_CONFIG } from '../../src/ai/jungle/search';
import type { Knob, Values } from './spsa';

/** Steps by knob name; a knob named `contempt` is the search's, every other one an evaluation weight. */
const STEPS: Record<GameId, Readonly<Record<string, number>>> = {
  jungle: {
    contempt: 25,
    advance: 0.6,
    openPath: 0.4,
    ratHuntsElephant: 40,
    ratBlocksJumps: 15,
    defender: 15,
    pressure: 20,
    threatSaved: 0.06,
    threatLost: 0.12,
    tempo: 6,
    denThreat: 25,
    denFork: 80,
    tradeDown: 0.2,
  },
  banqi: { contempt: 20, mobility: 3, chase: 0.05, trap: 0.1, threatSaved: 0.06, threatLost: 0.12, tempo: 6 },
};

const numbers = (o: object): Record<string, number> =>
  Object.fromEntries(Object.entries(o).filter((e): e is [string, number] => typeof e[1] === 'number'));

function defaults(game: GameId): Readonly<Record<string, number>> {
  switch (game) {
    case 'jungle':
      // the tables (material, advance) are not tuned here: numbers only
      return { contempt: DEFAULT_JUNGLE_CONFIG.contempt, ...numbers(DEFAULT_JUNGLE_CONFIG.weights) };
    case 'banqi':
      return { contempt: DEFAULT_BANQI_CONFIG.contempt, ...DEFAULT_BANQI_CONFIG.weights };
  }
}

export function knobs(game: GameId): Knob[] {
  const start = defaults(game);
  return Object.entries(STEPS[game]).map(([name, step]) => {
    const value = start[name];
    if (value === undefined) throw new Error(`ai-tune: ${game} has no setting '${name}'`);
    return { name, start: value, step, min: 0 };
  });
}

/** The default configuration `d` with the tuned values: `contempt` for the search, the rest for the weights. */
export function withValues<C extends { readonly contempt: number; readonly weights: object }>(d: C, v: Values): C {
  const { contempt, ...weights } = v;
  return { ...d, contempt: contempt ?? d.contempt, weights: { ...d.weights, ...weights } };
}
