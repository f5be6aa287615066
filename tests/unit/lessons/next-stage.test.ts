/** The stage the Learn map highlights to continue with (src/lessons/course/next-stage.ts, issue 45). */
import { describe, expect, it } from 'vitest';
import { nextStage } from '../../../src/lessons/course/next-stage';

describe('next stage on the map', () => {
  const stages = [1, 2, 3, 4];

  it('is the first stage for a new reader', () => {
    expect(nextStage(stages, {})).toBe(1);
  });

  it('is the first stage without stars, in the course order, even after a later one was finished', () => {
    expect(nextStage(stages, { '1': 3, '2': 1 })).toBe(3);
    expect(nextStage(stages, { '1': 2, '3': 3 })).toBe(2);
  });

  it('is none once every stage has its stars', () => {
    expect(nextStage(stages, { '1': 3, '2': 3, '3': 2, '4': 1 })).toBeUndefined();
  });
});
