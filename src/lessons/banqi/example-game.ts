/**
 * The annotated example game of the Banqi guide (issue 14): eleven half-moves from the start, each
 * reveal with the identity that turned up, stepped through on one board by <ExampleGame />. The
 * comment of half-move n is the dictionary key lesson.banqi.example.<n> (exampleKeys in ../keys.ts).
 * tests/unit/lessons proves every move legal in turn with the engine.
 */
import { START_TEXT } from '../../engine/banqi';
import type { ExampleGame } from '../types';

export const BANQI_EXAMPLE_GAME: ExampleGame = {
  game: 'banqi',
  start: START_TEXT,
  moves: ['c2c2=S', 'f3f3=h', 'a3a3=C', 'c3c3=a', 'a3c3', 'd3d3=r', 'e3e3=E', 'd3c3', 'e3d3', 'c3c2', 'd3c3'],
};
