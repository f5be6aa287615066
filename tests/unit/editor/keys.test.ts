import { describe, expect, it } from 'vitest';
import { editorPageKeys, positionReasons } from '../../../src/editor/page-keys';
import { DICTIONARIES, REFERENCE_LOCALE } from '../../../src/i18n/dictionaries';

describe('editor strings', () => {
  for (const game of ['banqi', 'jungle'] as const) {
    it(`${game}: every key the editor page lists, each parser reason among them, is in the dictionary`, () => {
      const dict = DICTIONARIES[REFERENCE_LOCALE] as Readonly<Record<string, string>>;
      const keys = editorPageKeys(game);
      expect(keys.filter((k) => dict[k] === undefined)).toEqual([]);
      for (const reason of positionReasons(game)) expect(keys).toContain(`editor.reason.${reason}`);
    });
  }
});
