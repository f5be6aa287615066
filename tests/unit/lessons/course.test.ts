/**
 * The Learn course (issues 13 and 45): its stages are well formed and routed, it teaches before it tests (every
 * rule a task needs is taught by its stage or an earlier one), no task or position comes twice, every task is an
 * exercise the engine proves (the guides' exercises and the course's own by answers.test.ts, jungle-answers.test.ts
 * and judge.test.ts, the course's play-outs here, against the AI at level 1 as the page plays it), and stars follow
 * wrong tries.
 */
import { describe, expect, it } from 'vitest';
import { handleAiRequest } from '../../../src/ai/protocol';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES } from '../../../src/i18n/locales';
import { GAME_IDS, ROUTES, routesOfKind } from '../../../src/i18n/routes';
import { COURSE_EDITION } from '../../../src/lessons/course/edition';
import { COURSE_EXERCISES } from '../../../src/lessons/course/exercises';
import { stageIntroKey, stageTitleKey } from '../../../src/lessons/course/keys';
import { TASK_NEEDS } from '../../../src/lessons/course/needs';
import { RULE_TAGS, isRuleTag } from '../../../src/lessons/course/rule-tags';
import { COURSE } from '../../../src/lessons/course/stages';
import { readStars, recordStars, starsFor, starsKey } from '../../../src/lessons/course/stars';
import { isWrongTry } from '../../../src/lessons/outcome';
import { addWrongTry, clearWrongTries, readWrongTries } from '../../../src/lessons/course/wrong-tries';
import { lessonEngine } from '../../../src/lessons/engines';
import { playLine } from '../../../src/lessons/playout';
import { EXERCISES, findExercise } from '../../../src/lessons/registry';
import { exerciseProblems } from '../../../src/lessons/schema';
import type { CourseStage } from '../../../src/lessons/course/types';
import type { PlayOutExercise } from '../../../src/lessons/types';
import { blockedStore, forcedWithin, memoryStore } from './helpers';

