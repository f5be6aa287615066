/**
 * The course's tempting wrong moves (src/lessons/course/tempting.ts, issue 45): each belongs to a "find the
 * move" task of the course; each is legal in the task's position and really wrong (the task's judge rejects it as
 * a wrong try); and each has its reason, in the task's game. Every find-the-move task of the course has at
 * least two, or every one of its legal wrong moves when it has fewer. (The reasons' texts in all four locales are
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

  for (const [id, moves] of Object.entries(TEMPTING)) {
    it(`${id}: a find-move task of the course, each tempting move legal and judged wrong`, () => {
      expect(courseTasks.has(id), `${id} is in no stage`).toBe(true);
      const ex = findExercise(id);
      expect(ex?.kind).toBe('find-move');
      if (ex?.kind !== 'find-move') return;
      const engine = lessonEngine(ex.game) as LessonEngine<unknown>;
      const start = exerciseStart(engine, ex);
      expect(moves.length).toBeGreaterThan(0);
      for (const move of moves) {
        expect(engine.explain(start, move), `${id} ${move}`).toBe('legal');
        const j = judgeAttempt(engine, ex, { position: start, found: [] }, move);
        expect(boardOutcome(ex, j), `${id} ${move}`).toBe('wrong');
        expect(temptingKey(ex, move)).toBe(`lesson.${ex.game}.${id}.tempting.${move}`);
      }
      expect(temptingKeys(ex)).toEqual(moves.map((m) => temptingKey(ex, m)));
    });
  }

  /** The legal moves of a find-move task that its judge calls a wrong try. */
  function legalWrongMoves(id: string): string[] {
    const ex = findExercise(id);
    if (ex?.kind !== 'find-move') return [];
    const engine = lessonEngine(ex.game) as LessonEngine<unknown>;
    const start = exerciseStart(engine, ex);
    return engine
      .legalMoves(start)
      .filter((m) => boardOutcome(ex, judgeAttempt(engine, ex, { position: start, found: [] }, m)) === 'wrong');
  }

  it('every find-the-move task of the course has at least two tempting moves (all its wrong ones if fewer)', () => {
    const findMoveTasks = [...courseTasks].filter((id) => findExercise(id)?.kind === 'find-move');
    expect(findMoveTasks.length).toBeGreaterThanOrEqual(20);
    const short = findMoveTasks.filter((id) => {
      const listed = TEMPTING[id]?.length ?? 0;
      return listed < Math.min(2, legalWrongMoves(id).length);
    });
    expect(short).toEqual([]);
  });

  it('a task without tempting moves is one where every legal action solves it', () => {
    const none = [...courseTasks].filter((id) => findExercise(id)?.kind === 'find-move' && TEMPTING[id] === undefined);
    expect(none.map((id) => [id, legalWrongMoves(id).length])).toEqual(none.map((id) => [id, 0]));
  });

  it('a move not listed keeps the generic reason', () => {
    expect(temptingKey({ id: 'practice-safe-capture', game: 'banqi' }, 'd2c2')).toBeNull();
    expect(temptingKey({ id: 'no-such-task', game: 'banqi' }, 'd2d3')).toBeNull();
    expect(temptingKeys({ id: 'no-such-task', game: 'banqi' })).toEqual([]);
  });
});
