/**
 * The most tempting wrong moves of the course's "find the move" tasks (issue 45), each with its own reason
 * (text key lesson.<game>.<id>.tempting.<move>), shown as the wrong try's feedback instead of the generic
 * "allowed, but not what the task asks". Chosen with the engine among each task's legal wrong moves: captures
 * that are taken back, captures that do not end the game, a step that leaves a screen. Proven legal and wrong in
 * the task's position by tests/unit/lessons/tempting.test.ts.
 */
import type { GameId } from '../../i18n/routes';

/** Task id -> the tempting wrong moves, in notation. */
export const TEMPTING: Readonly<Record<string, { readonly game: GameId; readonly moves: readonly string[] }>> = {
  'practice-safe-capture': { game: 'banqi', moves: ['d2d3'] },
  'learn-win-no-move': { game: 'banqi', moves: ['a2a1', 'b1a1'] },
  'cannon-capture': { game: 'banqi', moves: ['b2b3'] },
  'learn-mixed-safe': { game: 'jungle', moves: ['d3d4'] },
};

/** The reason's text key of a tempting wrong move of a task, or null when the move is not one. */
export function temptingKey(id: string, move: string): string | null {
  const t = TEMPTING[id];
  return t !== undefined && t.moves.includes(move) ? `lesson.${t.game}.${id}.tempting.${move}` : null;
}

/** Every reason key of a task's tempting moves (none for a task without any). */
export const temptingKeys = (id: string): string[] =>
  (TEMPTING[id]?.moves ?? []).map((m) => temptingKey(id, m)).filter((k): k is string => k !== null);
