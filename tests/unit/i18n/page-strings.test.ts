import { describe, expect, it } from 'vitest';
import { PAGE_STRINGS_ID, pageStringsJson, readPageStrings } from '../../../src/i18n/page-strings';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES } from '../../../src/i18n/locales';
import { boardStringKeys } from '../../../src/board/strings';
import { lessonEngine } from '../../../src/lessons/engines';
import { exerciseIslandKeys } from '../../../src/lessons/keys';
import { guideIslandKeys } from '../../../src/lessons/page-keys';
import { EXERCISES } from '../../../src/lessons/registry';
import { GAME_IDS } from '../../../src/i18n/routes';

/** A document holding only the registry script with this text (or none). */
const docWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === PAGE_STRINGS_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('the page string registry', () => {
  it('embeds each listed key once, in the page language, safe inside a script element', () => {
    const json = pageStringsJson('fr', ['board.empty', 'board.empty', 'search.none']);
    expect(JSON.parse(json)).toEqual({
      'board.empty': DICTIONARIES.fr['board.empty'],
      'search.none': DICTIONARIES.fr['search.none'],
    });
    expect(pageStringsJson('pt', ['board.empty']).includes('<')).toBe(false);
    expect(JSON.parse(pageStringsJson('pt', []))).toEqual({});
  });

  it('fails the build for a key no dictionary has', () => {
    expect(() => pageStringsJson('de', ['board.nope'])).toThrow(/board\.nope/);
  });

  it('reads back what the page embeds; a missing or corrupt registry reads as empty, never throws', () => {
    const json = pageStringsJson('es', boardStringKeys());
    expect(readPageStrings(docWith(json))['board.empty']).toBe(DICTIONARIES.es['board.empty']);
    for (const bad of [null, '', '{', '[1,2]', 'null', '"x"', '42']) expect(readPageStrings(docWith(bad))).toEqual({});
    expect(readPageStrings(docWith('{"a":"x","b":3,"c":null}'))).toEqual({ a: 'x' });
  });

  it("a guide page registers every string any of its game's exercise islands and boards read", () => {
    for (const game of GAME_IDS) {
      const registered = new Set(guideIslandKeys(game));
      expect(registered.size).toBe(guideIslandKeys(game).length);
      const needed = [
        ...boardStringKeys(),
        ...EXERCISES[game].flatMap((ex) => exerciseIslandKeys(ex, lessonEngine(game)?.illegalReasons ?? [])),
      ];
      for (const key of needed) expect(registered.has(key), key).toBe(true);
      for (const lang of LOCALES) expect(() => pageStringsJson(lang, registered)).not.toThrow();
    }
  });
});
