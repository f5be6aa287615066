/** A value or a typed error. Parsers return this and never throw. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

/** Compile-time exhaustiveness check for switch statements over unions. */
export function assertNever(value: never): never {
  throw new Error(`unreachable: ${String(value)}`);
}
