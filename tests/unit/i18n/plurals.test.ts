/**
 * Issue 46: counts of stars and tasks take their language's plural form ("1 étoile", "2 étoiles"), through the
 * counted strings' `_one` / `_other` forms (format.ts), on the server (tCounted) as in the islands and scripts.
 */
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { formatCounted, formatPlural, pluralForm, pluralStrings } from '../../../src/i18n/format';
import { lookup, tCounted } from '../../../src/i18n/i18n';
import { LOCALES, LOCALE_TAGS } from '../../../src/i18n/locales';
import { progressLine } from '../../../src/lessons/course/progress-line';
import { starsKey } from '../../../src/lessons/course/stars';
import { markSolved, progressKey } from '../../../src/lessons/progress';
import { memoryStore } from '../lessons/helpers';

describe('plural forms', () => {
  it('follow each language’s rules: French says 0 and 1 in the singular, German and Spanish only 1', () => {
    expect([0, 1, 2].map((n) => pluralForm(LOCALE_TAGS.fr, n))).toEqual(['one', 'one', 'other']);
    expect([0, 1, 2].map((n) => pluralForm(LOCALE_TAGS.de, n))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => pluralForm(LOCALE_TAGS.es, n))).toEqual(['other', 'one', 'other']);
    // A category our dictionaries do not write (French 'many', a million) takes 'other'.
    expect(pluralForm(LOCALE_TAGS.fr, 1_000_000)).toBe('other');
  });

  it('fr: a stage finished with 1 star reads singular, with 2 plural', () => {
    expect(tCounted('fr', 'learn.stageDone', 1, { stars: 1 })).toBe('Étape terminée avec 1 étoile sur 3.');
    expect(tCounted('fr', 'learn.stageDone', 2, { stars: 2 })).toBe('Étape terminée avec 2 étoiles sur 3.');
    expect(tCounted('fr', 'learn.stars', 1, { stars: 1 })).not.toMatch(/étoiles/);
    expect(tCounted('fr', 'learn.progress', 1, { done: 1, total: 3 })).not.toMatch(/résolues/);
    const get = lookup('fr');
    expect(formatPlural(pluralStrings(get, 'lesson.ui.progress.count'), 'fr', 1, { done: 1, total: 6 })).toBe(
      '1 exercice résolu sur 6',
    );
  });

  it('fr: the Learn stage’s progress line, as its script builds it, says "1 étoile"', () => {
    const stores = { browser: memoryStore(), tab: memoryStore() };
    const stage = { game: 'jungle' as const, n: 3, tasks: ['a'] };
    markSolved(stores.browser, progressKey('jungle'), 'a');
    stores.browser.setItem(starsKey('jungle'), JSON.stringify({ '3': 1 }));
    const fr: Readonly<Record<string, string>> = DICTIONARIES.fr;
    const line = progressLine(stage, stores, (k) => fr[k], LOCALE_TAGS.fr).text;
    expect(line).toContain('1 étoile sur 3');
    expect(line).not.toMatch(/1 étoiles/);
  });

  for (const lang of LOCALES)
    it(`${lang}: every counted stars or tasks string fills, for 0 to 3, without a placeholder left`, () => {
      for (let n = 0; n <= 3; n++) {
        expect(tCounted(lang, 'learn.progress', n, { done: n, total: 3 })).toContain(String(n));
        expect(tCounted(lang, 'learn.stars', n, { stars: n })).toContain(String(n));
        expect(tCounted(lang, 'learn.stageDone', n, { stars: n })).toContain(String(n));
        expect(tCounted(lang, 'lesson.ui.progress.count', n, { done: n, total: 6 })).toContain(String(n));
      }
    });

  it('a dictionary without forms falls back to the plain key, as i18next does', () => {
    const strings: Record<string, string> = { 'x.count': '{{n}} things' };
    expect(formatCounted((k) => strings[k], 'x.count', 'fr', 1, { n: 1 })).toBe('1 things');
  });
});
