/**
 * An exercise's board sized so that its instruction, the board and the verdict fit on one screen (issue 45: a
 * phone at 375 x 740 shows all three without scrolling). Plain DOM, shared by the exercise island
 * (useBoardFit.ts) and a course stage's page script, which fits the server-drawn tasks before they hydrate.
 * It measures what lies between the exercise's top and its feedback line without the board (the instruction,
 * notes, the status line, Yes / No), adds room for a verdict of a few lines and the "Next" under it, and sets
 * the sum as --ex-reserve on the exercise; lesson.css gives the board the window's height less that. The
 * board's own height is left out of the sum, so a smaller board changes nothing measured: no resize loop.
 */

/** Room kept under the board for the verdict and the control right under it ("Next"), in CSS pixels. */
const VERDICT_ROOM = 190;

function fitBoard(root: HTMLElement): void {
  const stage = root.querySelector<HTMLElement>('.pyb-stage');
  const feedback = root.querySelector<HTMLElement>('[data-task-feedback]');
  if (stage === null || feedback === null) return;
  const top = root.getBoundingClientRect().top;
  const beside = feedback.getBoundingClientRect().top - top - stage.getBoundingClientRect().height;
  const value = `${Math.max(0, Math.round(beside + VERDICT_ROOM))}px`;
  if (root.style.getPropertyValue('--ex-reserve') !== value) root.style.setProperty('--ex-reserve', value);
}

/** Fits `root` now and whenever it resizes (its text wraps anew, a note appears); returns the way to stop. */
export function watchBoardFit(root: HTMLElement): () => void {
  fitBoard(root);
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => fitBoard(root));
  observer.observe(root);
  return () => observer.disconnect();
}

/**
 * After a verdict: when the feedback line is not wholly on screen (a form under the board was used, or the page
 * was scrolled), brings the exercise's top to the window's top, where instruction, board and verdict fit.
 */
export function keepVerdictInView(root: HTMLElement | null): void {
  const feedback = root?.querySelector<HTMLElement>('[data-task-feedback]');
  if (root === null || root === undefined || feedback === null || feedback === undefined) return;
  const box = feedback.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  root.scrollIntoView({ block: 'start' });
}
