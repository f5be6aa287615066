/** The play page's Jungle: the public rules, nothing hidden (./rules.ts). */
import { jungleGame, type Position } from '../engine/jungle';
import type { PlayRules } from './rules';

export const jungleRules: PlayRules<Position> = jungleGame;