describe('course stages', () => {
  for (const game of GAME_IDS) {
    it(`${game}: at least 10 stages numbered from 1, each of 4 to 8 valid tasks of that game`, () => {
      const stages = COURSE[game];
      expect(stages.length).toBeGreaterThanOrEqual(10);
      expect(stages.map((s) => s.n)).toEqual(stages.map((_, i) => i + 1));
      for (const s of stages) {
        expect(s.tasks.length, `${game}/${s.n}`).toBeGreaterThanOrEqual(4);
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

/** What a task needs: the tags the course declares for it (needs.ts) and its exercise's own rules. */
function needsOf(id: string): string[] {
  return [...new Set([...(findExercise(id)?.rules ?? []), ...(TASK_NEEDS[id] ?? [])])];
}

/** Every need of a task that neither its stage nor an earlier one of that game teaches, as '<game>/<n> <task>: <tag>'. */
function untaught(stages: readonly CourseStage[]): string[] {
  const taught = new Set<string>();
  const out: string[] = [];
  for (const s of stages) {
    for (const tag of s.teaches) taught.add(tag);
    for (const id of s.tasks)
      for (const tag of needsOf(id)) if (!taught.has(tag)) out.push(`${s.game}/${s.n} ${id}: ${tag}`);
  }
  return out;
}

/**
 * Tasks and positions met a second time anywhere in the course, as '<game>/<n> <task>: <what>'. A square picker asks
 * about the board's terrain, not about its pieces: the same start position asked for other squares is another task.
 */
function repeats(stages: readonly CourseStage[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of stages)
    for (const id of s.tasks) {
      const ex = findExercise(id);
      const position = ex?.kind === 'pick-squares' ? `${ex.position} ${ex.squares.join(' ')}` : ex?.position;
      for (const key of [`task ${id}`, `position ${position}`]) {
        if (seen.has(key)) out.push(`${s.game}/${s.n} ${id}: ${key}`);
        seen.add(key);
      }
    }
  return out;
}

const WHOLE_COURSE = GAME_IDS.flatMap((game) => COURSE[game]);

describe('the course teaches before it tests (issue 45)', () => {
  it("every task declares what it needs (needs.ts): known rule tags, its exercise's own rules among them", () => {
    const tasks = WHOLE_COURSE.flatMap((s) => s.tasks);
    expect(Object.keys(TASK_NEEDS).sort()).toEqual([...tasks].sort());
    for (const id of tasks) {
      const needs: readonly string[] = TASK_NEEDS[id] ?? [];
      expect(
        needs.filter((t) => !isRuleTag(t)),
        id,
      ).toEqual([]);
      expect(
        (findExercise(id)?.rules ?? []).filter((r) => !needs.includes(r)),
        id,
      ).toEqual([]);
    }
  });

  for (const game of GAME_IDS) {
    it(`${game}: each stage teaches known tags of its game, each taught once, and uses what it teaches`, () => {
      const prefix = game === 'banqi' ? 'B' : 'J';
      const all = COURSE[game].flatMap((s) => s.teaches);
      expect(new Set(all).size).toBe(all.length);
      for (const s of COURSE[game]) {
        for (const tag of s.teaches) {
          expect(isRuleTag(tag) && tag.startsWith(prefix), `${game}/${s.n} ${tag}`).toBe(true);
          // A stage that claims a rule has a task that needs it.
          expect(
            s.tasks.some((id) => needsOf(id).includes(tag)),
            `${game}/${s.n} ${tag}`,
          ).toBe(true);
        }
      }
    });

    it(`${game}: no task needs a rule that only a later stage teaches`, () => {
      expect(untaught(COURSE[game])).toEqual([]);
    });

    it(`${game}: every rule tag of the game is taught somewhere in the course`, () => {
      const prefix = game === 'banqi' ? 'B' : 'J';
      const taught = COURSE[game].flatMap((s) => s.teaches);
      expect(Object.keys(RULE_TAGS).filter((t) => t.startsWith(prefix) && !taught.includes(t as never))).toEqual([]);
    });
  }

  it('no task and no position comes twice in the whole course (both games)', () => {
    expect(repeats(WHOLE_COURSE)).toEqual([]);
  });

  it('the checks catch a cannon task moved into stage 2, a task twice and a position twice', () => {
    const [first, second, ...rest] = COURSE.banqi;
    const moved = [first!, { ...second!, tasks: [...second!.tasks, 'cannon-capture'] }, ...rest];
    expect(untaught(moved)).toEqual(['banqi/2 cannon-capture: B6']);
    expect(repeats(moved)).toEqual([
      `banqi/6 cannon-capture: task cannon-capture`,
      expect.stringMatching(/^banqi\/6 cannon-capture: position /),
    ]);
    // The guide's sandbox on the untouched start shares the position of the course's first reveal.
    const again = [...COURSE.banqi, { ...first!, n: 11, teaches: [], tasks: ['setup-start'] }];
    expect(repeats(again)).toEqual([expect.stringMatching(/^banqi\/11 setup-start: position XXXXXXXX\//)]);
  });

  it('every stage has a title and opening lines in every locale, and no locale keeps those of a stage that is gone', () => {
    for (const lang of LOCALES) {
      const dict: Readonly<Record<string, string>> = DICTIONARIES[lang];
      const wanted = WHOLE_COURSE.flatMap((s) => [stageTitleKey(s.game, s.n), stageIntroKey(s.game, s.n)]);
      for (const key of wanted) expect((dict[key] ?? '').trim(), `${lang} ${key}`).not.toBe('');
      const stageKeys = Object.keys(dict).filter((k) => /^learn\.(banqi|jungle)\.(stage|intro)\d+$/.test(k));
      expect(
        stageKeys.filter((k) => !wanted.includes(k)),
        lang,
      ).toEqual([]);
    }
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
    store.setItem(starsKey('jungle'), '{"1": 7, "2": 1');
    expect(readStars(store, 'jungle')).toEqual({});
    store.setItem(starsKey('jungle'), '{"1": 7, "2": 1}');
    expect(readStars(store, 'jungle')).toEqual({ '2': 1 });
  });

  it("the first edition's stars, for other stages under the same numbers, are not read and go when stars are kept", () => {
    const store = memoryStore({ 'plyyard:stars:banqi': '{"3": 3, "8": 2}' });
    expect(readStars(store, 'banqi')).toEqual({});
    recordStars(store, 'banqi', 1, 2);
    expect(store.data).toEqual({ [starsKey('banqi')]: '{"1":2}' });
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
      store.setItem(`plyyard:wrong:jungle/3:${COURSE_EDITION}`, junk);
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
