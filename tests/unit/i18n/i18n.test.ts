import { describe, expect, it } from 'vitest';
import { DICTIONARIES, MESSAGE_KEYS, type MessageKey } from '../../../src/i18n/dictionaries';
import { formatMessage } from '../../../src/i18n/format';
import { lookup, pickStrings, t } from '../../../src/i18n/i18n';
import { LOCALES } from '../../../src/i18n/locales';
import { placeholders } from '../../../src/i18n/schema';

describe('t', () => {
  it('returns the string of the requested locale', () => {
    expect(t('pt', 'switcher.label')).toBe('Idioma');
    expect(t('fr', 'switcher.label')).toBe('Langue');
    expect(t('de', 'switcher.label')).toBe('Sprache');
  });

  it('keeps dotted keys flat', () => {
    expect(t('es', 'game.jungle.rules')).toBe(DICTIONARIES.es['game.jungle.rules']);
  });

  it('fills placeholders without HTML escaping (Astro escapes)', () => {
    expect(t('de', 'search.count', { query: '<Kanone>', count: 3 })).toBe('Treffer für „<Kanone>“: 3');
  });

  it('refuses a missing placeholder value', () => {
    expect(() => t('pt', 'search.count', { query: 'x' })).toThrow(/search\.count/);
  });

  it('refuses an unknown key', () => {
    expect(() => t('pt', 'no.such.key' as MessageKey)).toThrow(/no\.such\.key/);
  });
});

describe('pickStrings', () => {
  it('gives only the requested strings, unformatted', () => {
    expect(pickStrings('fr', ['search.none', 'site.name'])).toEqual({
      'search.none': DICTIONARIES.fr['search.none'],
      'site.name': 'Ply Yard',
    });
  });
});

describe('lookup', () => {
  it('returns raw strings by any key and refuses unknown ones', () => {
    expect(lookup('es')('search.none')).toBe(DICTIONARIES.es['search.none']);
    expect(() => lookup('es')('board.nothing')).toThrow(/board\.nothing/);
  });
});

describe('formatMessage (islands) agrees with t (server)', () => {
  const withVars = MESSAGE_KEYS.filter((key) => placeholders(DICTIONARIES.pt[key]).length > 0);

  it('has strings with placeholders to compare', () => {
    expect(withVars.length).toBeGreaterThan(2);
  });

  for (const lang of LOCALES) {
    it(`in ${lang}`, () => {
      for (const key of withVars) {
        const vars = Object.fromEntries(placeholders(DICTIONARIES[lang][key]).map((name, i) => [name, `v${i}`]));
        expect(formatMessage(pickStrings(lang, [key])[key], vars), key).toBe(t(lang, key, vars));
      }
    });
  }

  it('leaves an unknown placeholder visible', () => {
    expect(formatMessage('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});
