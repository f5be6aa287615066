/** Shared helpers for the lesson tests: exercises by kind, parsed positions. */
import { parsePosition, squareOf, type Position } from '../../../src/engine/banqi';
import { BANQI_EXERCISES } from '../../../src/lessons/banqi/exercises';
import { COURSE_EXERCISES } from '../../../src/lessons/course/exercises';
import { JUNGLE_EXERCISES } from '../../../src/lessons/jungle/exercises';
import type { LessonEngine } from '../../../src/lessons/engine';
import type { ProgressStore } from '../../../src/lessons/progress';
import { judgePlayOutMove } from '../../../src/lessons/playout';
import type { Exercise, PlayOutExercise } from '../../../src/lessons/types';

/**
 * The Banqi exercises, the guide's and the course's own (the tests of this folder that parse positions are Banqi's;
 * Jungle's have jungle-*.test.ts).
 */
export const EXERCISES: readonly Exercise[] = [
  ...BANQI_EXERCISES,
  ...COURSE_EXERCISES.filter((e) => e.game === 'banqi'),
];

/** Every exercise of every game: the guides' and the Learn course's own. */
export const ALL_EXERCISES: readonly Exercise[] = [...BANQI_EXERCISES, ...JUNGLE_EXERCISES, ...COURSE_EXERCISES];

export function ofKind<K extends Exercise['kind']>(kind: K): Extract<Exercise, { kind: K }>[] {
  return EXERCISES.filter((e): e is Extract<Exercise, { kind: K }> => e.kind === kind);
}

/** Test name prefix citing the exercise's rules: 'B6 B7 cannon-two-screens'. */
export const named = (ex: Exercise): string => `${ex.rules.join(' ')} ${ex.id}`;

export function position(text: string): Position {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(`test position refused (${p.error.field}/${p.error.reason}): ${text}`);
  return p.value;
}

export function square(name: string): number {
  const sq = squareOf(name);
  if (sq === undefined) throw new Error(`bad square ${name}`);
  return sq;
}

/** Whether the reader (to move) reaches a play-out's goal within `n` moves whatever the defence replies. */
export function forcedWithin<P>(engine: LessonEngine<P>, ex: PlayOutExercise, pos: P, n: number): boolean {
  if (n <= 0) return false;
  return engine.legalMoves(pos).some((m) => {
    const j = judgePlayOutMove(engine, { ...ex, within: n }, pos, m, 0);
    if (j.verdict === 'success') return true;
    if (j.verdict !== 'continue') return false;
    const replies = engine.legalMoves(j.position);
    return (
      replies.length > 0 &&
      replies.every((r) => {
        const next = engine.play(j.position, r);
        return next.ok && engine.status(next.value).result === 'ongoing' && forcedWithin(engine, ex, next.value, n - 1);
      })
    );
  });
}

/** A storage in memory, for the progress and stars stores. */
export function memoryStore(initial: Record<string, string> = {}): ProgressStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

/** A storage that refuses every access, as a browser with storage blocked does. */
export function blockedStore(): ProgressStore {
  const refuse = (): never => {
    throw new Error('SecurityError');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}
