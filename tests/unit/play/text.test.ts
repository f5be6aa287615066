/** The play island's messages with a count take the count's plural form (issue 46: no "(1 coups)"). */
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES, LOCALE_TAGS } from '../../../src/i18n/locales';
import { tr } from '../../../src/islands/play/text';

const imported = (lang: (typeof LOCALES)[number], count: number): string =>
  tr(DICTIONARIES[lang], { key: 'play.import.done', vars: { count } }, LOCALE_TAGS[lang]);

describe('play.import.done', () => {
  it('says one move in the singular and two in the plural, in every locale', () => {
    for (const lang of LOCALES) {
      const one = imported(lang, 1);
      const two = imported(lang, 2);
      expect(one, lang).toBe(DICTIONARIES[lang]['play.import.done_one']!.replace('{{count}}', '1'));
      expect(two, lang).toBe(DICTIONARIES[lang]['play.import.done_other']!.replace('{{count}}', '2'));
      expect(one, lang).not.toBe(two.replace('2', '1'));
    }
  });

  it('reads as the reader writes it: "1 coup", "2 coups", "1 Zug", "2 Zügen", "1 lance", "1 jugada"', () => {
    expect(imported('fr', 1)).toContain('1 coup.');
    expect(imported('fr', 2)).toContain('2 coups.');
    expect(imported('de', 1)).toContain('1 Zug ');
    expect(imported('de', 2)).toContain('2 Zügen ');
    expect(imported('pt', 1)).toContain('1 lance.');
    expect(imported('es', 1)).toContain('1 jugada.');
  });

  it('a message without forms is filled as before', () => {
    expect(tr({ x: 'n = {{count}}' }, { key: 'x', vars: { count: 3 } }, 'fr')).toBe('n = 3');
  });
});
