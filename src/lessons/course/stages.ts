/** The stages of the course, in the order a beginner needs them. */
import type { GameId } from '../../i18n/routes';
import type { CourseStage } from './types';

const stages = (game: GameId, lists: readonly (readonly string[])[]): CourseStage[] =>
  lists.map((tasks, i) => ({ game, n: i + 1, tasks }));

const BANQI: readonly CourseStage[] = stages('banqi', [
  ['colours-first-reveal', 'faq-colour', 'face-down-blocks'],
  ['moves-captures', 'practice-captures', 'misconception-face-down'],
  ['soldier-takes-general', 'general-takes-soldier', 'faq-soldier-general'],
  ['cannon-capture', 'cannon-zero', 'cannon-red-screen', 'cannon-black-screen', 'cannon-two-screens'],
  ['cannon-face-down-screen', 'cannon-face-down-target', 'analysis-face-down-screen', 'faq-screen', 'practice-cannon'],
  ['count-late', 'practice-count', 'faq-empty'],
  ['review-unlucky', 'practice-review', 'practice-safe-capture'],
  ['end-last-piece', 'faq-cannon', 'faq-forever', 'learn-endgame'],
]);

const JUNGLE: readonly CourseStage[] = stages('jungle', [
  ['pick-water', 'pick-traps', 'pick-dens', 'move-own-den'],
  ['ranks-captures', 'misconception-stronger', 'faq-stronger', 'faq-friendly-rat'],
  ['rat-takes-elephant', 'elephant-refused', 'rat-water-elephant', 'faq-rat-elephant'],
  ['water-lion', 'water-rats', 'edge-from-water', 'edge-into-water', 'terrain-water', 'practice-terrain'],
  ['jump-vertical', 'jump-horizontal', 'jump-land-own', 'jump-land-weaker', 'jump-land-stronger', 'jump-empty'],
  ['jump-enemy-rat', 'jump-own-rat', 'analysis-rat-jump', 'practice-jump'],
  ['trap-rat-takes-lion', 'trap-lion-cat', 'trap-rat-elephant', 'trap-own', 'terrain-trap', 'faq-trapped-attacker'],
  ['end-den', 'terrain-den', 'faq-own-den', 'end-no-move', 'faq-draw'],
  ['den-approach', 'practice-den', 'learn-den-race'],
]);

export const COURSE: Readonly<Record<GameId, readonly CourseStage[]>> = { banqi: BANQI, jungle: JUNGLE };

export function courseStage(game: GameId, n: number): CourseStage | undefined {
  return COURSE[game].find((s) => s.n === n);
}
