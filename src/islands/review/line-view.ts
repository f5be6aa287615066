/**
 * The engine's line on the board, step by step (issue 48). For a reviewed half-move, step 0 is the
 * position before it with two arrows, the move played (tone 'bad') and the engine's better move
 * ('good'); step k is the position after the line's first k moves, its k-th move as the last move
 * and the next one as an arrow ('info'). A Banqi line stops at a reveal, whose identity nobody knew:
 * that reveal is a ring on the last step, never played. Arrows lie under the pieces (BoardMarks.tsx).
 */
import type { Mark } from '../../board/types';
import type { PlayRules } from '../../play/rules';
import { bareMove, proseMove } from './move-words';

export interface LineStep<P> {
  readonly position: P;
  /** The line's move that led here (null at step 0). */
  readonly move: string | null;
  /** That move in prose ('' at step 0). */
  readonly said: string;
  readonly last: { readonly from: string; readonly to: string } | undefined;
  readonly marks: readonly Mark[];
}

type Tone = NonNullable<Extract<Mark, { kind: 'arrow' }>['tone']>;

/** A move as a mark: an arrow from its square to its target; a reveal (the square twice) as a ring. */
export function moveMark(move: string, tone: Tone): Mark {
  const from = move.slice(0, 2);
  const to = move.slice(2, 4);
  return from === to ? { kind: 'circle', square: from, tone } : { kind: 'arrow', from, to, tone };
}

const squaresOf = (move: string) => ({ from: move.slice(0, 2), to: move.slice(2, 4) });

/** The steps of the line from `before` (the position the move `played` was made in). */
export function lineSteps<P>(rules: PlayRules<P>, before: P, played: string, line: readonly string[]): LineStep<P>[] {
  const bare = bareMove(played);
  const first: Mark[] = line.length === 0 ? [] : [moveMark(line[0]!, 'good')];
  if (line[0] !== bare) first.unshift(moveMark(bare, 'bad'));
  const steps: LineStep<P>[] = [{ position: before, move: null, said: '', last: undefined, marks: first }];
  let pos = before;
  for (let k = 0; k < line.length; k++) {
    const move = line[k]!;
    if (rules.isReveal(move)) break;
    const next = rules.play(pos, move);
    if (!next.ok) break;
    const at = pos;
    pos = next.value;
    const following = line[k + 1];
    steps.push({
      position: pos,
      move,
      said: proseMove(rules, at, move),
      last: squaresOf(move),
      marks: following === undefined ? [] : [moveMark(following, 'info')],
    });
  }
  return steps;
}
