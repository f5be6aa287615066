/**
 * Issue 46: the "report an error" mail is in the page's language only. Its body named the rules version by an
 * English id ('Banqi 8x4, Ply Yard rules B1-B9 (2026-11)'); it is now the translated lesson.<game>.version.report.
 */
import { describe, expect, it } from 'vitest';
import { lookup } from '../../../src/i18n/i18n';
import { LOCALES } from '../../../src/i18n/locales';
import { GAME_IDS } from '../../../src/i18n/routes';
import { exerciseLinks, guideExerciseUrl, reportedRulesVersion } from '../../../src/lessons/exercise-links';
import { EXERCISES } from '../../../src/lessons/registry';

/** The English words of the old version id (the site's name among them: a mail body in German says no "Ply Yard rules"). */
const ENGLISH = /\b(?:rules|ply|yard)\b/i;

const mailBody = (href: string): string => new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body') ?? '';

describe('the error report names the rules version in the page’s language', () => {
  for (const lang of LOCALES)
    for (const game of GAME_IDS) {
      it(`${lang} ${game}: the mail body has no English word of the old version id, and the translated version`, () => {
        const ex = EXERCISES[game][0]!;
        const get = lookup(lang);
        const body = mailBody(exerciseLinks(lang, ex, get, guideExerciseUrl(lang, ex)).reportHref);
        const version = reportedRulesVersion(game, get);
        expect(body).toContain(version);
        expect(version).toContain(game === 'banqi' ? 'B1–B9' : 'J1–J6');
        expect(version).not.toMatch(/\{\{/);
        // The address (https://plyyard.com/...) is one word for \b, so it does not match.
        expect(body.match(ENGLISH)).toBeNull();
      });
    }
});
