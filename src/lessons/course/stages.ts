/**
 * The stages of the course, in the order a beginner needs them (issue 45, after the teaching review): each stage
 * names what it teaches, and no task needs a rule that a later stage teaches (the tags each task needs: needs.ts;
 * checked by tests/unit/lessons/course.test.ts). Changing the stage list renumbers stages: raise COURSE_EDITION
 * (edition.ts) so that stars kept by stage number are not shown on other stages.
 */
import type { GameId } from '../../i18n/routes';
import type { RuleTag } from './rule-tags';
import type { CourseStage } from './types';

interface StageDef {
  readonly teaches: readonly RuleTag[];
  readonly tasks: readonly string[];
}

const stages = (game: GameId, defs: readonly StageDef[]): CourseStage[] =>
  defs.map((d, i) => ({ game, n: i + 1, teaches: d.teaches, tasks: d.tasks }));

const BANQI: readonly CourseStage[] = stages('banqi', [
  {
    teaches: ['B1', 'B2', 'B3', 'B4'],
    tasks: [
      'learn-first-reveal',
      'colours-first-reveal',
      'learn-one-step',
      'learn-chariot-one-step',
      'learn-collect-steps',
    ],
  },
  {
    teaches: ['B7', 'B4-own-piece'],
    tasks: [
      'face-down-blocks',
      'learn-own-blocks',
      'learn-only-move',
      'learn-reveal-when-blocked',
      'learn-collect-around',
    ],
  },
  {
    teaches: ['B5'],
    tasks: ['learn-equal-rank', 'learn-rank-too-low', 'learn-captures-ranks', 'practice-safe-capture'],
  },
  {
    teaches: ['B8'],
    tasks: ['end-last-piece', 'learn-win-rank', 'learn-win-no-move', 'faq-xiangqi'],
  },
  {
    teaches: ['B5-soldier-general'],
    tasks: ['soldier-takes-general', 'general-takes-soldier', 'faq-soldier-general', 'moves-captures'],
  },
  {
    teaches: ['B6'],
    tasks: [
      'cannon-capture',
      'cannon-zero',
      'cannon-red-screen',
      'cannon-black-screen',
      'learn-cannon-count-screens',
      'faq-cannon',
    ],
  },
  {
    teaches: ['B6-face-down-screen', 'B6-face-down-target'],
    tasks: [
      'cannon-face-down-screen',
      'analysis-face-down-screen',
      'cannon-two-screens',
      'faq-empty',
      'cannon-face-down-target',
      'practice-cannon',
      'misconception-face-down',
      'practice-captures',
    ],
  },
  {
    teaches: ['B9'],
    tasks: ['count-early', 'count-middle', 'count-late', 'practice-count'],
  },
  {
    teaches: ['B9-odds'],
    tasks: ['strategy-safest-reveal', 'learn-safest-reveal-cannon', 'review-unlucky', 'practice-review'],
  },
  {
    teaches: ['B8-draw'],
    tasks: ['faq-forever', 'learn-draw-capture', 'learn-draw-reveal', 'learn-endgame'],
  },
]);

const JUNGLE: readonly CourseStage[] = stages('jungle', [
  {
    teaches: ['J1', 'J6'],
    tasks: ['pick-dens', 'end-den', 'learn-den-diagonal', 'move-own-den', 'learn-collect-walk'],
  },
  {
    teaches: ['J3', 'J3-rat-elephant'],
    tasks: ['ranks-captures', 'learn-equal-strength', 'learn-too-weak', 'rat-takes-elephant', 'elephant-refused'],
  },
  {
    teaches: ['J2'],
    tasks: ['pick-water', 'water-lion', 'practice-terrain', 'water-rats', 'learn-collect-swim'],
  },
  {
    teaches: ['J2-edge'],
    tasks: ['edge-from-water', 'edge-into-water', 'rat-water-elephant', 'learn-edge-captures'],
  },
  {
    teaches: ['J5'],
    tasks: [
      'jump-empty',
      'jump-vertical',
      'jump-horizontal',
      'faq-jump',
      'jump-land-own',
      'jump-land-weaker',
      'jump-land-stronger',
      'learn-collect-jump',
    ],
  },
  {
    teaches: ['J5-rat-blocks'],
    tasks: ['jump-enemy-rat', 'jump-own-rat', 'analysis-rat-jump', 'faq-friendly-rat', 'practice-jump'],
  },
  {
    teaches: ['J4'],
    tasks: ['pick-traps', 'terrain-trap', 'trap-rat-takes-lion', 'trap-own'],
  },
  {
    teaches: ['J4-trapped-attacker', 'J4-elephant-rat'],
    tasks: ['trap-lion-cat', 'faq-trapped-attacker', 'trap-rat-elephant', 'elephant-trap-rat'],
  },
  {
    teaches: [],
    tasks: ['misconception-stronger', 'faq-stronger', 'learn-mixed-captures', 'learn-mixed-safe'],
  },
  {
    teaches: ['J6-no-move', 'J6-draw'],
    tasks: ['end-no-move', 'learn-last-piece', 'end-clock', 'learn-den-at-59'],
  },
  {
    teaches: [],
    tasks: ['terrain-den', 'den-approach', 'practice-den', 'learn-den-covered-entrance'],
  },
]);

export const COURSE: Readonly<Record<GameId, readonly CourseStage[]>> = { banqi: BANQI, jungle: JUNGLE };

export function courseStage(game: GameId, n: number): CourseStage | undefined {
  return COURSE[game].find((s) => s.n === n);
}
