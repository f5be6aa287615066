/** The arrows that show a board exercise's answer (the "show answer" toggle). */
import type { Mark } from '../../board/types';
import { assertNever } from '../../engine/core/result';
import type { BoardExercise as BoardEx } from '../../lessons/judge';
import { arrow } from './board-view';

export /** Marks that show the answer on the board. */
function answerMarks(ex: BoardEx): Mark[] {
  switch (ex.kind) {
    case 'legality':
      return [arrow(ex.move, ex.expect === 'legal' ? 'good' : 'bad')];
    case 'find-move':
      return ex.solutions.map((m) => arrow(m, 'good'));
    case 'all-captures':
      return ex.captures.map((m) => arrow(m, 'good'));
    case 'sandbox':
      return [];
    default:
      return assertNever(ex);
  }
}
