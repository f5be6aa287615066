/**
 * One move notation in prose, site-wide (issue 46): every text a reader sees writes a step or a jump 'c4–b4' and a
 * capture 'a2×a3' (src/board/move-prose.ts). The compact 'b2b3' of shared/notation.md belongs to records, links and
 * the command line; a guide names it once, in code spans inside its notation section.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../../src/i18n/dictionaries';
import { LOCALES } from '../../../src/i18n/locales';
import { moveProse } from '../../../src/board/move-prose';
import { moveText, moveTextOn } from '../../../src/islands/exercise/text';
import { squaresFromPosition } from '../../../src/board/position';
import { findExercise } from '../../../src/lessons/registry';
import type { Locale } from '../../../src/i18n/locales';

/**
 * A move written in any other form: two squares run together ('b2b3'), or joined by a hyphen, another dash, an x or
 * an arrow, or by '–' or '×' with spaces around them. Only 'c4–b4' and 'a2×a3' pass.
 */
const OTHER_FORM = /\b[a-h][1-9](?![–×][a-h][1-9]\b)(?:\s*(?:->|=>|[-‐‑‒—―−–×xX~>→⟶])\s*)?[a-h][1-9]\b/g;

const otherForms = (text: string): string[] => [...text.matchAll(OTHER_FORM)].map((m) => m[0]);

const SQ = String.raw`\b[a-h][1-9]\b`;

/** Two squares joined by words: `SQ <word> SQ`, or a 'from' word, a square, a few words and a 'to' word before a square. */
const inWords = (joins: string, from?: { word: string; to: string }): RegExp =>
  new RegExp(
    `${SQ}\\s+(?:${joins})\\s+${SQ}` +
      (from ? `|\\b(?:${from.word})\\s+${SQ}[^.;:?!]{0,30}?\\b(?:${from.to})\\s+${SQ}` : ''),
    'giu',
  );

/**
 * A move written in words, language by language: 'de d2 para d3', 'de d2 a d3', 'de d2 en d3', 'von d2 nach d3', and
 * the same without the 'from' word ('d2 para d3'). The prose writes d2–d3 instead. A square and a destination apart
 * ('o tigre em a5 pode saltar até d5', 'der Tiger auf a5 springt nach d5') name a piece by its square, and pass.
 * The same pattern catches a stretch of squares ('de b4 a c6'): the guides name those by files and ranks.
 */
const IN_WORDS: Readonly<Record<Locale, RegExp>> = {
  pt: inWords('para|até|a|ao|à|em'),
  es: inWords('a|al|hasta|hacia'),
  fr: inWords("à|en|vers|pour|jusqu[’']à|jusqu[’']en"),
  de: inWords('nach|bis', { word: 'von', to: 'nach|bis' }),
};

const inWordsOf = (lang: Locale, text: string): string[] => [...text.matchAll(IN_WORDS[lang])].map((m) => m[0]);

const CONTENT = fileURLToPath(new URL('../../../content/', import.meta.url));
const guides = LOCALES.flatMap((lang) =>
  readdirSync(`${CONTENT}${lang}`)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({ lang, name: `${lang}/${f}`, text: readFileSync(`${CONTENT}${lang}/${f}`, 'utf8') })),
);

