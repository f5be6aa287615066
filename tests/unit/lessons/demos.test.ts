/**
 * The demonstrations that open the course's stages (issue 45, src/lessons/course/demos.ts): one per stage, each
 * written for the course (no task's position), every step a legal move the engine plays, its highlighted squares on
 * the board and about the move, the rules it shows taught by its stage or an earlier one, and every caption in all
 * four dictionaries.
 */
import { describe, expect, it } from 'vitest';
import { dimensionsOf } from '../../../src/board/faces';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES } from '../../../src/i18n/locales';
import { GAME_IDS } from '../../../src/i18n/routes';
import { demoFrames } from '../../../src/lessons/course/demo-frames';
import { DEMOS, stageDemo } from '../../../src/lessons/course/demos';
import { DEMO_ISLAND_KEYS, demoCaptionKey } from '../../../src/lessons/course/keys';
import { COURSE } from '../../../src/lessons/course/stages';
import { lessonEngine } from '../../../src/lessons/engines';
import { courseStageKeys } from '../../../src/lessons/page-keys';
import { EXERCISES } from '../../../src/lessons/registry';
import { COURSE_EXERCISES } from '../../../src/lessons/course/exercises';

const dictionary = (lang: (typeof LOCALES)[number]): Readonly<Record<string, string>> => DICTIONARIES[lang];

const onBoard = (game: (typeof GAME_IDS)[number], square: string): boolean => {
  const { files, ranks } = dimensionsOf(game);
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square.slice(1));
  return /^[a-z][1-9]$/.test(square) && file < files && rank >= 1 && rank <= ranks;
};

describe('stage demonstrations', () => {
  for (const game of GAME_IDS) {
    const engine = lessonEngine(game)!;

    it(`${game}: every stage has exactly one demonstration, and there is none without a stage`, () => {
      expect(DEMOS[game].length).toBe(COURSE[game].length);
      for (const s of COURSE[game]) expect(stageDemo(game, s.n), `${game}/${s.n}`).toBeDefined();
    });

    for (const stage of COURSE[game]) {
      const demo = stageDemo(game, stage.n);
      const label = `${game}/${stage.n}`;

      it(`${label}: every step is a legal move from the position the previous steps leave`, () => {
        expect(demo).toBeDefined();
        if (demo === undefined) return;
        expect(demo.steps.length).toBeGreaterThanOrEqual(1);
        expect(demo.steps.length).toBeLessThanOrEqual(3);
        const parsed = engine.parse(demo.position);
        expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
        if (!parsed.ok) return;
        let pos = parsed.value;
        for (const [i, s] of demo.steps.entries()) {
          const bare = s.move.split('=')[0]!;
          expect(engine.explain(pos, bare), `${label} step ${i + 1} ${s.move}`).toBe('legal');
          expect(engine.legalMoves(pos)).toContain(bare);
          // A reveal says what it turns up, and that identity must still be face down (the engine refuses it otherwise).
          if (engine.isReveal(bare)) expect(s.move).toMatch(/=[A-Za-z]$/);
          const played = engine.play(pos, s.move);
          expect(played.ok, `${label} step ${i + 1}`).toBe(true);
          if (!played.ok) return;
          pos = played.value;
        }
        const frames = demoFrames(game, stage.n, demo);
        expect(frames.ok).toBe(true);
        if (frames.ok) expect(frames.value.at(-1)?.position).toBe(engine.format(pos));
      });

      it(`${label}: its highlighted squares are on the board and include the square the move leaves or reaches`, () => {
        for (const s of demo?.steps ?? []) {
          expect(s.squares.length).toBeGreaterThan(0);
          for (const sq of s.squares) expect(onBoard(game, sq), `${label} ${sq}`).toBe(true);
          expect(
            s.squares.some((sq) => sq === s.move.slice(0, 2) || sq === s.move.slice(2, 4)),
            s.move,
          ).toBe(true);
        }
      });

      it(`${label}: it shows what its stage or an earlier one teaches, and some of what its own stage teaches`, () => {
        const taught = new Set(COURSE[game].filter((s) => s.n <= stage.n).flatMap((s) => s.teaches));
        for (const tag of demo?.shows ?? []) expect(taught.has(tag), `${label} shows ${tag}`).toBe(true);
        if (stage.teaches.length > 0)
          expect(
            demo?.shows.some((tag) => stage.teaches.includes(tag)),
            label,
          ).toBe(true);
      });

      it(`${label}: the stage page registers each caption, and every locale has it`, () => {
        const keys = (demo?.steps ?? []).map((_, i) => demoCaptionKey(game, stage.n, i + 1));
        const registered = courseStageKeys(stage);
        for (const key of [...keys, ...DEMO_ISLAND_KEYS]) {
          expect(registered, key).toContain(key);
          for (const lang of LOCALES) expect(dictionary(lang)[key], `${lang} ${key}`).toBeTruthy();
        }
      });
    }

    it(`${game}: no demonstration reuses a position of an exercise or of another demonstration`, () => {
      const taken = new Set([...EXERCISES[game], ...COURSE_EXERCISES].map((ex) => ex.position));
      const positions = DEMOS[game].map((d) => d.position);
      for (const p of positions) expect(taken.has(p), p).toBe(false);
      expect(new Set(positions).size).toBe(positions.length);
    });
  }

  it('no dictionary keeps a caption for a step that no demonstration has', () => {
    const wanted = new Set(
      GAME_IDS.flatMap((game) =>
        COURSE[game].flatMap((s) =>
          (stageDemo(game, s.n)?.steps ?? []).map((_, i) => demoCaptionKey(game, s.n, i + 1)),
        ),
      ),
    );
    for (const lang of LOCALES) {
      const stale = Object.keys(DICTIONARIES[lang]).filter((k) => /^learn\.\w+\.demo\d+\./.test(k) && !wanted.has(k));
      expect(stale, lang).toEqual([]);
    }
  });
});
