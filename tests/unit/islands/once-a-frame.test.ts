import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onceAFrame } from '../../../src/islands/once-a-frame';

/** A stand-in for the browser's frames: callbacks wait until `frame()` runs them. */
let waiting = new Map<number, FrameRequestCallback>();
let nextId = 1;
const frame = (): void => {
  const due = waiting;
  waiting = new Map();
  for (const cb of due.values()) cb(0);
};

beforeEach(() => {
  waiting = new Map();
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    waiting.set(nextId, cb);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => waiting.delete(id));
});
afterEach(() => vi.unstubAllGlobals());

describe('onceAFrame', () => {
  it('runs once at the next frame, then once a frame however many events fired', () => {
    const target = new EventTarget();
    let runs = 0;
    onceAFrame(() => runs++, [[target, 'scroll']]);
    expect(runs).toBe(0);
    frame();
    expect(runs).toBe(1);
    for (let i = 0; i < 5; i++) target.dispatchEvent(new Event('scroll'));
    frame();
    expect(runs).toBe(2);
    frame();
    expect(runs).toBe(2);
  });

  it('listens to each target for its own event only', () => {
    const list = new EventTarget();
    const win = new EventTarget();
    let runs = 0;
    onceAFrame(
      () => runs++,
      [
        [list, 'scroll'],
        [win, 'resize'],
      ],
    );
    frame();
    win.dispatchEvent(new Event('scroll'));
    frame();
    expect(runs).toBe(1);
    win.dispatchEvent(new Event('resize'));
    frame();
    list.dispatchEvent(new Event('scroll'));
    frame();
    expect(runs).toBe(3);
  });

  it('after stop, neither a pending run nor a later event runs the work', () => {
    const target = new EventTarget();
    let runs = 0;
    const task = onceAFrame(() => runs++, [[target, 'scroll']]);
    task.stop();
    frame();
    target.dispatchEvent(new Event('scroll'));
    frame();
    expect(runs).toBe(0);
  });

  it('schedule asks for a run as an event does', () => {
    let runs = 0;
    const task = onceAFrame(() => runs++, []);
    frame();
    task.schedule();
    task.schedule();
    frame();
    expect(runs).toBe(2);
  });
});
