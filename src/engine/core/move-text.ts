import type { Geometry } from './geometry';
import { parseSquare } from './geometry';
import { err, ok, type Result } from './result';

/** A move as written in notation: from-square, to-square, and an optional revealed identity (`c3c3=h`). */
export interface MoveText {
  readonly from: number;
  readonly to: number;
  /** The letter after `=`, only meaningful for a Banqi reveal in a record. */
  readonly reveal?: string;
}

export type MoveTextError = 'move-syntax' | 'move-off-board';

export function parseMoveText(g: Geometry, text: string): Result<MoveText, MoveTextError> {
  const m = /^([a-z][1-9])([a-z][1-9])(?:=([A-Za-z]))?$/.exec(text);
  if (!m) return err('move-syntax');
  const from = parseSquare(g, m[1]!);
  const to = parseSquare(g, m[2]!);
  if (from === undefined || to === undefined) return err('move-off-board');
  return ok(m[3] === undefined ? { from, to } : { from, to, reveal: m[3] });
}

/** Sorts values in plain string order of their move text: the one order of legal moves in both games. */
export function sortByText<T>(values: readonly T[], text: (value: T) => string): T[] {
  const keyed = values.map((value) => ({ value, key: text(value) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map((k) => k.value);
}

/** A move given as a value or as its text: the value itself, or the text parsed by `parse`. */
export function parseIfText<T extends object, E>(
  input: T | string,
  parse: (text: string) => Result<T, E>,
): Result<T, E> {
  return typeof input === 'string' ? parse(input) : ok(input);
}
