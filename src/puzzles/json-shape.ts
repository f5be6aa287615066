/**
 * Small hand-written checks for the JSON the trainer page reads (shipped chunks, the reader's save), so that
 * no schema library ships in the page's first load. Each check says whether a value has the shape; the
 * parses of schema.ts and progress.ts build their typed values from the fields these checks accepted.
 */

/** A JSON object (not an array, not null). */
export const isObject = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A whole number within [min, max]. */
export const isInt = (v: unknown, min = -Infinity, max = Infinity): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** A finite number, strictly positive when asked. */
export const isFiniteNumber = (v: unknown, positive = false): v is number =>
  typeof v === 'number' && Number.isFinite(v) && (!positive || v > 0);

/** A string of at least `min` characters. */
export const isText = (v: unknown, min = 0): v is string => typeof v === 'string' && v.length >= min;

/** One of a fixed list of strings. */
export const isOneOf = <T extends string>(v: unknown, values: readonly T[]): v is T =>
  typeof v === 'string' && (values as readonly string[]).includes(v);

/** An array whose every item passes `item`, with at least `min` items. */
export const isArrayOf = <T>(v: unknown, item: (x: unknown) => x is T, min = 0): v is T[] =>
  Array.isArray(v) && v.length >= min && v.every((x) => item(x));

/** An object whose every value passes `value` (its keys are strings by JSON). */
export const isRecordOf = <T>(v: unknown, value: (x: unknown) => x is T): v is Readonly<Record<string, T>> =>
  isObject(v) && Object.values(v).every((x) => value(x));
