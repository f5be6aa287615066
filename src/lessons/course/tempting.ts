/**
 * The most tempting wrong moves of the course's "find the move" tasks (issue 45), each with its own reason
 * (text key lesson.<game>.<id>.tempting.<move>), shown as the wrong try's feedback instead of the generic
 * "allowed, but not what the task asks". Chosen with the engine among each task's legal wrong moves: captures
 * that are taken back, captures that do not end the game, a step that leaves a screen. Proven legal and wrong in
 * the task's position by tests/unit/lessons/tempting.test.ts. Every find-the-move task of the course has two or
 * three, or as many as it has legal wrong moves when that is fewer (a task where every legal action is right has none).
 */
import type { GameId } from '../../i18n/routes';

/** Task id -> the tempting wrong moves, in notation (the game is the task's own). */
export const TEMPTING: Readonly<Record<string, readonly string[]>> = {
  // --- Banqi ---
  'learn-one-step': ['e4d4', 'e4e3', 'c3c3'],
  'learn-only-move': ['e1e1', 'h2h2', 'b4b4'],
  'practice-safe-capture': ['d2d3', 'd2e2'],
  'end-last-piece': ['a1a2', 'a1b1'],
  'learn-win-rank': ['a3a4', 'c3c4'],
  'learn-win-no-move': ['a2a1', 'b1a1'],
  'faq-xiangqi': ['b1b2', 'a3b3'],
  'cannon-capture': ['b2b3', 'b2c2'],
  'faq-cannon': ['f1g1', 'h1h2'],
  'practice-cannon': ['d3c3', 'd2d2', 'f2g2'],
  // Every other legal action draws: the reveal is the one wrong move.
  'faq-forever': ['e4e4'],
  'learn-draw-capture': ['e1d1', 'h1h2'],
  'learn-draw-reveal': ['a1a2', 'a1b1'],
  // --- Jungle ---
  'end-den': ['d8d7', 'd8e8'],
  'learn-mixed-safe': ['d3d4', 'd3e3'],
  'end-no-move': ['b1b2', 'g5d5'],
  'learn-last-piece': ['d4d3', 'd6g6'],
  'learn-den-at-59': ['c9c8', 'd2d3'],
  'terrain-den': ['e9f9', 'e9e8'],
};

/** A task as its tempting moves' keys need it: its id and its game. */
type Task = { readonly id: string; readonly game: GameId };

const reasonKey = (task: Task, move: string): string => `lesson.${task.game}.${task.id}.tempting.${move}`;

/** The reason's text key of a tempting wrong move of a task, or null when the move is not one. */
export const temptingKey = (task: Task, move: string): string | null =>
  TEMPTING[task.id]?.includes(move) === true ? reasonKey(task, move) : null;

/** Every reason key of a task's tempting moves (none for a task without any). */
export const temptingKeys = (task: Task): string[] => (TEMPTING[task.id] ?? []).map((m) => reasonKey(task, m));
