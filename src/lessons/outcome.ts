/**
 * What one action of the reader in an exercise counts as, for a course stage's stars and the tasks' data-verdict
 * hook: a correct step that keeps the task going ('progress': one capture of several found, a move of a play-out
 * that the defence answers, a sandbox goal ticked), a wrong try ('wrong': it costs the stage a star), or the
 * solve ('solved'). An action that is no attempt at the task (a plain sandbox move, a capture found again, a
 * check pressed before choosing) has none: null. Only 'wrong' is a wrong try: a correct step never is.
 */
export type Outcome = 'progress' | 'wrong' | 'solved';

export const isWrongTry = (o: Outcome | null | undefined): boolean => o === 'wrong';

/**
 * The wrong tries one action costs a course stage: 1 for a wrong try; for a solve, one per move beyond the task's
 * par (a play-out won in 3 moves where 2 suffice costs what one wrong try costs, ./playout.ts movesOverPar).
 */
export const triesCost = (o: Outcome | null | undefined, overPar = 0): number =>
  (isWrongTry(o) ? 1 : 0) + (o === 'solved' ? Math.max(0, overPar) : 0);