const CODE_SPAN = /`[^`\n]+`/g;
const NOTATION_SECTION = /<Section id="notation">[\s\S]*?<\/Section>/;

/** The prose of an MDX guide: no front matter, imports, code blocks, code spans, JSX tags or link targets. */
function prose(mdx: string): string {
  return mdx
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(CODE_SPAN, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/\]\([^)]*\)/g, ']');
}

describe('the move notation regular expression', () => {
  it('flags every other way of writing a move', () => {
    const wrong = [
      'b2b3',
      'b2-b3',
      'd3 - c3',
      'a3x a4',
      'a3xa4',
      'c7 → c8',
      'c7->c8',
      'c4 – b4',
      'a2 × a3',
      'c3c3=h',
      'e2—e3',
    ];
    expect(wrong.filter((w) => otherForms(`Play ${w} now.`).length !== 1)).toEqual([]);
  });

  it('lets the prose forms, positions and words between squares pass', () => {
    const right = 'c4–b4, then a2×a3 (c3: cavalo preto); b2 e b3; l5t/1d3c1/r1p1w1e; B1–B9; 8 × 4';
    expect(otherForms(right)).toEqual([]);
  });
});

describe('the regular expressions of a move in words', () => {
  const wrong: Readonly<Record<Locale, readonly string[]>> = {
    pt: [
      'Canhão de b1 para b4.',
      'O cavalo, d2 para d3.',
      'um salto de g4 até d4',
      'A captura de a2 em e2?',
      'de b4 a c6',
    ],
    es: ['Cañón de b1 a b4.', 'de c9 hacia c8', 'saltar de b3 hasta b7', 'lagos de b4 a c6'],
    fr: ['Canon de b1 en b4.', '(d2 vers c3)', 'de b3 à b7', 'Quitter c9 pour c8', 'de f7 jusqu’en f3'],
    de: ['Kanone von b1 nach b4.', 'von b3 über den See nach b7', '(d2 nach c3)', 'von b4 bis c6'],
  };
  const right: Readonly<Record<Locale, string>> = {
    pt: 'O tigre vermelho em a5 pode saltar até d5? Entre b1 e b4 há uma peça; d2 ou d3; o cavalo de d2 vai a c2.',
    es: '¿Puede el tigre rojo de a5 saltar hasta d5? Solo puede ir a a4 o a a6; el caballo de e2 y la torre de d4.',
    fr: 'Le tigre rouge en a5 peut-il sauter jusqu’en d5 ? Entre b1 et b4, le canon en a4 et le char en e2.',
    de: 'Darf der Tiger auf a5 über den See nach d5 springen? Von a1 aus ist a2 die Zwischenfigur; zwischen b1 und b4.',
  };
  for (const lang of LOCALES) {
    it(`${lang}: flags each way of writing a move in words, and lets a piece named by its square pass`, () => {
      expect(wrong[lang].filter((w) => inWordsOf(lang, w).length !== 1)).toEqual([]);
      expect(inWordsOf(lang, right[lang])).toEqual([]);
    });
  }
});

describe('moves in prose, site-wide', () => {
  for (const lang of LOCALES) {
    it(`${lang}: no UI string writes a move in another form`, () => {
      const found = Object.entries(DICTIONARIES[lang]).flatMap(([key, text]) =>
        otherForms(text).map((m) => `${key}: ${m}`),
      );
      expect(found).toEqual([]);
    });
  }

  for (const lang of LOCALES) {
    it(`${lang}: no UI string writes a move from one square to another in words`, () => {
      const found = Object.entries(DICTIONARIES[lang]).flatMap(([key, text]) =>
        inWordsOf(lang, text).map((m) => `${key}: ${m}`),
      );
      expect(found).toEqual([]);
    });
  }

  for (const guide of guides) {
    it(`${guide.name}: the guide's prose writes no move in another form`, () => {
      expect(otherForms(prose(guide.text))).toEqual([]);
    });

    it(`${guide.name}: the guide's prose writes no move from one square to another in words`, () => {
      expect(inWordsOf(guide.lang, prose(guide.text))).toEqual([]);
    });

    it(`${guide.name}: the compact form appears only in code spans of the notation section`, () => {
      const notation = NOTATION_SECTION.exec(guide.text)?.[0] ?? '';
      const outside = guide.text.replace(notation, '');
      expect((outside.match(CODE_SPAN) ?? []).filter((span) => otherForms(span).length > 0)).toEqual([]);
      expect((notation.match(CODE_SPAN) ?? []).some((span) => otherForms(span).length > 0)).toBe(true);
    });

    it(`${guide.name}: the notation section shows a step and a capture in the prose form`, () => {
      const notation = prose(NOTATION_SECTION.exec(guide.text)?.[0] ?? '');
      expect(notation).toMatch(/\b[a-h][1-9]–[a-h][1-9]\b/);
      expect(notation).toMatch(/\b[a-h][1-9]×[a-h][1-9]\b/);
    });
  }
});

describe('captures marked in the exercises’ texts', () => {
  const PROSE_MOVE = /\b([a-h][1-9])([–×])([a-h][1-9])\b/g;
  for (const lang of LOCALES) {
    it(`${lang}: a move in an exercise's text takes × exactly when its arrival square holds a piece`, () => {
      const wrong: string[] = [];
      for (const [key, text] of Object.entries(DICTIONARIES[lang])) {
        const ex = findExercise(/^lesson\.(?:banqi|jungle)\.([^.]+)\./.exec(key)?.[1] ?? '');
        if (ex === undefined || !('position' in ex)) continue;
        const board = squaresFromPosition(ex.game, ex.position);
        if (!board.ok) throw new Error(`${ex.id}: bad position`);
        for (const [move, , sign, to] of text.matchAll(PROSE_MOVE)) {
          if ((sign === '×') !== ((board.value[to!] ?? '') !== '')) wrong.push(`${key}: ${move}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('one function writes a move in prose', () => {
  it('moveProse: a dash for a step, × for a capture', () => {
    expect(moveProse('c4', 'b4', false)).toBe('c4–b4');
    expect(moveProse('a2', 'a3', true)).toBe('a2×a3');
  });

  it('feedback marks a capture when it knows the board the move is played on', () => {
    // Banqi: a red soldier on a1 under a black soldier on a2, b1 empty, c3 face down (only the board is read).
    const position = '8/2X5/s7/S7 r S4 0 10';
    expect(moveTextOn('banqi', position, 'a1a2')).toBe('a1×a2');
    expect(moveTextOn('banqi', position, 'a1b1')).toBe('a1–b1');
    expect(moveTextOn('banqi', position, 'c3c3')).toBe('c3');
    expect(moveText('a1a2')).toBe('a1–a2');
  });
});
