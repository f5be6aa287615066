/** Fixtures for the play controller tests. */
import { banqiRules } from '../../../src/play/banqi-rules';
import { jungleRules } from '../../../src/play/jungle-rules';
import { createRng } from '../../../src/engine/core/rng';
import { newGame, play } from '../../../src/play/controller';
import type { PlayRules } from '../../../src/play/rules';
import type { GameState, Setup } from '../../../src/play/types';

export { banqiRules, jungleRules };

function position<P>(rules: PlayRules<P>, text: string): P {
  const r = rules.parse(text);
  if (!r.ok) throw new Error(`test position refused (${r.error.field}/${r.error.reason}): ${text}`);
  return r.value;
}

export const VS_AI_FIRST: Setup = { mode: 'ai', level: 1, human: 'first' };
export const VS_AI_SECOND: Setup = { mode: 'ai', level: 1, human: 'second' };
export const LOCAL: Setup = { mode: 'local' };

export function game<P>(rules: PlayRules<P>, setup: Setup, start?: string, drawSeed = 7): GameState<P> {
  return newGame(rules, {
    setup,
    start: start === undefined ? undefined : position(rules, start),
    draw: createRng(drawSeed),
    seed: 99,
  });
}

/** Plays actions in order (each for whoever is to move); a refusal fails the test with its code. */
export function playAll<P>(
  rules: PlayRules<P>,
  state: GameState<P>,
  ...actions: [string, 'human' | 'ai'][]
): GameState<P> {
  let s = state;
  for (const [text, by] of actions) {
    const r = play(rules, s, text, by);
    if (!r.ok) throw new Error(`${text} by ${by} refused: ${JSON.stringify(r.error)}`);
    s = r.value;
  }
  return s;
}

/** Red chariots a2 and c4 against a lone black soldier a4 (B4, B5, B8): red to move wins in two. */
export const BANQI_ENDGAME = 's1R5/8/R7/8 r - 0 30';

/** BANQI_ENDGAME played to its end by one player at the board: c4b4, a4a3, then a2a3 takes the last soldier. */
export const wonBanqiEndgame = () =>
  playAll(banqiRules, game(banqiRules, LOCAL, BANQI_ENDGAME), ['c4b4', 'human'], ['a4a3', 'human'], ['a2a3', 'human']);
/** Red lion d7 two steps from the blue den d9, a blue rat far away on a1 (J1, J6). */
export const JUNGLE_ENDGAME = '7/7/3L3/7/7/7/7/7/r6 r 0 20';
