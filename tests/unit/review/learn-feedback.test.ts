/**
 * "Learn from your mistakes" speaks as a course task (src/islands/review/learn-feedback.ts), in every locale with
 * the real dictionaries: a solve is the course's "Correct!" (its title, tone, verdict and outcome) and says what
 * the move keeps; a worse move or the game's own move is a wrong try that names the move and says why; a refused
 * move gives the engine's rule as a course board does; a try being judged is no attempt.
 */
import { describe, expect, it } from 'vitest';
import { boardStringsFromLookup } from '../../../src/board/strings';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES, LOCALE_TAGS, type Locale } from '../../../src/i18n/locales';
import { makeTexts } from '../../../src/islands/exercise/text';
import { learnFeedback } from '../../../src/islands/review/learn-feedback';
import type { TryState } from '../../../src/islands/review/useLearn';
import { jungleRules } from '../../../src/play/jungle-rules';

const context = (lang: Locale, move: string) => {
  const strings: Readonly<Record<string, string>> = DICTIONARIES[lang];
  const board = boardStringsFromLookup((k) => strings[k] ?? k);
  const langTag = LOCALE_TAGS[lang];
  return { game: 'jungle' as const, strings, texts: makeTexts(strings, board, 'jungle', langTag), langTag, move };
};

const noPlaceholder = (text: string): void => {
  expect(text).not.toMatch(/\{\{|review\.|lesson\./);
  expect(text.trim()).not.toBe('');
};

describe('the verdicts of "learn from your mistakes"', () => {
  for (const lang of LOCALES) {
    const c = context(lang, 'c2–d2');
    const dict: Readonly<Record<string, string>> = DICTIONARIES[lang];

    it(`a solve is the course's "Correct!" with the move and the chance it keeps (${lang})`, () => {
      const f = learnFeedback({ kind: 'solved', move: 'c2d2', chance: 83 }, c)!;
      expect(f.title).toBe(dict['lesson.ui.verdict.correct']);
      expect(f).toMatchObject({ verdict: 'success', tone: 'good', outcome: 'solved' });
      expect(f.text).toContain('c2–d2');
      expect(f.text).toContain('83');
      noPlaceholder(f.text);
    });

    it(`a worse move is a wrong try saying why, the game's move again too (${lang})`, () => {
      const wrong = learnFeedback({ kind: 'wrong', move: 'c2c3', chance: 4 }, context(lang, 'c2–c3'))!;
      expect(wrong).toMatchObject({ verdict: 'wrong', tone: 'bad', outcome: 'wrong' });
      expect(wrong.title).toBeUndefined();
      expect(wrong.text).toContain('c2–c3');
      expect(wrong.text).toContain('4');
      noPlaceholder(wrong.text);
      const same = learnFeedback({ kind: 'same', move: 'a5a6' }, context(lang, 'a5–a6'))!;
      expect(same).toMatchObject({ verdict: 'same', tone: 'bad', outcome: 'wrong' });
      expect(same.text).toContain('a5–a6');
      expect(same.text).not.toBe(wrong.text);
    });

    it(`a refused move gives the engine's rule; judging or failing is no attempt (${lang})`, () => {
      expect(jungleRules.illegalReasons.length).toBeGreaterThan(0);
      for (const code of jungleRules.illegalReasons) {
        const f = learnFeedback({ kind: 'illegal', code }, c)!;
        expect(f.text).toBe(dict[`jungle.illegal.${code}`]);
        expect(f.outcome).toBeUndefined();
      }
      const states: TryState[] = [
        { kind: 'judging', move: 'c2d2' },
        { kind: 'failed', move: 'c2d2' },
      ];
      for (const t of states) {
        const f = learnFeedback(t, c)!;
        expect(f.outcome).toBeUndefined();
        expect(f.text).toContain('c2–d2');
        noPlaceholder(f.text);
      }
      expect(learnFeedback({ kind: 'todo' }, c)).toBeNull();
    });
  }
});
