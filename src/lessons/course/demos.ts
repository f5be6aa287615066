/**
 * The short demonstration that opens each stage of the course (issue 45): before the first task, the stage's idea
 * played on the board for the reader, one step at a time, with the squares that matter highlighted and a caption
 * per step (learn.<game>.demo<n>.step<k>, keys.ts). Positions are written for the demonstrations (never a task's
 * own); tests/unit/lessons/demos.test.ts plays every step through the engine and checks that every stage has one.
 * A Banqi reveal names the identity it turns up (`c3c3=h`): a demonstration is a fixed lesson, not a game.
 */
import type { GameId } from '../../i18n/routes';
import type { RuleTag } from './rule-tags';

interface DemoStep {
  /** Move text, played from the position the previous steps leave; a Banqi reveal with its identity. */
  readonly move: string;
  /** The squares that matter for this step, highlighted while it is shown. */
  readonly squares: readonly string[];
}

export interface StageDemo {
  /** The rules the demonstration shows: its stage's, or earlier ones (checked by the tests). */
  readonly shows: readonly RuleTag[];
  readonly position: string;
  /** One to three steps; step k's caption is learn.<game>.demo<n>.step<k>. */
  readonly steps: readonly DemoStep[];
}

const step = (move: string, ...squares: string[]): DemoStep => ({ move, squares });

/** Banqi, stage by stage (stages.ts). */
const BANQI: readonly StageDemo[] = [
  {
    // A turn is one action: a step to the empty square, then the other side's reveal.
    shows: ['B3', 'B4'],
    position: 'XXXXXXXX/XX1XXXXX/XXRXXXXX/XXXXXXXX r G1A2E2R1H2C2S5g1a2e2r2h2c2s4 0 3',
    steps: [step('c2c3', 'c2', 'c3'), step('f3f3=h', 'f3')],
  },
  {
    // Face-down pieces and the horse's own soldier wall it in on three sides.
    shows: ['B7', 'B4-own-piece'],
    position: 'XXXXXXXX/XXXXXXXX/XX1HSXXX/XXXXXXXX r G1A2E2R2H1C2S4g1a2e2r2h2c2s4 2 6',
    steps: [step('d2c2', 'd3', 'e2', 'd1', 'c2')],
  },
  {
    // The chariot (4) takes the horse (3); the elephant (5) takes the chariot back.
    shows: ['B5'],
    position: 'XX1XXXXX/XXRhXXXX/XX1eXXXX/XXXXXXXX r G1A2E2R1H2C2S4g1a2e1r2h1c2s4 0 9',
    steps: [step('c3d3', 'c3', 'd3'), step('d2d3', 'd2', 'd3')],
  },
  {
    // Black's last piece is the soldier: taking it wins, though a face-down piece is still on the board.
    shows: ['B8'],
    position: '7X/8/2sH4/8 r R1 4 41',
    steps: [step('d2c2', 'c2', 'h4')],
  },
  {
    // The soldier takes the general; the general could not have taken the soldier.
    shows: ['B5-soldier-general'],
    position: 'XXX1XXXX/XXXgXXXX/XXXSXXXX/XXXXXXXX r G1A2E2R2H2C2S3a2e2r2h2c2s5 0 7',
    steps: [step('d2d3', 'd2', 'd3')],
  },
  {
    // The cannon jumps the one piece between, however far, onto a piece of any rank.
    shows: ['B6'],
    position: 'XXXXXXXX/XXX1XXXX/C1A1g3/XXXXXXXX r G1A1E2R2H2C1S3a2e2r2h1c2s2 0 12',
    steps: [step('a2e2', 'a2', 'c2', 'e2')],
  },
  {
    // A face-down piece is a screen like any other, but never the target.
    shows: ['B6-face-down-screen', 'B6-face-down-target'],
    position: 'XXXX1XXX/X1X1C1X1/XX1XXXXX/1XXXrXXX r G1A2E2R2H2C1S3g1a2e2r1h2c2 0 14',
    steps: [step('e3e1', 'e2', 'e1', 'c3', 'a3')],
  },
  {
    // Three face-down squares, and the pool says what they hide; one reveal, and two are left.
    shows: ['B9'],
    position: '2X4X/1R6/3X4/h7 r a1s2 3 35',
    steps: [step('h4h4=s', 'c4', 'h4', 'd2'), step('c4c4=a', 'c4', 'd2')],
  },
  {
    // Beside the chariot, a revealed general would take it; far from it, nothing can.
    shows: ['B9-odds'],
    position: '2X4X/2R5/8/X7 r g1s2 5 38',
    steps: [step('h4h4=s', 'c4', 'h4')],
  },
  {
    // At 118 half-moves without a capture or a reveal, a capture sets the count back to zero.
    shows: ['B8-draw'],
    position: '8/3E4/3h4/6a1 r - 118 80',
    steps: [step('d3d2', 'd3', 'd2')],
  },
];

