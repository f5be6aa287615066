/**
 * Every lesson text exists, non-empty, in all four dictionaries: each exercise's task, hints,
 * answer and reasoning, the controls, the criteria and stages, and one refusal text per engine code
 * (banqi.illegal.*, jungle.illegal.*). And no lesson key is left over that nothing uses.
 */
import { describe, expect, it } from 'vitest';
import { ILLEGAL_REASONS } from '../../../src/engine/banqi';
import { ILLEGAL_REASONS as JUNGLE_REASONS } from '../../../src/engine/jungle';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES } from '../../../src/i18n/locales';
import { GAME_IDS } from '../../../src/i18n/routes';
import { BANQI_EXAMPLE_GAME } from '../../../src/lessons/banqi/example-game';
import { JUNGLE_EXAMPLE_GAME } from '../../../src/lessons/jungle/example-game';
import {
  LESSON_UI_KEYS,
  exampleKeys,
  exerciseKeyList,
  gameLessonKeys,
  illegalKey,
  statusReasonKeys,
  turnUiName,
  uiKey,
} from '../../../src/lessons/keys';
import { PRACTICE } from '../../../src/lessons/registry';
import { ALL_EXERCISES as EXERCISES } from './helpers';

const exerciseKeys = EXERCISES.flatMap((ex) => exerciseKeyList(ex));
const gameKeys = GAME_IDS.flatMap((game) =>
  gameLessonKeys(
    game,
    [...new Set(EXERCISES.filter((e) => e.game === game).flatMap((e) => e.criterion ?? []))],
    PRACTICE[game].map((s) => s.id),
  ),
);
const illegalKeys = [
  ...ILLEGAL_REASONS.map((c) => illegalKey('banqi', c)),
  ...JUNGLE_REASONS.map((c) => illegalKey('jungle', c)),
];
const statusKeys = GAME_IDS.flatMap(statusReasonKeys);
const commentKeys = [
  ...exampleKeys('banqi', BANQI_EXAMPLE_GAME.moves.length),
  ...exampleKeys('jungle', JUNGLE_EXAMPLE_GAME.moves.length),
];
const used = new Set([...LESSON_UI_KEYS, ...exerciseKeys, ...gameKeys, ...illegalKeys, ...statusKeys, ...commentKeys]);

describe('lesson texts in every locale', () => {
  for (const lang of LOCALES) {
    const dict: Readonly<Record<string, string>> = DICTIONARIES[lang];

    it(`${lang}: every key the lessons use has a non-empty text`, () => {
      expect([...used].filter((k) => (dict[k] ?? '').trim() === '')).toEqual([]);
    });

    it(`${lang}: no lesson.* or banqi.illegal.* key is unused`, () => {
      const lessonKeys = Object.keys(dict).filter((k) => k.startsWith('lesson.') || k.startsWith('banqi.illegal.'));
      expect(lessonKeys.filter((k) => !used.has(k))).toEqual([]);
    });
  }

  it('every refusal code of the engines has a key (B1-B9 and J1-J6 reasons are all translatable)', () => {
    expect(illegalKeys).toHaveLength(ILLEGAL_REASONS.length + JUNGLE_REASONS.length);
    for (const k of illegalKeys) expect(DICTIONARIES.pt[k as keyof typeof DICTIONARIES.pt]).toBeTruthy();
  });

  it('sandboxes have no answer; every other exercise has an answer and reasoning', () => {
    for (const ex of EXERCISES) {
      const keys = exerciseKeyList(ex);
      expect(
        keys.some((k) => k.endsWith('.answer')),
        ex.id,
      ).toBe(ex.kind !== 'sandbox');
      expect(
        keys.some((k) => k.endsWith('.reasoning')),
        ex.id,
      ).toBe(ex.kind !== 'sandbox');
    }
  });

  it('the refusal text shown for the same code differs between locales (translated, not copied)', () => {
    for (const k of illegalKeys) {
      const texts = LOCALES.map((lang) => (DICTIONARIES[lang] as Record<string, string>)[k]);
      expect(new Set(texts).size, k).toBe(LOCALES.length);
    }
  });
});

describe('the status line under an exercise board', () => {
  it('names the side to move, and no colour at Banqi’s untouched start (turn() is null there)', () => {
    expect(turnUiName(null)).toBe('turn.unassigned');
    expect(turnUiName('blue')).toBe('turn.blue');
    for (const turn of [null, 'red', 'black', 'blue'] as const)
      for (const lang of LOCALES)
        expect((DICTIONARIES[lang] as Record<string, string>)[uiKey(turnUiName(turn))], `${lang} ${turn}`).toBeTruthy();
  });
});
