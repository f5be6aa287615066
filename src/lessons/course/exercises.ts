/**
 * The course's own exercises: the last stage of each game, a real game against the AI at level 1
 * from a prepared position (texts: lesson.<game>.<id>.*). Proven by tests/unit/lessons/course.test.ts.
 */
import type { Defence, Exercise } from '../types';

/** The AI's lowest level, with a fixed node budget and seed so the replies are reproducible. */
const LEVEL_ONE: Defence = { level: 1, nodes: 2000, seed: 1 };

export const COURSE_EXERCISES: readonly Exercise[] = [
  {
    id: 'learn-endgame',
    rules: ['B5', 'B8'],
    game: 'banqi',
    kind: 'play-out',
    position: 'R1h5/3H4/8/8 r - 0 30',
    hints: 0,
    goal: { kind: 'win' },
    within: 3,
    defence: LEVEL_ONE,
    solution: ['a4b4', 'd3d4'],
  },
  {
    id: 'learn-den-race',
    rules: ['J4', 'J6'],
    game: 'jungle',
    kind: 'play-out',
    position: 'e5t/7/2L1W2/7/7/7/7/7/E6 r 0 30',
    hints: 0,
    goal: { kind: 'win', reason: 'den-entered' },
    within: 3,
    defence: LEVEL_ONE,
    solution: ['c7c8', 'c8d8', 'd8d9'],
  },
];
