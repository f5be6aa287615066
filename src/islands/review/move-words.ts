/**
 * The review's moves in the site's prose (board/move-prose.ts): 'c4–b4', 'a2×a3', a reveal by its square. The
 * analysis keeps moves in the compact notation of records ('c4b4'); whatever the reader sees is written here,
 * from the position each move is played in, so that a capture is told from a step.
 */
import { moveProse } from '../../board/move-prose';
import type { PlayRules } from '../../play/rules';
import type { PlyReview } from '../../review/types';

/** A move as played, without the identity a recorded Banqi reveal carries ('c3c3=R' -> 'c3c3'). */
export const bareMove = (move: string): string => move.split('=')[0]!;

/** One move played on `pos` in prose; a Banqi reveal ('c3c3', or 'c3c3=R' as recorded) is its square. */
export function proseMove<P>(rules: PlayRules<P>, pos: P, move: string): string {
  const bare = bareMove(move);
  const from = bare.slice(0, 2);
  const to = bare.slice(2, 4);
  if (move === '' || rules.isReveal(bare)) return from;
  return moveProse(from, to, rules.isCapture(pos, bare));
}

/**
 * A line of moves from `pos` in prose, each on the position its predecessors lead to. It ends with the first
 * reveal (nobody knew what it would turn up, so what follows is not a position) or a move the rules refuse.
 */
export function proseLine<P>(rules: PlayRules<P>, pos: P, line: readonly string[]): string {
  const words: string[] = [];
  let at = pos;
  for (const move of line) {
    words.push(proseMove(rules, at, move));
    if (rules.isReveal(move)) break;
    const next = rules.play(at, move);
    if (!next.ok) break;
    at = next.value;
  }
  return words.join(' ');
}

/** What the reader sees of one reviewed half-move: the move played, the better one and the engine's line. */
export interface PlyWords {
  readonly move: string;
  readonly best: string;
  readonly line: string;
}

/**
 * The words of one reviewed half-move. The line is written when first read (a note or an answer shows one
 * half-move's at a time), so the render of a whole finished review does not play out every ply's line.
 */
export function plyWords<P>(rules: PlayRules<P>, before: P, ply: PlyReview): PlyWords {
  let line: string | undefined;
  return {
    move: proseMove(rules, before, ply.move),
    best: ply.best === '' ? '' : proseMove(rules, before, ply.best),
    get line() {
      return (line ??= proseLine(rules, before, ply.line));
    },
  };
}
