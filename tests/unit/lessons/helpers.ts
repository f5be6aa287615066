/** Shared helpers for the lesson tests: exercises by kind, parsed positions. */
import { parsePosition, squareOf, type Position } from '../../../src/engine/banqi';
import { BANQI_EXERCISES } from '../../../src/lessons/banqi/exercises';
import { JUNGLE_EXERCISES } from '../../../src/lessons/jungle/exercises';
import type { Exercise } from '../../../src/lessons/types';

/** The Banqi exercises (the tests of this folder that parse positions are Banqi's; Jungle's have jungle-*.test.ts). */
export const EXERCISES: readonly Exercise[] = BANQI_EXERCISES;

/** Every exercise of every game. */
export const ALL_EXERCISES: readonly Exercise[] = [...BANQI_EXERCISES, ...JUNGLE_EXERCISES];

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
