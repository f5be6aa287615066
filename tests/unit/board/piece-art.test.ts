import { describe, expect, it } from 'vitest';
import { artOf } from '../../../src/board/art/piece-art';
import { characterId, faceId, PIECE_SETS, symbolId } from '../../../src/board/art/symbols';
import { gameCharacters, spriteText } from '../../../src/board/art/sprite';
import { glyphOutlines } from '../../../src/board/art/glyph-outlines';
import { faceList } from '../../../src/board/faces';
import { legendEntries, legendKeys, terrainEntries } from '../../../src/board/legend';
import type { Game } from '../../../src/board/types';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES } from '../../../src/i18n/locales';

const GAMES: readonly Game[] = ['banqi', 'jungle'];
/** The symbol ids a sprite defines. */
const symbolIds = (sprite: string): string[] => [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1] ?? '');

describe('piece art mapping', () => {
  const outlines = new Map(
    GAMES.map((game) => {
      const result = glyphOutlines(gameCharacters(game));
      if (!result.ok) throw new Error(`${result.error.kind} ${result.error.char}`);
      return [game, result.value] as const;
    }),
  );

  for (const game of GAMES) {
    it(`${game}: every identity has a picture and a character outline in its sprite`, () => {
      const sprite = spriteText(game, outlines.get(game)!);
      const ids = new Set(symbolIds(sprite));
      const faces = faceList(game);
      expect(faces.length).toBe(game === 'banqi' ? 14 : 16);
      for (const face of faces) {
        expect(artOf(game, face.kind), face.letter).toBeDefined();
        // The face symbol a piece points at places both sets.
        const faceSymbol = new RegExp(`<symbol id="${faceId(face)}"[^>]*>(.*?)</symbol>`).exec(sprite)?.[1] ?? '';
        for (const set of PIECE_SETS)
          expect(faceSymbol, `${face.letter} ${set}`).toContain(`href="#${symbolId(game, face, set)}"`);
        for (const set of PIECE_SETS) expect(ids.has(symbolId(game, face, set)), `${face.letter} ${set}`).toBe(true);
      }
      // No art symbol is empty: a picture has ink, a character has an outline.
      for (const m of sprite.matchAll(/<symbol id="((?:pic|chr)-[^"]+)"[^>]*>(.*?)<\/symbol>/g)) {
        expect(m[2], m[1]).toMatch(/<path d="[^"]{40,}"/);
      }
    });
  }

  it('a picture differs from kind to kind within a game (no copy-paste placeholder)', () => {
    for (const game of GAMES) {
      const kinds = [...new Set(faceList(game).map((f) => f.kind))];
      const drawn = kinds.map((k) => JSON.stringify(artOf(game, k)));
      expect(new Set(drawn).size, game).toBe(kinds.length);
    }
  });

  it('each character outline is distinct and centred in the box', () => {
    const all = new Map([...outlines.get('banqi')!, ...outlines.get('jungle')!]);
    expect(all.size).toBe(21); // 14 Banqi characters + 8 Jungle ones, 象 shared
    expect(new Set(all.values()).size).toBe(all.size);
    for (const [char, d] of all) {
      const first = /^m(-?\d+)[ ,]?(-?\d+)/.exec(d);
      expect(first, char).not.toBeNull();
      // The first point lies inside the 100-unit box around the centre.
      expect(Math.abs(Number(first![1])), char).toBeLessThanOrEqual(50);
      expect(Math.abs(Number(first![2])), char).toBeLessThanOrEqual(50);
    }
  });

  it('a character symbol is shared by the pieces that carry it', () => {
    const jungle = faceList('jungle');
    expect(characterId(jungle.find((f) => f.letter === 'E')!.glyph)).toBe(
      characterId(faceList('banqi').find((f) => f.letter === 'e')!.glyph),
    );
    expect(symbolIds(spriteText('jungle', outlines.get('jungle')!)).filter((id) => id.startsWith('chr-'))).toHaveLength(
      8,
    );
  });
});

describe('piece names and legend texts', () => {
  for (const game of GAMES) {
    it(`${game}: one legend entry per kind, with its rank, in notation order`, () => {
      const entries = legendEntries(game);
      expect(entries.map((e) => e.letter).join('')).toBe(game === 'banqi' ? 'GAERHCS' : 'RCDWPTLE');
      expect(entries.map((e) => e.value)).toEqual(game === 'banqi' ? [7, 6, 5, 4, 3, 2, 1] : [1, 2, 3, 4, 5, 6, 7, 8]);
      expect(terrainEntries(game).map((t) => t.terrain.kind)).toEqual(game === 'banqi' ? [] : ['water', 'trap', 'den']);
    });

    for (const lang of LOCALES) {
      it(`${game} ${lang}: every kind has a name and a move line, all distinct`, () => {
        const dict: Readonly<Record<string, string>> = DICTIONARIES[lang];
        const missing = legendKeys(game).filter((k) => (dict[k] ?? '').trim() === '');
        expect(missing).toEqual([]);
        const names = legendEntries(game).map((e) => dict[e.nameKey]);
        expect(new Set(names).size).toBe(names.length);
        // No Latin notation letter stands in for a name.
        expect(names.every((n) => (n ?? '').length > 2)).toBe(true);
      });
    }
  }
});
