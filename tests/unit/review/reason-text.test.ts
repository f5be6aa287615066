/** A reason's sentence in the page's language (src/review/reason-text.ts), from the real dictionaries. */
import { describe, expect, it } from 'vitest';
import de from '../../../src/i18n/locales/de.json';
import es from '../../../src/i18n/locales/es.json';
import fr from '../../../src/i18n/locales/fr.json';
import pt from '../../../src/i18n/locales/pt.json';
import { markText, pieceKey, reasonText } from '../../../src/review/reason-text';
import { MARKS, type Reason } from '../../../src/review/types';

const lookup = (dict: Record<string, string>) => (key: string) => dict[key];
const FR = lookup(fr);
const DE = lookup(de);

describe('review sentences', () => {
  it('names both pieces and squares of a hanging piece, a capital first', () => {
    const r: Reason = { kind: 'hangs', piece: 'R', square: 'c3', by: 'c', from: 'c1' };
    expect(reasonText(FR, 'fr', 'banqi', r)).toBe('Après ce coup, le canon noir en c1 prend le char rouge en c3.');
    expect(reasonText(DE, 'de', 'banqi', r)).toBe(
      'Nach diesem Zug bleibt der rote Wagen auf c3 ungedeckt, und die schwarze Kanone auf c1 schlägt zu.',
    );
  });

  it('reads Jungle letters as animals, lowercase blue', () => {
    const r: Reason = { kind: 'den-open', by: 'l', from: 'd2', square: 'd1' };
    expect(reasonText(FR, 'fr', 'jungle', r)).toBe(
      'Ce coup laisse la tanière ouverte : le lion bleu en d2 entre en d1 et gagne la partie.',
    );
    expect(pieceKey('jungle', 'R')).toBe('review.piece.jungle.red.rat');
    expect(pieceKey('banqi', 'R')).toBe('review.piece.banqi.red.chariot');
    expect(pieceKey('banqi', 'X')).toBeNull();
  });

  it("writes a reveal's odds in the language's number format", () => {
    const r: Reason = { kind: 'reveal-risk', square: 'b2', chance: 7.5, piece: 'R' };
    expect(reasonText(FR, 'fr', 'banqi', r)).toContain('7,5 %');
    expect(reasonText(FR, 'fr', 'banqi', r)).toContain('le char rouge');
    const u: Reason = { kind: 'unlucky', square: 'a1', chance: 0, piece: 'G' };
    expect(reasonText(DE, 'de', 'banqi', u)).toBe(
      'Kein Fehler, sondern Pech: Auf a1 kam der rote General zum Vorschein, und die Stellung kippte.',
    );
  });

  it('has a sentence for every reason and a label for every mark in all four locales', () => {
    const reasons: Reason[] = [
      { kind: 'hangs', piece: 'R', square: 'c3', by: 'c', from: 'c1' },
      { kind: 'misses-capture', piece: 'r', square: 'c3', by: 'C', from: 'c1' },
      { kind: 'den-open', by: 'l', from: 'd2', square: 'd1' },
      { kind: 'misses-den', piece: 'L', from: 'd8', square: 'd9' },
      { kind: 'reveal-risk', square: 'b2', chance: 31, piece: 'R' },
      { kind: 'unlucky', square: 'a1', chance: 12.5, piece: 'G' },
      { kind: 'unlucky', square: 'a1', chance: 0, piece: 'G' },
      { kind: 'better-move', piece: 'H', from: 'b2', to: 'b3' },
      { kind: 'better-reveal', square: 'h4' },
    ];
    for (const dict of [pt, es, fr, de]) {
      const strings = lookup(dict);
      const texts = reasons.map((r) => reasonText(strings, 'fr', r.kind.includes('den') ? 'jungle' : 'banqi', r));
      for (const t of texts) expect(t).not.toMatch(/\{\{|review\.|^[a-zà-ÿ]/);
      expect(new Set(texts).size).toBe(texts.length);
      for (const m of MARKS) expect(markText(strings, m)).not.toBe(m);
    }
  });
});