/** Jungle, stage by stage (stages.ts). */
const JUNGLE: readonly StageDemo[] = [
  {
    // One step, never diagonal; the wolf enters the blue den and wins.
    shows: ['J1', 'J6'],
    position: '2c4/3W3/7/7/7/7/7/7/6L b 4 18',
    steps: [step('c9c8', 'c9', 'c8'), step('d8d9', 'd8', 'd9', 'd1')],
  },
  {
    // The rat takes the elephant on land; the lion takes the rat.
    shows: ['J3', 'J3-rat-elephant'],
    position: '7/7/7/3l3/3e3/3R3/7/7/T6 r 6 22',
    steps: [step('d4d5', 'd4', 'd5'), step('d6d5', 'd6', 'd5')],
  },
  {
    // Only the rat may swim: the rat goes in, the lion beside it may not follow.
    shows: ['J2'],
    position: '6t/7/7/7/7/7/1RL4/7/7 r 2 10',
    steps: [step('b3b4', 'b3', 'b4', 'c3')],
  },
  {
    // No capture crosses the bank: the rat may not take the elephant, the cat may not take the rat.
    shows: ['J2-edge'],
    position: '6t/7/7/7/7/eR5/1c5/7/5L1 r 3 15',
    steps: [step('b4b5', 'b4', 'a4', 'b3')],
  },
  {
    // The lion jumps the whole lake and takes the wolf on the far bank.
    shows: ['J5'],
    position: '6t/7/1w5/7/7/7/1L5/7/7 r 1 9',
    steps: [step('b3b7', 'b3', 'b7')],
  },
  {
    // A rat swims into the tiger's path: the jump is blocked, whichever colour the rat is.
    shows: ['J5-rat-blocks'],
    position: '2l4/7/7/7/5r1/7/4T2/7/6L b 0 16',
    steps: [step('f5e5', 'f5', 'e5'), step('e3d3', 'e3', 'e5', 'e7')],
  },
  {
    // In red's trap the blue lion has strength 0: even the red rat takes it.
    shows: ['J4'],
    position: '6t/7/7/7/7/7/7/7/1Rl4 r 1 21',
    steps: [step('b1c1', 'b1', 'c1')],
  },
  {
    // In blue's trap the rat has strength 0, so the blue elephant, never the rat's taker elsewhere, takes it.
    shows: ['J4-elephant-rat'],
    position: '1e5/2R4/7/7/7/7/7/7/5L1 r 2 25',
    steps: [step('c8c9', 'c8', 'c9'), step('b9c9', 'b9', 'c9')],
  },
  {
    // No new rule: the tiger's jump across the lake lands on the leopard, which it outranks.
    shows: ['J3', 'J5'],
    position: '5l1/7/7/7/T2p3/7/7/7/6L r 4 30',
    steps: [step('a5d5', 'a5', 'd5')],
  },
  {
    // Blue's last animal is taken: with nothing left to move, blue has lost.
    shows: ['J6-no-move'],
    position: '7/7/7/7/7/3c3/3D3/7/5L1 r 9 44',
    steps: [step('d3d4', 'd3', 'd4')],
  },
  {
    // The race: through the trap beside the den, where no blue animal can reach the leopard in time.
    shows: ['J1', 'J6'],
    position: 'e6/4P2/7/7/7/7/7/7/6L r 0 30',
    steps: [step('e8e9', 'e8', 'e9'), step('a9a8', 'a8'), step('e9d9', 'd9')],
  },
];

export const DEMOS: Readonly<Record<GameId, readonly StageDemo[]>> = { banqi: BANQI, jungle: JUNGLE };

/** The demonstration that opens stage n of a game (1-based, as the stages are numbered). */
export function stageDemo(game: GameId, n: number): StageDemo | undefined {
  return DEMOS[game][n - 1];
}
