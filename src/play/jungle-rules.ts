/** The play page's Jungle: the rules and a referee with nothing hidden (./rules.ts). */
import { jungleGame, jungleReferee, type Position } from '../engine/jungle';
import type { PlayRules } from './rules';

export const jungleRules: PlayRules<Position> = { ...jungleGame, ...jungleReferee };
