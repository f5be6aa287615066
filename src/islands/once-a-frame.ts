/** A pair of an event target and one of its event names, such as `[window, 'resize']`. */
export type Listened = readonly [EventTarget, string];

/**
 * Runs `work` once at the next frame and then after the given events, at most once a frame however often
 * they fire (scroll and resize listeners, passive). `schedule` asks for a run; `stop` removes the listeners
 * and cancels a run not yet made.
 */
export function onceAFrame(
  work: () => void,
  events: readonly Listened[],
): { readonly schedule: () => void; readonly stop: () => void } {
  let frame = 0;
  const run = (): void => {
    frame = 0;
    work();
  };
  const schedule = (): void => {
    if (frame === 0) frame = requestAnimationFrame(run);
  };
  schedule();
  for (const [target, name] of events) target.addEventListener(name, schedule, { passive: true });
  return {
    schedule,
    stop: () => {
      for (const [target, name] of events) target.removeEventListener(name, schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
