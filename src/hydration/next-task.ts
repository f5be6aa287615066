/**
 * A promise settled in a later task of the main thread, so the work after it does not lengthen the current
 * task (issue 16: Lighthouse counts each task over 50 ms on a slowed phone as blocking time). Uses the
 * browser's scheduler.yield where there is one (the continuation keeps its place ahead of other tasks),
 * otherwise a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
