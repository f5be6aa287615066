/**
 * The course's tempting wrong moves (src/lessons/course/tempting.ts, issue 45): each belongs to a "find the
 * move" task of the course, of the game it names; each is legal in the task's position and really wrong (the
 * task's judge rejects it as a wrong try); and each has its reason. (The reasons' texts in all four locales are
 * checked with every exercise's own keys by keys.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { COURSE } from '../../../src/lessons/course/stages';
import { TEMPTING, temptingKey, temptingKeys } from '../../../src/lessons/course/tempting';
import { boardOutcome, judgeAttempt } from '../../../src/lessons/judge';
import { lessonEngine } from '../../../src/lessons/engines';
import type { LessonEngine } from '../../../src/lessons/engine';
import { findExercise } from '../../../src/lessons/registry';
import { exerciseStart } from '../../../src/islands/exercise/board-view';

describe('tempting wrong moves', () => {
  const courseTasks = new Set([...COURSE.banqi, ...COURSE.jungle].flatMap((s) => s.tasks));

  for (const [id, { game, moves }] of Object.entries(TEMPTING)) {
    it(`${id}: a find-move task of the course, each tempting move legal and judged wrong`, () => {
      expect(courseTasks.has(id), `${id} is in no stage`).toBe(true);
      const ex = findExercise(id);
      expect(ex?.kind).toBe('find-move');
      if (ex?.kind !== 'find-move') return;
      expect(ex.game).toBe(game);
      const engine = lessonEngine(game) as LessonEngine<unknown>;
      const start = exerciseStart(engine, ex);
      expect(moves.length).toBeGreaterThan(0);
      for (const move of moves) {
        expect(engine.explain(start, move), `${id} ${move}`).toBe('legal');
        const j = judgeAttempt(engine, ex, { position: start, found: [] }, move);
        expect(boardOutcome(ex, j), `${id} ${move}`).toBe('wrong');
        expect(temptingKey(id, move)).toBe(`lesson.${game}.${id}.tempting.${move}`);
      }
      expect(temptingKeys(id)).toHaveLength(moves.length);
    });
  }

  it('a move not listed keeps the generic reason', () => {
    expect(temptingKey('practice-safe-capture', 'd2c2')).toBeNull();
    expect(temptingKey('no-such-task', 'd2d3')).toBeNull();
  });
});
