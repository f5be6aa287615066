/**
 * Content parity of both rules guides (issues 7 and 12): every locale's MDX has the sections,
 * exercises and FAQ entries of content-brief.md, in the same order, so no locale lacks what another
 * has. (While a locale is still a placeholder, its tests here fail on purpose.)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../src/i18n/locales';
import { BANQI_EXERCISES } from '../../../src/lessons/banqi/exercises';
import { BANQI_FAQ, BANQI_GUIDE_SECTIONS } from '../../../src/lessons/banqi/guide';
import { BANQI_PRACTICE } from '../../../src/lessons/banqi/practice';
import { JUNGLE_EXERCISES } from '../../../src/lessons/jungle/exercises';
import { JUNGLE_FAQ, JUNGLE_GUIDE_SECTIONS } from '../../../src/lessons/jungle/guide';
import { JUNGLE_PRACTICE } from '../../../src/lessons/jungle/practice';
import type { GameId } from '../../../src/i18n/routes';
import type { Exercise, PracticeStage } from '../../../src/lessons/types';

/** What each guide must contain; `noBoard` lists the FAQ entries a board cannot show. */
interface GuideSpec {
  readonly game: GameId;
  readonly name: string;
  readonly file: string;
  readonly sections: readonly string[];
  readonly faq: readonly string[];
  readonly exercises: readonly Exercise[];
  readonly practice: readonly PracticeStage[];
  readonly noBoard: readonly string[];
}

const GUIDES: readonly GuideSpec[] = [
  {
    game: 'banqi',
    name: 'Banqi',
    file: 'banqi.mdx',
    sections: BANQI_GUIDE_SECTIONS,
    faq: BANQI_FAQ,
    exercises: BANQI_EXERCISES,
    practice: BANQI_PRACTICE,
    noBoard: ['ai'],
  },
  {
    game: 'jungle',
    name: 'Jungle',
    file: 'dou-shou-qi.mdx',
    sections: JUNGLE_GUIDE_SECTIONS,
    faq: JUNGLE_FAQ,
    exercises: JUNGLE_EXERCISES,
    practice: JUNGLE_PRACTICE,
    noBoard: [],
  },
];

interface Guide {
  sections: { id: string; body: string }[];
  exercises: string[];
  faq: { id: string; body: string }[];
  text: string;
}

