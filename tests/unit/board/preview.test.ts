/**
 * A board before its island is ready (issue 16): BoardPreview draws the position with one <use> per face-up
 * piece and one for the empty board, each pointing at a symbol BoardSymbols writes on the page, its face-down
 * pieces as one path of their squares filled with the page's face-down tile, and has no squares.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { dimensionsOf } from '../../../src/board/faces';
import { boardLayout, squareOrigin } from '../../../src/board/layout';
import { createBoardState } from '../../../src/board/model';
import { squaresFromPosition } from '../../../src/board/position';
import { FACE_DOWN, type Game, type Orientation } from '../../../src/board/types';
import { BoardBackground } from '../../../src/islands/board/BoardBackground';
import { BoardSymbols } from '../../../src/islands/board/BoardSymbols';
import { BoardPreview } from '../../../src/islands/exercise/BoardPreview';
import { EXERCISES } from '../../../src/lessons/registry';
import { COURSE_EXERCISES } from '../../../src/lessons/course/exercises';
import { JUNGLE_START, stringsFor } from './helpers';
import { findAll, parseHtml, type Node } from './html-tree';

const uses = (tree: Node): string[] => findAll(tree, (n) => n.tag === 'use').map((n) => n.attrs.href ?? '');

/** The squares a path of whole squares covers (`M<x> <y>h100v100h-100Z` each), by their top left corner. */
export const pathSquares = (d: string | undefined): string[] =>
  [...(d ?? '').matchAll(/M(\d+) (\d+)h100v100h-100Z/g)].map((m) => `${m[1]},${m[2]}`).sort();

/** The top left corners of squares on a board as drawn, as pathSquares gives them. */
export const corners = (game: Game, squares: readonly string[], orientation: Orientation = 'first'): string[] => {
  const dims = dimensionsOf(game);
  return squares
    .map((sq) => squareOrigin(boardLayout(dims), dims, orientation, sq))
    .map((o) => `${o!.x},${o!.y}`)
    .sort();
};

