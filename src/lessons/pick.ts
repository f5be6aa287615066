/** Judging a square picker (kind 'pick-squares'): what the reader marked against the stored set. */

export interface PickCheck {
  /** Asked-for squares the reader did not mark. */
  readonly missing: readonly string[];
  /** Marked squares that are not asked for. */
  readonly extra: readonly string[];
}

export function checkPicks(answer: readonly string[], picked: readonly string[]): PickCheck {
  return {
    missing: answer.filter((sq) => !picked.includes(sq)),
    extra: picked.filter((sq) => !answer.includes(sq)),
  };
}

export const pickSolved = (c: PickCheck): boolean => c.missing.length === 0 && c.extra.length === 0;
