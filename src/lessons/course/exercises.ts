/**
 * The course's own exercises (texts: lesson.<game>.<id>.*): new positions where the guides' exercises do not
 * teach a stage's idea (issue 45), and the prepared positions played against the AI at the end of each game.
 * Proven by the same tests as the guides' (tests/unit/lessons/answers.test.ts, jungle-answers.test.ts, judge.test.ts)
 * and, for the play-outs against level 1, by tests/unit/lessons/course.test.ts.
 * Ids, once published, are part of the locales' contract and of the readers' saved progress: do not reuse them.
 */
import { START_TEXT } from '../../engine/banqi';
import type { Defence, Exercise } from '../types';

/** The AI's lowest level, with a fixed node budget and seed so the replies are reproducible. */
const LEVEL_ONE: Defence = { level: 1, nodes: 2000, seed: 1 };

const circle = (square: string) => ({ kind: 'circle', square, tone: 'info' }) as const;

/** Every reveal of the untouched start: the game's first move may turn over any of the 32 pieces. */
const EVERY_REVEAL = 'abcdefgh'.split('').flatMap((file) => [1, 2, 3, 4].map((rank) => `${file}${rank}${file}${rank}`));

export const COURSE_EXERCISES: readonly Exercise[] = [
  // --- Banqi 1: reveal, colours, one step ---
  {
    id: 'learn-first-reveal',
    rules: ['B1', 'B2', 'B3'],
    game: 'banqi',
    kind: 'find-move',
    position: START_TEXT,
    hints: 0,
    solutions: EVERY_REVEAL,
  },
  {
    id: 'learn-one-step',
    rules: ['B3', 'B4'],
    game: 'banqi',
    kind: 'find-move',
    // The soldier on e4 touches d3 only diagonally; the horse below it is the piece that can go.
    position: 'X3S2X/2X5/3H2s1/X6X r A1R1e1h1c1 2 20',
    hints: 0,
    solutions: ['d2d3'],
    marks: [circle('d3')],
  },
  {
    id: 'learn-chariot-one-step',
    rules: ['B4'],
    game: 'banqi',
    kind: 'legality',
    position: 'X6X/3X3X/4s3/1R3X2 r A1E1e1h1c1 4 18',
    hints: 0,
    move: 'b1b4',
    expect: 'not-adjacent',
  },
  {
    id: 'learn-collect-steps',
    rules: ['B4'],
    game: 'banqi',
    kind: 'collect',
    // Nothing in the way: the chariot only learns that each move is one square, never diagonal.
    position: '6g1/8/2R5/8 r - 0 24',
    hints: 0,
    piece: 'c2',
    targets: ['c4', 'e3', 'e2'],
    par: 6,
    solution: ['c2c3', 'c3c4', 'c4c3', 'c3d3', 'd3e3', 'e3e2'],
  },

  // --- Banqi 2: what blocks a move ---
  {
    id: 'learn-own-blocks',
    rules: ['B4'],
    game: 'banqi',
    kind: 'legality',
    position: 'X6X/2S1X3/2H5/X3X2X r A1e1h1c1s2 2 16',
    hints: 0,
    move: 'c2c3',
    expect: 'own-piece-on-target',
  },
  {
    id: 'learn-only-move',
    rules: ['B3', 'B4', 'B7'],
    game: 'banqi',
    kind: 'find-move',
    // The soldier and the chariot are walled in by face-down pieces; only the horse has a free square.
    position: 'SX6/X3e3/7X/2XHX1XR r A1h1c1s3 3 21',
    hints: 0,
    solutions: ['d1d2'],
  },
  {
    id: 'learn-reveal-when-blocked',
    rules: ['B3', 'B7'],
    game: 'banqi',
    kind: 'find-move',
    position: 'SX6/X3e3/7X/6XR r A1h1c1s1 5 23',
    hints: 0,
    solutions: ['a3a3', 'b4b4', 'g1g1', 'h2h2'],
  },
  {
    id: 'learn-collect-around',
    rules: ['B4', 'B7'],
    game: 'banqi',
    kind: 'collect',
    // Face-down pieces and the red advisor wall the soldier in: the way round is the only way.
    position: '8/XX1X4/AS1X4/2X5 r E1h1c1s2 2 22',
    hints: 0,
    piece: 'b2',
    targets: ['c3', 'e2', 'b1'],
    par: 9,
    solution: ['b2b1', 'b1b2', 'b2c2', 'c2c3', 'c3c4', 'c4d4', 'd4e4', 'e4e3', 'e3e2'],
  },

  // --- Banqi 3: ranks ---
  {
    id: 'learn-equal-rank',
    rules: ['B5'],
    game: 'banqi',
    kind: 'legality',
    position: 'X5X1/3h3X/3H4/X2X3X r A1E1e1s3 0 19',
    hints: 0,
    move: 'd2d3',
    expect: 'legal',
  },
  {
    id: 'learn-rank-too-low',
    rules: ['B5'],
    game: 'banqi',
    kind: 'legality',
    position: 'X5X1/4X2X/3Hr3/X2X3X r A1E1e1h1c1s2 4 19',
    hints: 0,
    move: 'd2e2',
    expect: 'rank-too-low',
  },
  {
    id: 'learn-captures-ranks',
    rules: ['B4', 'B5'],
    game: 'banqi',
    kind: 'all-captures',
    position: 'X6X/2e2a2/1gAr1Rh1/X6X r G1E1c1s1 3 27',
    hints: 0,
    captures: ['c2c3', 'c2d2', 'f2g2'],
  },

  // --- Banqi 4: how a game is won ---
  {
    id: 'learn-win-rank',
    rules: ['B5', 'B8'],
    game: 'banqi',
    kind: 'find-move',
    position: '8/HaS5/1G6/8 r - 6 40',
    hints: 0,
    solutions: ['b2b3'],
    outcome: 'red-wins',
  },
  {
    id: 'learn-win-no-move',
    rules: ['B5', 'B8'],
    game: 'banqi',
    kind: 'find-move',
    position: '8/4h3/A3R3/sE6 r - 6 40',
    hints: 1,
    solutions: ['e2e3'],
    outcome: 'red-wins',
  },

  // --- Banqi 6: the cannon ---
  {
    id: 'learn-cannon-count-screens',
    rules: ['B6'],
    game: 'banqi',
    kind: 'all-captures',
    position: 'X1h4X/2e2X2/2S4X/2C1H1r1 r A1R1c1s1 3 29',
    hints: 1,
    captures: ['c1c3', 'c1g1'],
  },

  // --- Banqi 9: the odds of a reveal ---
  {
    id: 'learn-safest-reveal-cannon',
    rules: ['B5', 'B6', 'B9'],
    game: 'banqi',
    kind: 'safest-reveal',
    position: '1X2X2X/1G2r1X1/X4eA1/3X2H1 r H1S1h1c1s2 4 33',
    hints: 1,
    squares: ['b4', 'e4', 'g3'],
    answer: 'g3',
    marks: [circle('b4'), circle('e4'), circle('g3')],
  },

  // --- Banqi 10: the draw count, and a prepared position against the AI ---
  {
    id: 'learn-draw-capture',
    rules: ['B5', 'B8'],
    game: 'banqi',
    kind: 'find-move',
    position: 's7/8/4h3/4R2G r - 119 90',
    hints: 0,
    solutions: ['e1e2'],
  },
  {
    id: 'learn-draw-reveal',
    rules: ['B3', 'B8'],
    game: 'banqi',
    kind: 'find-move',
    position: 'X7/8/3r4/R6X r A1s1 119 88',
    hints: 0,
    solutions: ['a4a4', 'h1h1'],
  },
  {
    id: 'learn-endgame',
    rules: ['B5', 'B8'],
    game: 'banqi',
    kind: 'play-out',
    position: 'R1h5/3H4/8/8 r - 0 30',
    hints: 0,
    goal: { kind: 'win' },
    within: 3,
    par: 2,
    defence: LEVEL_ONE,
    solution: ['a4b4', 'd3d4'],
  },

  // --- Jungle 1: the dens ---
  {
    id: 'learn-den-diagonal',
    rules: ['J1', 'J6'],
    game: 'jungle',
    kind: 'legality',
    position: '7/2D4/6w/7/7/7/7/7/E6 r 0 20',
    hints: 0,
    move: 'c8d9',
    expect: 'diagonal',
  },
  {
    id: 'learn-collect-walk',
    rules: ['J1'],
    game: 'jungle',
    kind: 'collect',
    // The dog walks round its own den (d1), which it may not enter.
    position: '6e/7/7/7/7/7/7/7/D6 r 0 10',
    hints: 0,
    piece: 'a1',
    targets: ['c3', 'e2'],
    par: 7,
    solution: ['a1a2', 'a2a3', 'a3b3', 'b3c3', 'c3c2', 'c2d2', 'd2e2'],
  },

  // --- Jungle 3: water ---
  {
    id: 'learn-collect-swim',
    rules: ['J2'],
    game: 'jungle',
    kind: 'collect',
    // Only the rat may swim: two of its marks are in the lakes.
    position: '6t/7/7/7/7/3R3/7/7/7 r 0 12',
    hints: 0,
    piece: 'd4',
    targets: ['c5', 'e6', 'd8'],
    par: 8,
    solution: ['d4c4', 'c4c5', 'c5c6', 'c6d6', 'd6e6', 'e6d6', 'd6d7', 'd7d8'],
  },

  // --- Jungle 2: strength ---
  {
    id: 'learn-equal-strength',
    rules: ['J3'],
    game: 'jungle',
    kind: 'legality',
    position: '7/6l/7/7/3w3/3W3/7/7/C6 r 0 20',
    hints: 0,
    move: 'd4d5',
    expect: 'legal',
  },
  {
    id: 'learn-too-weak',
    rules: ['J3'],
    game: 'jungle',
    kind: 'legality',
    position: 'l6/7/7/7/7/7/d6/C6/6R r 0 20',
    hints: 0,
    move: 'a2a3',
    expect: 'rank-too-low',
  },

  // --- Jungle 4: the water's edge ---
  {
    id: 'learn-edge-captures',
    rules: ['J2', 'J3'],
    game: 'jungle',
    kind: 'all-captures',
    position: '7/7/6t/3w3/eRrL3/7/7/7/7 r 0 20',
    hints: 1,
    captures: ['b5c5', 'd5d6'],
  },

  // --- Jungle 5: jumps ---
  {
    id: 'learn-collect-jump',
    rules: ['J2', 'J5'],
    game: 'jungle',
    kind: 'collect',
    // The lion may not swim, but it jumps each lake in one move, across or along.
    position: '7/7/7/7/3L3/7/7/7/e6 r 0 14',
    hints: 0,
    piece: 'd5',
    targets: ['a5', 'g5', 'c7'],
    par: 7,
    solution: ['d5a5', 'a5d5', 'd5g5', 'g5d5', 'd5d6', 'd6d7', 'd7c7'],
  },

  // --- Jungle 9: every rule together ---
  {
    id: 'learn-mixed-captures',
    rules: ['J3', 'J4', 'J5'],
    game: 'jungle',
    kind: 'all-captures',
    position: '7/7/4d2/7/L2wr2/7/e3T1t/R1C3D/2p4 r 0 30',
    hints: 1,
    captures: ['a2a3', 'a5d5', 'c2c1'],
  },
  {
    id: 'learn-mixed-safe',
    rules: ['J2', 'J3', 'J5'],
    game: 'jungle',
    kind: 'find-move',
    position: '7/7/7/7/7/2rc2t/2dW3/7/E6 r 0 30',
    hints: 1,
    solutions: ['d3c3'],
    outcome: 'safe-capture',
  },

  // --- Jungle 10: no move, no piece, the draw count ---
  {
    id: 'learn-last-piece',
    rules: ['J3', 'J6'],
    game: 'jungle',
    kind: 'find-move',
    position: '7/7/7/3T3/3w3/3C3/7/7/7 r 0 40',
    hints: 0,
    solutions: ['d6d5'],
    outcome: 'red-wins',
  },
  {
    id: 'learn-den-at-59',
    rules: ['J6'],
    game: 'jungle',
    kind: 'find-move',
    position: '2L4/7/w6/7/7/7/7/3D3/7 r 59 70',
    hints: 0,
    solutions: ['c9d9'],
    outcome: 'red-wins',
  },

  // --- Jungle 11: a race to the den against the AI ---
  {
    id: 'learn-den-covered-entrance',
    rules: ['J4', 'J6'],
    game: 'jungle',
    kind: 'play-out',
    // The blue cat on e8 covers the traps d8 and e9; only c9 leads into the den unguarded.
    position: '7/1L2c2/7/7/7/w6/7/5D1/E6 r 0 30',
    hints: 1,
    goal: { kind: 'win', reason: 'den-entered' },
    within: 3,
    par: 3,
    defence: LEVEL_ONE,
    solution: ['b8c8', 'c8c9', 'c9d9'],
  },
];
