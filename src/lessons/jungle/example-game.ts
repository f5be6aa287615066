/**
 * The annotated example game of the Jungle guide (issue 46): thirteen half-moves from the start, stepped
 * through on one board by <ExampleGame game="jungle" />: both rats take to the water, the red lion
 * walks to the bank, finds its own rat in the way of the jump, and jumps once the rat has moved on.
 * The comment of half-move n is lesson.jungle.example.<n> (exampleKeys in ../keys.ts);
 * tests/unit/lessons/jungle-answers.test.ts proves every move legal in turn with the engine.
 */
import { START_POSITION } from '../../engine/jungle';
import type { ExampleGame } from '../types';

export const JUNGLE_EXAMPLE_GAME: ExampleGame = {
  game: 'jungle',
  start: START_POSITION,
  moves: ['g3g4', 'a7a6', 'g4f4', 'a6b6', 'g1g2', 'g9g8', 'g2g3', 'e7d7', 'g3g4', 'd7d6', 'f4f5', 'b6b5', 'g4d4'],
};
