/** A course stage's progress line (src/lessons/course/progress-line.ts): the count, and the stars once finished. */
import { describe, expect, it } from 'vitest';
import { progressLine } from '../../../src/lessons/course/progress-line';
import type { CourseStage } from '../../../src/lessons/course/types';
import { readStars, starsKey } from '../../../src/lessons/course/stars';
import { addWrongTry, readWrongTries } from '../../../src/lessons/course/wrong-tries';
import { markSolved, progressKey } from '../../../src/lessons/progress';
import { blockedStore, memoryStore } from './helpers';

const STAGE: CourseStage = { game: 'jungle', n: 3, teaches: [], tasks: ['a', 'b', 'c'] };
const STRINGS: Record<string, string> = {
  'learn.progress_one': '{{done}} of {{total}} solved.',
  'learn.progress_other': '{{done}} of {{total}} solved.',
  'learn.stageDone_one': 'Stage done: {{stars}} star.',
  'learn.stageDone_other': 'Stage done: {{stars}} stars.',
};
const strings = (k: string): string | undefined => STRINGS[k];

function stores() {
  return { browser: memoryStore(), tab: memoryStore() };
}

describe('course progress line', () => {
  it('counts only this stage’s solved tasks and records no stars before the stage is finished', () => {
    const s = stores();
    markSolved(s.browser, progressKey('jungle'), 'a');
    markSolved(s.browser, progressKey('jungle'), 'elsewhere');
    markSolved(s.browser, progressKey('banqi'), 'b');
    addWrongTry(s.tab, 'jungle', 3);
    expect(progressLine(STAGE, s, strings, 'en')).toEqual({ done: 1, text: '1 of 3 solved.' });
    expect(readStars(s.browser, 'jungle')).toEqual({});
    expect(readWrongTries(s.tab, 'jungle', 3)).toBe(1);
  });

  it('turns the wrong tries into stars once every task is solved, keeps them and clears the count', () => {
    const s = stores();
    for (const id of STAGE.tasks) markSolved(s.browser, progressKey('jungle'), id);
    addWrongTry(s.tab, 'jungle', 3);
    expect(progressLine(STAGE, s, strings, 'en')).toEqual({
      done: 3,
      text: '3 of 3 solved. Stage done: 2 stars.',
      stars: 2,
      starsText: 'Stage done: 2 stars.',
    });
    expect(readStars(s.browser, 'jungle')).toEqual({ '3': 2 });
    expect(readWrongTries(s.tab, 'jungle', 3)).toBe(0);
    // Shown again (a reload, another tab): the kept stars, not a fresh three for the cleared count.
    expect(progressLine(STAGE, s, strings, 'en').text).toBe('3 of 3 solved. Stage done: 2 stars.');
  });

  it('shows the kept stars of a stage finished before, whatever wrong tries this tab counts', () => {
    const s = stores();
    for (const id of STAGE.tasks) markSolved(s.browser, progressKey('jungle'), id);
    s.browser.setItem(starsKey('jungle'), JSON.stringify({ '3': 1 }));
    expect(progressLine(STAGE, s, strings, 'en').text).toBe('3 of 3 solved. Stage done: 1 star.');
  });

  it('with blocked storage: nothing solved, no error', () => {
    const blocked = { browser: blockedStore(), tab: blockedStore() };
    expect(progressLine(STAGE, blocked, strings, 'en')).toEqual({ done: 0, text: '0 of 3 solved.' });
  });
});
