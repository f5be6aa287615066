/**
 * The Learn course (issue 13): its stages are well formed and routed, every task is an exercise the
 * engine proves (the guides' exercises by answers.test.ts and jungle-answers.test.ts, the course's own
 * play-outs here, against the AI at level 1 as the page plays it), and stars follow wrong tries.
 */
import { describe, expect, it } from 'vitest';
import { handleAiRequest } from '../../../src/ai/protocol';
import { GAME_IDS, ROUTES, routesOfKind } from '../../../src/i18n/routes';
import { COURSE_EXERCISES } from '../../../src/lessons/course/exercises';
import { COURSE } from '../../../src/lessons/course/stages';
import { readStars, recordStars, starsFor } from '../../../src/lessons/course/stars';
import { isWrongTry } from '../../../src/lessons/outcome';
import { addWrongTry, clearWrongTries, readWrongTries } from '../../../src/lessons/course/wrong-tries';
import { lessonEngine } from '../../../src/lessons/engines';
import { playLine } from '../../../src/lessons/playout';
import { EXERCISES, findExercise } from '../../../src/lessons/registry';
import { exerciseProblems } from '../../../src/lessons/schema';
import type { PlayOutExercise } from '../../../src/lessons/types';
import { blockedStore, forcedWithin, memoryStore } from './helpers';

describe('course stages', () => {
  for (const game of GAME_IDS) {
    it(`${game}: at least 8 stages numbered from 1, each of 3 to 8 valid tasks of that game, none twice`, () => {
      const stages = COURSE[game];
      expect(stages.length).toBeGreaterThanOrEqual(8);
      expect(stages.map((s) => s.n)).toEqual(stages.map((_, i) => i + 1));
      const all = stages.flatMap((s) => s.tasks);
      expect(new Set(all).size).toBe(all.length);
      for (const s of stages) {
        expect(s.tasks.length, `${game}/${s.n}`).toBeGreaterThanOrEqual(3);
        expect(s.tasks.length, `${game}/${s.n}`).toBeLessThanOrEqual(8);
        for (const id of s.tasks) {
          const ex = findExercise(id);
          expect(ex, id).toBeDefined();
          expect(ex?.game).toBe(game);
          // Every task has an answer the page can judge (a sandbox has none).
          expect(ex?.kind).not.toBe('sandbox');
          expect(exerciseProblems(ex)).toEqual([]);
        }
      }
    });

    it(`${game}: the last stage ends in a play-out against the AI at level 1`, () => {
      const last = COURSE[game][COURSE[game].length - 1]!;
      const ex = findExercise(last.tasks[last.tasks.length - 1]!);
      expect(ex?.kind).toBe('play-out');
      if (ex?.kind === 'play-out') expect(ex.defence.level).toBe(1);
    });

    it(`${game}: every stage has its route at learn/${game}/<n>/, and no route lacks a stage`, () => {
      const routed = routesOfKind('learn-stage').filter((r) => r.route.game === game);
      expect(routed.map((r) => r.route.n)).toEqual(COURSE[game].map((s) => s.n));
      for (const r of routed) expect(r.route.path).toBe(`learn/${game}/${r.route.n}/`);
    });
  }

  it('the map has its route', () => {
    expect(ROUTES.learn.path).toBe('learn/');
  });

  it("the course's own exercises are not guide exercises (ids unique across both)", () => {
    const guideIds = GAME_IDS.flatMap((g) => EXERCISES[g].map((e) => e.id));
    for (const ex of COURSE_EXERCISES) expect(guideIds).not.toContain(ex.id);
  });
});

describe("the course's play-outs, proven by the engine and the AI's own request handler", () => {
  const playOuts = COURSE_EXERCISES.filter((e): e is PlayOutExercise => e.kind === 'play-out');
  for (const ex of playOuts) {
    const engine = lessonEngine(ex.game)!;
    const start = (): unknown => {
      const p = engine.parse(ex.position);
      if (!p.ok) throw new Error(`${ex.id}: position refused`);
      return p.value;
    };
    const defend = (pos: unknown): string | null =>
      handleAiRequest({ id: 1, game: ex.game, position: engine.format(pos), timeMs: 1000, ...ex.defence }).move;

    it(`${ex.rules.join(' ')} ${ex.id}: the goal is forced within ${ex.within} moves against any defence, not in one`, () => {
      expect(forcedWithin(engine, ex, start(), ex.within)).toBe(true);
      expect(forcedWithin(engine, ex, start(), 1)).toBe(false);
    });

    it(`${ex.rules.join(' ')} ${ex.id}: the stored line ${ex.solution.join(' ')} wins against level 1`, () => {
      expect(playLine(engine, ex, start(), ex.solution, defend)).toEqual({
        outcome: 'success',
        used: ex.solution.length,
      });
    });
  }
});

describe('stars', () => {
  it('three without a wrong try, two with one or two, one with more', () => {
    expect([0, 1, 2, 3, 9].map(starsFor)).toEqual([3, 2, 2, 1, 1]);
  });

  it('keep the best result of a stage, per game, and survive junk', () => {
    const store = memoryStore();
    recordStars(store, 'banqi', 2, 2);
    recordStars(store, 'banqi', 2, 1);
    expect(readStars(store, 'banqi')).toEqual({ '2': 2 });
    recordStars(store, 'banqi', 2, 3);
    expect(readStars(store, 'banqi')).toEqual({ '2': 3 });
    expect(readStars(store, 'jungle')).toEqual({});
    store.setItem('plyyard:stars:jungle', '{"1": 7, "2": 1');
    expect(readStars(store, 'jungle')).toEqual({});
    store.setItem('plyyard:stars:jungle', '{"1": 7, "2": 1}');
    expect(readStars(store, 'jungle')).toEqual({ '2': 1 });
  });

  it('wrong tries are counted per stage until cleared, and junk or blocked storage counts none', () => {
    const store = memoryStore();
    expect(readWrongTries(store, 'jungle', 3)).toBe(0);
    expect(addWrongTry(store, 'jungle', 3)).toBe(1);
    expect(addWrongTry(store, 'jungle', 3)).toBe(2);
    expect(readWrongTries(store, 'jungle', 4)).toBe(0);
    expect(readWrongTries(store, 'banqi', 3)).toBe(0);
    clearWrongTries(store, 'jungle', 3);
    expect(readWrongTries(store, 'jungle', 3)).toBe(0);
    for (const junk of ['-2', '1.5', 'many', '']) {
      store.setItem('plyyard:wrong:jungle/3', junk);
      expect(readWrongTries(store, 'jungle', 3)).toBe(0);
    }
    const blocked = blockedStore();
    expect(addWrongTry(blocked, 'jungle', 3)).toBe(1);
    expect(readWrongTries(blocked, 'jungle', 3)).toBe(0);
    expect(readWrongTries(null, 'jungle', 3)).toBe(0);
  });

  it('only a wrong outcome is a wrong try: a correct step, a solve or no attempt is not', () => {
    expect(['wrong', 'progress', 'solved', null, undefined].map((o) => isWrongTry(o as never))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