describe('board preview and the page symbols', () => {
  const symbolIds = (games: Game[]): Set<string> =>
    new Set(
      findAll(
        parseHtml(renderToString(h(BoardSymbols, { games }))),
        (n) => n.tag === 'symbol' || n.tag === 'pattern',
      ).map((n) => n.attrs.id ?? ''),
    );

  const all = [...EXERCISES.banqi, ...EXERCISES.jungle, ...COURSE_EXERCISES];
  it.each(all.map((ex) => [ex.id, ex] as const))(
    '%s: every piece and the board point at a symbol of the page',
    (_, ex) => {
      const tree = parseHtml(
        renderToString(h(BoardPreview, { game: ex.game, position: ex.position, strings: stringsFor('pt') })),
      );
      const defined = symbolIds([ex.game]);
      const squares = squaresFromPosition(ex.game, ex.position);
      if (!squares.ok) throw new Error(`bad position ${ex.position}`);
      const entries = Object.entries(squares.value).filter(([, c]) => c !== '');
      const faceUp = entries.filter(([, c]) => c !== FACE_DOWN);
      const faceDown = entries.filter(([, c]) => c === FACE_DOWN).map(([sq]) => sq);
      const hrefs = uses(tree);
      // one for the board, one per face-up piece (the marks are drawn as they are on a live board)
      expect(hrefs).toHaveLength(faceUp.length + 1);
      const backs = findAll(tree, (n) => n.attrs.class === 'pyb-backs');
      expect(backs).toHaveLength(faceDown.length === 0 ? 0 : 1);
      expect(pathSquares(backs[0]?.attrs.d)).toEqual(corners(ex.game, faceDown));
      if (faceDown.length > 0) expect(defined).toContain(backs[0]!.attrs.fill!.slice(5, -1));
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
    expect(pieces.map((n) => [n.attrs.href, n.attrs.x, n.attrs.y])).toEqual([['#pyb-pc-banqi-k', '784', '360']]);
    const backs = findAll(tree, (n) => n.attrs.class === 'pyb-backs');
    expect(backs.map((n) => [n.attrs.d, n.attrs.fill])).toEqual([
      ['M34 310h100v100h-100Z', 'url(#pyb-back-tile-flat)'],
    ]);
  });

  it('tiles the face-down piece on the squares of a Banqi board, upright too, and has no tile for Jungle', () => {
    const patterns = (game: Game) =>
      findAll(parseHtml(renderToString(h(BoardSymbols, { games: [game] }))), (n) => n.tag === 'pattern');
    const banqi = patterns('banqi');
    // one square per tile, aligned with the squares (the board's top left square starts at 34, 10)
    expect(banqi.map((n) => [n.attrs.id, n.attrs.x, n.attrs.y, n.attrs.width, n.attrs.height])).toEqual([
      ['pyb-back-tile-flat', '34', '10', '100', '100'],
      ['pyb-back-tile-upright', '34', '10', '100', '100'],
    ]);
    // the piece centred on its square; the upright tile turns it back a quarter, as a piece on an upright board
    const turns = banqi.map(
      (n) => findAll(n, (c) => c.tag === 'g' && c.attrs.transform !== undefined)[0]!.attrs.transform,
    );
    expect(turns).toEqual(['translate(50 50)', 'translate(50 50) rotate(-90)']);
    for (const tile of banqi) expect(findAll(tile, (c) => c.attrs.class === 'pyb-back-disc')).toHaveLength(1);
    expect(patterns('jungle')).toHaveLength(0);
  });

  it('draws the Jungle terrain as one group per kind and owner, over exactly its squares, flipped too', () => {
    for (const orientation of ['first', 'second'] as const) {
      const dims = dimensionsOf('jungle');
      const state = createBoardState({ ...dims, orientation });
      const tree = parseHtml(renderToString(h(BoardBackground, { game: 'jungle', state, layout: boardLayout(dims) })));
      const fills = findAll(tree, (n) => (n.attrs.class ?? '').endsWith('-fill'));
      const byClass = Object.fromEntries(fills.map((n) => [n.attrs.class, pathSquares(n.attrs.d)]));
      const groupOf = (n: Node) => findAll(tree, (g) => g.tag === 'g' && g.children.includes(n))[0]!.attrs.class;
      expect(fills.map(groupOf).sort()).toEqual([
        'pyb-den pyb-owner--blue',
        'pyb-den pyb-owner--red',
        'pyb-trap pyb-owner--blue',
        'pyb-trap pyb-owner--red',
        'pyb-water',
      ]);
      const ofGroup = (cls: string) => pathSquares(fills.find((n) => groupOf(n) === cls)!.attrs.d);
      const water = ['b4', 'c4', 'b5', 'c5', 'b6', 'c6', 'e4', 'f4', 'e5', 'f5', 'e6', 'f6'];
      expect(byClass['pyb-water-fill']).toEqual(corners('jungle', water, orientation));
      expect(ofGroup('pyb-trap pyb-owner--red')).toEqual(corners('jungle', ['c1', 'e1', 'd2'], orientation));
      expect(ofGroup('pyb-trap pyb-owner--blue')).toEqual(corners('jungle', ['c9', 'e9', 'd8'], orientation));
      expect(ofGroup('pyb-den pyb-owner--red')).toEqual(corners('jungle', ['d1'], orientation));
      expect(ofGroup('pyb-den pyb-owner--blue')).toEqual(corners('jungle', ['d9'], orientation));
      // each square keeps its texture: three waves per water square, one arch and doorway per den
      const texture = (cls: string) => findAll(tree, (n) => n.attrs.class === cls).map((n) => n.attrs.d ?? '');
      expect(texture('pyb-water-waves').join('').match(/M/g)).toHaveLength(3 * water.length);
      expect(texture('pyb-den-icon').map((d) => d.match(/M/g)?.length)).toEqual([2, 2]);
    }
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
