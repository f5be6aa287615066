/** The play page's Banqi: the public rules; reveals are drawn from the pool when played (./rules.ts). */
import { banqiGame, type Position } from '../engine/banqi';
import type { PlayRules } from './rules';

export const banqiRules: PlayRules<Position> = banqiGame;
