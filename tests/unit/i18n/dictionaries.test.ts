import { describe, expect, it } from 'vitest';
import { DICTIONARIES, MESSAGE_KEYS, REFERENCE_LOCALE } from '../../../src/i18n/dictionaries';
import { LOCALES } from '../../../src/i18n/locales';
import { dictionaryProblems, placeholders } from '../../../src/i18n/schema';

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
