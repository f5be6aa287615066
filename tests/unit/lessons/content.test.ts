/**
 * Content parity of the Banqi guide (issue 7): every locale's MDX has the sections, exercises and
 * FAQ entries of content-brief.md, in the same order, so no locale lacks what another has.
 * (While a locale is still a placeholder, its tests here fail on purpose.)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../src/i18n/locales';
import { BANQI_EXERCISES } from '../../../src/lessons/banqi/exercises';
import { BANQI_FAQ, BANQI_GUIDE_SECTIONS } from '../../../src/lessons/banqi/guide';
import { BANQI_PRACTICE } from '../../../src/lessons/banqi/practice';

interface Guide {
  sections: { id: string; body: string }[];
  exercises: string[];
  faq: { id: string; body: string }[];
  text: string;
}

function read(lang: Locale): Guide {
  const text = readFileSync(fileURLToPath(new URL(`../../../content/${lang}/banqi.mdx`, import.meta.url)), 'utf8');
  const blocks = (tag: string): { id: string; body: string }[] =>
    [...text.matchAll(new RegExp(`<${tag} id="([^"]+)">([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => ({
      id: m[1]!,
      body: m[2]!,
    }));
  return {
    sections: blocks('Section'),
    exercises: [...text.matchAll(/<Exercise id="([^"]+)"\s*\/>/g)].map((m) => m[1]!),
    faq: blocks('FaqItem'),
    text,
  };
}

/** The anchor Astro gives a heading (github-slugger: lower case, punctuation dropped, spaces to hyphens). */
const slug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const PRACTICE_IDS = BANQI_PRACTICE.flatMap((s) => s.exercises) as readonly string[];
const PAGE_IDS = BANQI_EXERCISES.map((e) => e.id).filter((id) => !PRACTICE_IDS.includes(id));
const reference = read('pt');

describe('the reference guide (pt) follows the content brief', () => {
  it('has the brief’s sections in order', () => {
    expect(reference.sections.map((s) => s.id)).toEqual([...BANQI_GUIDE_SECTIONS]);
  });

  it('has the brief’s FAQ entries in order, inside the faq section', () => {
    expect(reference.faq.map((f) => f.id)).toEqual([...BANQI_FAQ]);
  });
});

for (const lang of LOCALES) {
  describe(`${lang}: the Banqi guide`, () => {
    const guide = read(lang);

    it(`has the same sections as ${lang === 'pt' ? 'the brief' : 'pt'}, in order`, () => {
      expect(guide.sections.map((s) => s.id)).toEqual(reference.sections.map((s) => s.id));
    });

    it('places the same exercises in the same order, each exercise of the data once (practice ones via <Practice />)', () => {
      expect(guide.exercises).toEqual(reference.exercises);
      expect([...guide.exercises].sort()).toEqual([...PAGE_IDS].sort());
      const practice = guide.sections.find((s) => s.id === 'practice');
      expect(practice?.body.match(/<Practice\s*\/>/g)).toHaveLength(1);
    });

    it('has the same FAQ entries, and a live board in every one a board can show (all but "ai")', () => {
      expect(guide.faq.map((f) => f.id)).toEqual(reference.faq.map((f) => f.id));
      for (const f of guide.faq) expect(/<Exercise id=/.test(f.body), f.id).toBe(f.id !== 'ai');
    });

    it('gives every rule section its own live board', () => {
      for (const s of guide.sections.filter((x) => x.id.startsWith('rules-') && x.id !== 'rules-version')) {
        expect(/<Exercise id=/.test(s.body), s.id).toBe(true);
      }
    });

    it('has the rules-version card linking to the sources section’s heading, the call to play and the report link', () => {
      const card = /<RulesCard editorial="([^"]+)"\s*\/>/.exec(
        guide.sections.find((s) => s.id === 'rules-version')?.body ?? '',
      );
      const sources = guide.sections.find((s) => s.id === 'sources')?.body ?? '';
      const heading = /^## (.+)$/m.exec(sources)?.[1] ?? '';
      expect(card?.[1]).toBe(slug(heading));
      expect(sources).toMatch(/<ReportLink\s*\/>/);
      expect(sources).toContain('contact@plyyard.com');
      expect(guide.sections.find((s) => s.id === 'play')?.body).toMatch(/<PlayCall\s*\/>/);
    });

    it('headings its sections in Markdown (## / ###), so they get anchors in the page’s language', () => {
      for (const s of guide.sections.filter((x) => !['lead', 'rules-version'].includes(x.id))) {
        expect(/^#{2,3} \S/m.test(s.body), s.id).toBe(true);
      }
    });
  });
}
