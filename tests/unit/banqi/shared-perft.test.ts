/**
 * Perft against ../shared/perft.md: positions and leaf counts from an independent native
 * implementation of the rules, at depths that together run in a few seconds (the deeper counts are for `npm run bench`).
 * Both engines are reached through the one rules interface, exactly as the command line does.
 */
import { describe, expect, it } from 'vitest';
import { banqiGame } from '../../../src/engine/banqi';
import type { GameRules } from '../../../src/engine/core/game-rules';
import { jungleGame } from '../../../src/engine/jungle';
import { FIXTURES } from '../perft-fixtures';

const GAMES: Readonly<Record<'banqi' | 'jungle', GameRules<unknown>>> = { banqi: banqiGame, jungle: jungleGame };

describe('B1-B9 J1-J6 perft matches the independent implementation of ../shared/perft.md', () => {
  for (const [game, text, depth, leaves] of FIXTURES) {
    it(`${game} perft(${depth}) of ${text} is ${leaves}`, () => {
      const rules = GAMES[game];
      const p = rules.parse(text);
      if (!p.ok) throw new Error(`fixture refused: ${p.error.field}/${p.error.reason}`);
      expect(rules.perft(p.value, depth)).toBe(leaves);
    });
  }
});