function read(lang: Locale, file: string): Guide {
  const text = readFileSync(fileURLToPath(new URL(`../../../content/${lang}/${file}`, import.meta.url)), 'utf8');
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

/** A lesson component, with the guide's game named unless it is Banqi (the components' default). */
const component = (spec: GuideSpec, name: string): RegExp =>
  new RegExp(`<${name}${spec.game === 'banqi' ? '' : ` game="${spec.game}"`}\\s*/>`);

for (const spec of GUIDES) {
  const PRACTICE_IDS = spec.practice.flatMap((s) => s.exercises) as readonly string[];
  const PAGE_IDS = spec.exercises.map((e) => e.id).filter((id) => !PRACTICE_IDS.includes(id));
  const reference = read('pt', spec.file);

  describe(`the reference ${spec.name} guide (pt) follows the content brief`, () => {
    it('has the brief’s sections in order', () => {
      expect(reference.sections.map((s) => s.id)).toEqual([...spec.sections]);
    });

    it('has the brief’s FAQ entries in order, inside the faq section', () => {
      expect(reference.faq.map((f) => f.id)).toEqual([...spec.faq]);
    });
  });

  for (const lang of LOCALES) {
    describe(`${lang}: the ${spec.name} guide`, () => {
      const guide = read(lang, spec.file);

      it(`has the same sections as ${lang === 'pt' ? 'the brief' : 'pt'}, in order`, () => {
        expect(guide.sections.map((s) => s.id)).toEqual(reference.sections.map((s) => s.id));
      });

      it('places the same exercises in the same order, each exercise of the data once (practice ones via <Practice />)', () => {
        expect(guide.exercises).toEqual(reference.exercises);
        expect([...guide.exercises].sort()).toEqual([...PAGE_IDS].sort());
        const practice = guide.sections.find((s) => s.id === 'practice');
        expect(practice?.body.match(new RegExp(component(spec, 'Practice'), 'g'))).toHaveLength(1);
      });

      it('has the same FAQ entries, and a live board in every one a board can show', () => {
        expect(guide.faq.map((f) => f.id)).toEqual(reference.faq.map((f) => f.id));
        for (const f of guide.faq) expect(/<Exercise id=/.test(f.body), f.id).toBe(!spec.noBoard.includes(f.id));
      });

      it('gives every rule section its own live board', () => {
        for (const s of guide.sections.filter((x) => x.id.startsWith('rules-') && x.id !== 'rules-version')) {
          expect(/<Exercise id=/.test(s.body), s.id).toBe(true);
        }
      });

      it('has the rules-version card linking to the sources section’s heading, the call to play and the report link', () => {
        const card = new RegExp(
          `<RulesCard${spec.game === 'banqi' ? '' : ` game="${spec.game}"`} editorial="([^"]+)"\\s*/>`,
        ).exec(guide.sections.find((s) => s.id === 'rules-version')?.body ?? '');
        const sources = guide.sections.find((s) => s.id === 'sources')?.body ?? '';
        const heading = /^## (.+)$/m.exec(sources)?.[1] ?? '';
        expect(card?.[1]).toBe(slug(heading));
        expect(sources).toMatch(component(spec, 'ReportLink'));
        expect(sources).toContain('contact@plyyard.com');
        expect(guide.sections.find((s) => s.id === 'play')?.body).toMatch(component(spec, 'PlayCall'));
      });

      it('opens with a 30-second box of 3 to 5 points, and steps through its example game on one board', () => {
        const overview = guide.sections.find((s) => s.id === 'overview')?.body ?? '';
        const points = overview.match(/^- \*\*/gm) ?? [];
        expect(points.length).toBeGreaterThanOrEqual(3);
        expect(points.length).toBeLessThanOrEqual(5);
        const example = guide.sections.find((s) => s.id === 'example')?.body ?? '';
        expect(example).toMatch(new RegExp(`<ExampleGame game="${spec.game}"\\s*/>`));
      });

      it('explains the move notation once, in its notation section, with an example move', () => {
        const notation = guide.sections.find((s) => s.id === 'notation')?.body ?? '';
        expect(notation).toMatch(/\b[a-h][1-9][a-h][1-9]\b/);
      });

      if (spec.game === 'jungle') {
        it('shows each of its four strategy tips on a board of its own', () => {
          const strategy = guide.sections.find((s) => s.id === 'strategy')?.body ?? '';
          const tips = strategy.split(/^- \*\*/m).slice(1);
          expect(tips).toHaveLength(4);
          for (const tip of tips) expect(tip.match(/<Exercise id="strategy-[^"]+"\s*\/>/g), tip).toHaveLength(1);
        });

        it('makes the first board the checklist sandbox', () => {
          expect(guide.exercises[0]).toBe('board-start');
        });

        it('states the elephant-in-its-own-trap rule in the traps section only, linking to it elsewhere', () => {
          const traps = guide.sections.find((s) => s.id === 'rules-traps')?.body ?? '';
          const heading = /^### (.+)$/m.exec(traps)?.[1] ?? '';
          const links = guide.text.match(new RegExp(`\\]\\(#${slug(heading)}\\)`, 'gu')) ?? [];
          expect(links.length).toBeGreaterThanOrEqual(3);
        });

        it('states where a jump may land in the jumps section, and its FAQ entry links there (J4)', () => {
          const jumps = guide.sections.find((s) => s.id === 'rules-jumps')?.body ?? '';
          const heading = /^### (.+)$/m.exec(jumps)?.[1] ?? '';
          const faq = guide.faq.find((f) => f.id === 'jump')?.body ?? '';
          expect(faq).toContain(`](#${slug(heading)})`);
        });
      }

      it('headings its sections in Markdown (## / ###), so they get anchors in the page’s language', () => {
        for (const s of guide.sections.filter((x) => !['lead', 'rules-version'].includes(x.id))) {
          expect(/^#{2,3} \S/m.test(s.body), s.id).toBe(true);
        }
      });
    });
  }
}
