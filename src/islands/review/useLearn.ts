/**
 * "Learn from your mistakes" (hook: data-action="learn-mistakes"): the reader's own mistakes and
 * blunders, one exercise each: the position before the move, "find a better move". A try is the
 * engine's best move (solved at once), the move of the game (said so), or judged by the worker
 * (useJudge.ts, src/review/judge-move.ts): solved when it loses less than an inaccuracy.
 * The reader's moves are those of `side` (the address's `?side=`), of both sides when it is null.
 */
import { useState } from 'preact/hooks';
import type { Mark } from '../../board/types';
import type { PlayRules } from '../../play/rules';
import type { GameReview, PlyReview, Seat } from '../../review/types';
import { moveMark } from './line-view';
import { useJudge } from './useJudge';
import { bareMove } from './move-words';

/** How the current exercise stands; `chance` is the mover's winning chance after the try (0-100). */
export type TryState =
  | { readonly kind: 'todo' }
  | { readonly kind: 'judging'; readonly move: string }
  | { readonly kind: 'solved' | 'wrong'; readonly move: string; readonly chance: number }
  | { readonly kind: 'same'; readonly move: string }
  | { readonly kind: 'illegal'; readonly code: string }
  | { readonly kind: 'failed'; readonly move: string };

/** The half-moves to learn from: mistakes and blunders of `side` (both sides when null), in order. */
export function mistakesOf(review: GameReview, side: Seat | null): PlyReview[] {
  return review.plies.filter(
    (p) => (p.mark === 'mistake' || p.mark === 'blunder') && (side === null || p.seat === side),
  );
}

export function useLearn<P>(
  rules: PlayRules<P>,
  before: (ply: number) => P,
  review: GameReview | null,
  side: Seat | null,
  nodes: number | undefined,
) {
  const judge = useJudge(rules.game, nodes);
  const [index, setIndex] = useState<number | null>(null);
  const [tried, setTried] = useState<TryState>({ kind: 'todo' });
  const [hint, setHint] = useState(false);
  const [answer, setAnswer] = useState(false);
  const list = review === null ? [] : mistakesOf(review, side);
  const ply = index === null ? null : (list[index] ?? null);
  const position = ply === null ? null : before(ply.ply);

  const go = (i: number | null): void => {
    setIndex(i);
    setTried({ kind: 'todo' });
    setHint(false);
    setAnswer(false);
  };

  const onTry = (move: string): void => {
    if (ply === null || position === null || tried.kind === 'solved') return;
    if (move === bareMove(ply.move)) return setTried({ kind: 'same', move });
    if (move === ply.best) return setTried({ kind: 'solved', move, chance: ply.before });
    setTried({ kind: 'judging', move });
    judge(rules.format(position), move, (j) =>
      setTried(
        j === null ? { kind: 'failed', move } : { kind: j.accepted ? 'solved' : 'wrong', move, chance: j.after },
      ),
    );
  };

  const marks: Mark[] = [];
  if (ply !== null) {
    if (tried.kind === 'solved' || tried.kind === 'wrong')
      marks.push(moveMark(tried.move, tried.kind === 'solved' ? 'good' : 'bad'));
    if (answer) marks.push(moveMark(ply.best, 'good'));
    else if (hint) marks.push({ kind: 'circle', square: ply.best.slice(0, 2), tone: 'hint' });
  }

  return {
    total: list.length,
    index,
    ply,
    position,
    tried,
    hint,
    answer,
    marks,
    start: () => go(list.length === 0 ? null : 0),
    next: () => go(index !== null && index + 1 < list.length ? index + 1 : null),
    exit: () => go(null),
    showHint: () => setHint(true),
    toggleAnswer: () => setAnswer(!answer),
    onTry,
    /** A move the rules refuse, with the rules' reason code. */
    onRefuse: (code: string) => setTried({ kind: 'illegal', code }),
  };
}

export type Learn<P> = ReturnType<typeof useLearn<P>>;
