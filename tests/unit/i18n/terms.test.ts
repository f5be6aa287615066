/**
 * One word per idea in each language (issue 46, content review: "choose once and use it everywhere"): the Jungle's
 * den is "toca", "guarida", "tanière" and "Bau" in every dictionary string and guide, never the alternative a
 * translator might reach for.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES, type Locale } from '../../../src/i18n/locales';

/** The words not chosen, per locale (whole words, any case). */
const NOT_CHOSEN: Readonly<Record<Locale, readonly string[]>> = {
  pt: ['covil', 'covis'],
  es: ['madriguera', 'madrigueras'],
  fr: ['terrier', 'terriers'],
  de: ['Höhle', 'Höhlen'],
};

const CONTENT = fileURLToPath(new URL('../../../content/', import.meta.url));

const texts = (lang: Locale): { where: string; text: string }[] => [
  ...Object.entries(DICTIONARIES[lang] as Record<string, string>).map(([key, text]) => ({ where: key, text })),
  ...readdirSync(`${CONTENT}${lang}`)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({ where: `content/${lang}/${f}`, text: readFileSync(`${CONTENT}${lang}/${f}`, 'utf8') })),
];

describe.each(LOCALES)('%s terms', (lang) => {
  it('the den has one name everywhere', () => {
    const word = new RegExp(`(?<![\\p{L}])(?:${NOT_CHOSEN[lang].join('|')})(?![\\p{L}])`, 'iu');
    const found = texts(lang)
      .filter(({ text }) => word.test(text))
      .map(({ where }) => where);
    expect(found).toEqual([]);
  });
});
