/**
 * Frozen status values, made once per module: `boardStatus` runs inside the searches and must not
 * allocate, so each game keeps one object per result and reason and returns those.
 */
export type Win<W extends string, R extends string> = { readonly result: `${W}-wins`; readonly reason: R };

/** The two wins for `reason`, one per winning colour (`red` and the game's other colour). */
export function winsBy<W extends string, R extends string>(colours: readonly [W, W], reason: R): Record<W, Win<W, R>> {
  const out = {} as Record<W, Win<W, R>>;
  for (const colour of colours) out[colour] = Object.freeze({ result: `${colour}-wins` as const, reason });
  return out;
}
