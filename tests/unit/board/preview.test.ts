/**
 * A board before its island is ready (issue 16): BoardPreview draws the position with one <use> per piece
 * and one for the empty board, each pointing at a symbol BoardSymbols writes on the page, and has no squares.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { squaresFromPosition } from '../../../src/board/position';
import type { Game } from '../../../src/board/types';
import { BoardSymbols } from '../../../src/islands/board/BoardSymbols';
import { BoardPreview } from '../../../src/islands/exercise/BoardPreview';
import { EXERCISES } from '../../../src/lessons/registry';
import { COURSE_EXERCISES } from '../../../src/lessons/course/exercises';
import { JUNGLE_START, stringsFor } from './helpers';
import { findAll, parseHtml, type Node } from './html-tree';

const uses = (tree: Node): string[] => findAll(tree, (n) => n.tag === 'use').map((n) => n.attrs.href ?? '');

describe('board preview and the page symbols', () => {
  const symbolIds = (games: Game[]): Set<string> =>
    new Set(
      findAll(parseHtml(renderToString(h(BoardSymbols, { games }))), (n) => n.tag === 'symbol').map(
        (n) => n.attrs.id ?? '',
      ),
    );

  const all = [...EXERCISES.banqi, ...EXERCISES.jungle, ...COURSE_EXERCISES];
  it.each(all.map((ex) => [ex.id, ex] as const))(
    '%s: every piece and the board point at a symbol of the page',
    (_, ex) => {
      const tree = parseHtml(
        renderToString(h(BoardPreview, { game: ex.game, position: ex.position, strings: stringsFor('pt') })),
      );
      const squares = squaresFromPosition(ex.game, ex.position);
      if (!squares.ok) throw new Error(`bad position ${ex.position}`);
      const pieces = Object.values(squares.value).filter((c) => c !== '');
      const hrefs = uses(tree);
      // one for the board, one per piece (the marks are drawn as they are on a live board)
      expect(hrefs).toHaveLength(pieces.length + 1);
      const defined = symbolIds([ex.game]);
      for (const href of hrefs) expect(defined, href).toContain(href.slice(1));
      expect(findAll(tree, (n) => n.attrs['data-square'] !== undefined)).toHaveLength(0);
      const root = findAll(tree, (n) => n.attrs['data-position'] !== undefined);
      expect(root.map((n) => n.attrs['data-position'])).toEqual([ex.position]);
    },
  );

  it('draws each piece where the live board draws it, from its notation letter', () => {
    const tree = parseHtml(
      renderToString(
        h(BoardPreview, { game: 'banqi', position: 'x', squares: { a1: 'X', h1: 'k' }, strings: stringsFor('de') }),
      ),
    );
    const pieces = findAll(tree, (n) => n.tag === 'use' && (n.attrs.href ?? '').startsWith('#pyb-pc-'));
    expect(pieces.map((n) => [n.attrs.href, n.attrs.x, n.attrs.y])).toEqual([
      ['#pyb-pc-banqi-X', '84', '360'],
      ['#pyb-pc-banqi-k', '784', '360'],
    ]);
  });

  it('is one focusable picture named like the board, until the live grid replaces it', () => {
    const tree = parseHtml(
      renderToString(h(BoardPreview, { game: 'jungle', position: JUNGLE_START, strings: stringsFor('de') })),
    );
    const grid = findAll(tree, (n) => n.attrs['data-preview'] !== undefined);
    expect(grid).toHaveLength(1);
    expect(grid[0]!.attrs).toMatchObject({ role: 'img', tabindex: '0', 'data-preview': '7x9' });
    expect(grid[0]!.attrs['aria-label']).toBe(stringsFor('de').label.jungle);
  });
});
