/**
 * Replaying a finished course stage (src/lessons/course/replay.ts with progress-line.ts): a fresh run counts the
 * stage's tasks as todo and its wrong tries again, its end keeps the better of the kept stars and the run's, and
 * the solved list shared with the guides is never cleared.
 */
import { describe, expect, it } from 'vitest';
import { progressLine } from '../../../src/lessons/course/progress-line';
import {
  endRun,
  markRunSolved,
  readRun,
  runKey,
  solvedForStage,
  startRun,
  triesCount,
} from '../../../src/lessons/course/replay';
import { readStars, starsKey } from '../../../src/lessons/course/stars';
import type { CourseStage } from '../../../src/lessons/course/types';
import { addWrongTry, readWrongTries } from '../../../src/lessons/course/wrong-tries';
import { markSolved, progressKey, readProgress } from '../../../src/lessons/progress';
import { blockedStore, memoryStore } from './helpers';

const STAGE: CourseStage = { game: 'banqi', n: 4, teaches: [], tasks: ['a', 'b'] };
const STRINGS: Record<string, string> = {
  'learn.progress_other': '{{done}} of {{total}} solved.',
  'learn.progress_one': '{{done}} of {{total}} solved.',
  'learn.stageDone_other': 'Stage done: {{stars}} stars.',
  'learn.stageDone_one': 'Stage done: {{stars}} star.',
  'learn.bestKept_one': 'Your best: {{stars}} star.',
  'learn.bestKept_other': 'Your best: {{stars}} stars.',
};
const strings = (k: string): string | undefined => STRINGS[k];

/** A stage finished once with `stars` kept: both tasks in the guides' solved list. */
function finished(stars: number) {
  const s = { browser: memoryStore(), tab: memoryStore() };
  for (const id of STAGE.tasks) markSolved(s.browser, progressKey('banqi'), id);
  s.browser.setItem(starsKey('banqi'), JSON.stringify({ '4': stars }));
  return s;
}

/** Plays the run: each task solved in it, after `wrong` wrong tries on the first. */
function playRun(s: ReturnType<typeof finished>, wrong: number) {
  for (let i = 0; i < wrong; i++) if (triesCount(s, 'banqi', 4)) addWrongTry(s.tab, 'banqi', 4);
  const lines = STAGE.tasks.map((id) => {
    markRunSolved(s.tab, 'banqi', 4, id);
    return progressLine(STAGE, s, strings, 'en');
  });
  return lines;
}

describe('a replay run', () => {
  it('starts with nothing solved in it and no wrong try, and keeps what is solved in it', () => {
    const tab = memoryStore();
    addWrongTry(tab, 'banqi', 4);
    expect(readRun(tab, 'banqi', 4)).toBeNull();
    startRun(tab, 'banqi', 4);
    expect(readRun(tab, 'banqi', 4)).toEqual([]);
    expect(readWrongTries(tab, 'banqi', 4)).toBe(0);
    markRunSolved(tab, 'banqi', 4, 'a');
    markRunSolved(tab, 'banqi', 4, 'a');
    expect(readRun(tab, 'banqi', 4)).toEqual(['a']);
    expect(readRun(tab, 'banqi', 5)).toBeNull();
    endRun(tab, 'banqi', 4);
    expect(readRun(tab, 'banqi', 4)).toBeNull();
  });

  it('marks nothing without a run, and junk or blocked storage is no run', () => {
    const tab = memoryStore();
    expect(markRunSolved(tab, 'banqi', 4, 'a')).toBeNull();
    expect(readRun(tab, 'banqi', 4)).toBeNull();
    tab.setItem(runKey('banqi', 4), '{oops');
    expect(readRun(tab, 'banqi', 4)).toBeNull();
    tab.setItem(runKey('banqi', 4), '{"a":1}');
    expect(readRun(tab, 'banqi', 4)).toBeNull();
    expect(() => startRun(blockedStore(), 'banqi', 4)).not.toThrow();
    expect(readRun(blockedStore(), 'banqi', 4)).toBeNull();
  });

  it('during a run the stage counts the run’s tasks, not the guides’ solved list', () => {
    expect(solvedForStage(['b'], ['a', 'b'])).toEqual(['b']);
    expect(solvedForStage(null, ['a', 'b'])).toEqual(['a', 'b']);
    const s = finished(2);
    startRun(s.tab, 'banqi', 4);
    expect(progressLine(STAGE, s, strings, 'en')).toEqual({ done: 0, text: '0 of 2 solved.' });
  });

  it('counts wrong tries on a finished stage only while a run is on', () => {
    const s = finished(2);
    expect(triesCount(s, 'banqi', 4)).toBe(false);
    startRun(s.tab, 'banqi', 4);
    expect(triesCount(s, 'banqi', 4)).toBe(true);
    expect(triesCount({ browser: memoryStore(), tab: memoryStore() }, 'banqi', 4)).toBe(true);
  });

  it('a clean replay of a 2-star stage earns 3, ends the run and leaves the guides’ solved list whole', () => {
    const s = finished(2);
    startRun(s.tab, 'banqi', 4);
    const [first, last] = playRun(s, 0);
    expect(first?.stars).toBeUndefined();
    expect(last?.stars).toBe(3);
    expect(readStars(s.browser, 'banqi')).toEqual({ '4': 3 });
    expect(readRun(s.tab, 'banqi', 4)).toBeNull();
    expect(readWrongTries(s.tab, 'banqi', 4)).toBe(0);
    expect(readProgress(s.browser, progressKey('banqi'))).toEqual(['a', 'b']);
  });

  it('a worse replay keeps the better stars: the run shows its own stars and the best kept', () => {
    const s = finished(2);
    startRun(s.tab, 'banqi', 4);
    const end = playRun(s, 3).at(-1);
    expect(end?.stars).toBe(1);
    expect(end?.best).toBe(2);
    expect(end?.starsText).toBe('Stage done: 1 star. Your best: 2 stars.');
    expect(readStars(s.browser, 'banqi')).toEqual({ '4': 2 });
    expect(readRun(s.tab, 'banqi', 4)).toBeNull();
  });

  it('a replay with one wrong try on a 1-star stage earns 2, and names no best below it', () => {
    const s = finished(1);
    startRun(s.tab, 'banqi', 4);
    const end = playRun(s, 1).at(-1);
    expect(end?.stars).toBe(2);
    expect(end?.best).toBeUndefined();
    expect(end?.starsText).toBe('Stage done: 2 stars.');
  });
});
