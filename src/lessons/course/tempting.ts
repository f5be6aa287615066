/**
 * The most tempting wrong moves of the course's "find the move" tasks (issue 45), each with its own reason
 * (text key lesson.<game>.<id>.tempting.<move>), shown as the wrong try's feedback instead of the generic
 * "allowed, but not what the task asks". Chosen with the engine among each task's legal wrong moves: captures
 * that are taken back, captures that do not end the game, a step that leaves a screen. Proven legal and wrong in
 * the task's position by tests/unit/lessons/tempting.test.ts. Every find-the-move task of the course has two or
 * three, or as many as it has legal wrong moves when that is fewer (a task where every legal action is right has none).
 */
import type { GameId } from '../../i18n/routes';

/** Task id -> the tempting wrong moves, in notation. */
export const TEMPTING: Readonly<Record<string, { readonly game: GameId; readonly moves: readonly string[] }>> = {
  // --- Banqi ---
  'learn-one-step': { game: 'banqi', moves: ['e4d4', 'e4e3', 'c3c3'] },
  'learn-only-move': { game: 'banqi', moves: ['e1e1', 'h2h2', 'b4b4'] },
  'practice-safe-capture': { game: 'banqi', moves: ['d2d3', 'd2e2'] },
  'end-last-piece': { game: 'banqi', moves: ['a1a2', 'a1b1'] },
  'learn-win-rank': { game: 'banqi', moves: ['a3a4', 'c3c4'] },
  'learn-win-no-move': { game: 'banqi', moves: ['a2a1', 'b1a1'] },
  'faq-xiangqi': { game: 'banqi', moves: ['b1b2', 'a3b3'] },
  'cannon-capture': { game: 'banqi', moves: ['b2b3', 'b2c2'] },
  'faq-cannon': { game: 'banqi', moves: ['f1g1', 'h1h2'] },
  'practice-cannon': { game: 'banqi', moves: ['d3c3', 'd2d2', 'f2g2'] },
  // Every other legal action draws: the reveal is the one wrong move.
  'faq-forever': { game: 'banqi', moves: ['e4e4'] },
  'learn-draw-capture': { game: 'banqi', moves: ['e1d1', 'h1h2'] },
  'learn-draw-reveal': { game: 'banqi', moves: ['a1a2', 'a1b1'] },
  // --- Jungle ---
  'end-den': { game: 'jungle', moves: ['d8d7', 'd8e8'] },
  'learn-mixed-safe': { game: 'jungle', moves: ['d3d4', 'd3e3'] },
  'end-no-move': { game: 'jungle', moves: ['b1b2', 'g5d5'] },
  'learn-last-piece': { game: 'jungle', moves: ['d4d3', 'd6g6'] },
  'learn-den-at-59': { game: 'jungle', moves: ['c9c8', 'd2d3'] },
  'terrain-den': { game: 'jungle', moves: ['e9f9', 'e9e8'] },
};

/** The reason's text key of a tempting wrong move of a task, or null when the move is not one. */
export function temptingKey(id: string, move: string): string | null {
  const t = TEMPTING[id];
  return t !== undefined && t.moves.includes(move) ? `lesson.${t.game}.${id}.tempting.${move}` : null;
}

/** Every reason key of a task's tempting moves (none for a task without any). */
export const temptingKeys = (id: string): string[] =>
  (TEMPTING[id]?.moves ?? []).map((m) => temptingKey(id, m)).filter((k): k is string => k !== null);
