/** The play page's Banqi: the rules (public) and the referee that holds the deal (./rules.ts). */
import { banqiGame, type Position } from '../engine/banqi';
import { banqiReferee } from '../engine/banqi/referee-entry';
import type { PlayRules } from './rules';

export const banqiRules: PlayRules<Position> = { ...banqiGame, ...banqiReferee };
