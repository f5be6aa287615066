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

/**
 * A move written in any other form: two squares run together ('b2b3'), or joined by a hyphen, another dash, an x or
 * an arrow, or by '–' or '×' with spaces around them. Only 'c4–b4' and 'a2×a3' pass.
 */
const OTHER_FORM = /\b[a-h][1-9](?![–×][a-h][1-9]\b)(?:\s*(?:->|=>|[-‐‑‒—―−–×xX~>→⟶])\s*)?[a-h][1-9]\b/g;

const otherForms = (text: string): string[] => [...text.matchAll(OTHER_FORM)].map((m) => m[0]);

const CONTENT = fileURLToPath(new URL('../../../content/', import.meta.url));
const guides = LOCALES.flatMap((lang) =>
  readdirSync(`${CONTENT}${lang}`)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({ name: `${lang}/${f}`, text: readFileSync(`${CONTENT}${lang}/${f}`, 'utf8') })),
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
    const right = 'c4–b4, then a2×a3 (c3: cavalo preto); de g3 para g4, b2 e b3; l5t/1d3c1/r1p1w1e; B1–B9; 8 × 4';
    expect(otherForms(right)).toEqual([]);
  });
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

  for (const guide of guides) {
    it(`${guide.name}: the guide's prose writes no move in another form`, () => {
      expect(otherForms(prose(guide.text))).toEqual([]);
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
