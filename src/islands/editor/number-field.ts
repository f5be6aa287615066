/** The props of the editor's number fields (clock, move number, pool counts): the draft follows the typing. */
import type { JSX } from 'preact';

/** A whole number of zero or more typed in a number field, or null. */
function readCount(typed: string): number | null {
  const n = Number(typed);
  return typed !== '' && Number.isInteger(n) && n >= 0 ? n : null;
}

export function numberInput(value: number, min: number, max: number, set: (n: number) => void) {
  return {
    type: 'number',
    inputMode: 'numeric' as const,
    min,
    max,
    value: String(value),
    // The draft follows the field as it is typed, so a render that comes in between (the address
    // following an earlier edit) cannot put the old number back before the field is left.
    onInput: (e: JSX.TargetedEvent<HTMLInputElement>) => {
      const n = readCount(e.currentTarget.value);
      if (n !== null && n !== value) set(n);
    },
    // Left unreadable (empty, negative, a fraction): the field shows the draft's number again.
    onChange: (e: JSX.TargetedEvent<HTMLInputElement>) => {
      if (readCount(e.currentTarget.value) === null) e.currentTarget.value = String(value);
    },
  };
}
