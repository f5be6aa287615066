/**
 * Moves focus after the current render (the next frame) within the game screen of `game`: to the
 * board's cursor square, or to a control by its test id.
 */
export function focusLater(game: string, testid?: string): void {
  const selector = testid === undefined ? '.pyb-grid [tabindex="0"]' : `[data-testid="${testid}"]`;
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>(`.play--${game} ${selector}`)?.focus());
}
