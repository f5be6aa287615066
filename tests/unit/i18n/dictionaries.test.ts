import { describe, expect, it } from 'vitest';
import { DICTIONARIES, MESSAGE_KEYS, REFERENCE_LOCALE } from '../../../src/i18n/dictionaries';
import { LOCALES } from '../../../src/i18n/locales';
import { dictionaryProblems, placeholders } from '../../../src/i18n/schema';
import { PLURAL_FORMS } from '../../../src/i18n/format';

describe('UI dictionaries', () => {
  it('exist for exactly the site locales', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...LOCALES].sort());
  });

  for (const lang of LOCALES) {
    it(`${lang} has every key, no extra key and no empty string`, () => {
      expect(dictionaryProblems(DICTIONARIES[lang])).toEqual([]);
    });

    it(`${lang} uses the same {{placeholders}} as ${REFERENCE_LOCALE} in every string`, () => {
      const reference = DICTIONARIES[REFERENCE_LOCALE];
      const mismatched = MESSAGE_KEYS.filter(
        (key) => placeholders(DICTIONARIES[lang][key]).join() !== placeholders(reference[key]).join(),
      );
      expect(mismatched).toEqual([]);
    });
  }
});

describe('counted strings (issue 46: "1 étoiles")', () => {
  const PLURAL = new RegExp(`^(.+)_(${PLURAL_FORMS.join('|')})$`);
  const counted = [...new Set(MESSAGE_KEYS.map((key) => PLURAL.exec(key)?.[1]).filter((k) => k !== undefined))];

  it('exist, and each has every plural form in the reference key set', () => {
    expect(counted.length).toBeGreaterThan(0);
    const keys = new Set<string>(MESSAGE_KEYS);
    expect(counted.flatMap((base) => PLURAL_FORMS.map((f) => `${base}_${f}`)).filter((k) => !keys.has(k))).toEqual([]);
  });

  for (const lang of LOCALES)
    it(`${lang}: the forms of a counted string use the same {{placeholders}}`, () => {
      const dict: Readonly<Record<string, string>> = DICTIONARIES[lang];
      const differing = counted.filter(
        (base) => new Set(PLURAL_FORMS.map((f) => placeholders(dict[`${base}_${f}`] ?? '').join())).size !== 1,
      );
      expect(differing).toEqual([]);
    });
});

describe('the dictionary schema', () => {
  const valid = (): Record<string, string> => ({ ...DICTIONARIES[REFERENCE_LOCALE] });

  it('reports a missing key', () => {
    const dict = valid();
    delete dict['search.placeholder'];
    expect(dictionaryProblems(dict)).toEqual(['missing key: search.placeholder']);
  });

  it('reports an extra key', () => {
    expect(dictionaryProblems({ ...valid(), 'nav.typo': 'Jogos' })).toEqual(['extra keys: nav.typo']);
  });

  it('reports empty and blank strings', () => {
    expect(dictionaryProblems({ ...valid(), 'site.name': '', 'home.title': '   ' })).toEqual([
      'empty string at site.name',
      'empty string at home.title',
    ]);
  });

  it('reports a value that is not a string', () => {
    expect(dictionaryProblems({ ...valid(), 'site.name': 42 })).toHaveLength(1);
  });

  it('finds placeholders', () => {
    expect(placeholders('Resultados para “{{query}}”: {{ count }} {{query}}')).toEqual(['count', 'query']);
    expect(placeholders('Sem variáveis')).toEqual([]);
  });
});
