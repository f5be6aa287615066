import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { allSquares } from '../../../src/board/geometry';
import { squaresFromPosition } from '../../../src/board/position';
import Board, { type BoardProps } from '../../../src/islands/Board';
import { BANQI_MID, JUNGLE_START, stringsFor } from './helpers';
import { byRole, findAll, parseHtml, type Node } from './html-tree';

const render = (props: BoardProps): Node => parseHtml(renderToString(h(Board, props)));
const cells = (tree: Node): Node[] => byRole(tree, 'gridcell');
const cell = (tree: Node, sq: string): Node => {
  const found = cells(tree).filter((c) => c.attrs['data-square'] === sq);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('Board island (server render)', () => {
  const banqi = render({
    game: 'banqi',
    position: BANQI_MID,
    strings: stringsFor('pt'),
    movable: new Map([['h2', ['h3', 'g2']]]),
    lastMove: { from: 'h4', to: 'g4' },
    announcement: 'Vez do vermelho.',
  });

  it('is one ARIA grid of rows of gridcells, named, with the drawing hidden from assistive technology', () => {
    const grids = byRole(banqi, 'grid');
    expect(grids).toHaveLength(1);
    const grid = grids[0]!;
    expect(grid.attrs['aria-label']).toBe('Tabuleiro de Banqi');
    expect(grid.attrs['aria-description']).toContain('Esc');
    expect(grid.children.map((c) => c.attrs.role)).toEqual(['row', 'row', 'row', 'row']);
    for (const row of grid.children) {
      expect(row.children).toHaveLength(8);
      expect(row.children.every((c) => c.attrs.role === 'gridcell')).toBe(true);
    }
    const svgs = findAll(banqi, (n) => n.tag === 'svg');
    expect(svgs).toHaveLength(1);
    expect(svgs[0]!.attrs['aria-hidden']).toBe('true');
  });

  it('is a single Tab stop (roving tabindex on the top-left square)', () => {
    const tabbable = cells(banqi).filter((c) => c.attrs.tabindex === '0');
    expect(tabbable.map((c) => c.attrs['data-square'])).toEqual(['a4']);
    expect(cells(banqi).filter((c) => c.attrs.tabindex === '-1')).toHaveLength(31);
  });

  it('carries data-position, and data-square / data-piece on every square', () => {
    const roots = findAll(banqi, (n) => n.attrs['data-position'] !== undefined);
    expect(roots).toHaveLength(1);
    expect(roots[0]!.attrs['data-position']).toBe(BANQI_MID);
    const parsed = squaresFromPosition('banqi', BANQI_MID);
    if (!parsed.ok) throw new Error('position');
    const seen = cells(banqi)
      .map((c) => c.attrs['data-square'])
      .sort();
    expect(seen).toEqual(allSquares({ files: 8, ranks: 4 }).sort());
    for (const c of cells(banqi)) expect(c.attrs['data-piece']).toBe(parsed.value[c.attrs['data-square']!] ?? '');
    expect(cell(banqi, 'a4').attrs['data-piece']).toBe('X');
    expect(cell(banqi, 'b4').attrs['data-piece']).toBe('g');
    expect(cell(banqi, 'd4').attrs['data-piece']).toBe('');
  });

  it('names each square in the page language, coordinate first', () => {
    expect(cell(banqi, 'a4').attrs['aria-label']).toBe('a4, peça virada para baixo');
    expect(cell(banqi, 'b2').attrs['aria-label']).toBe('b2, canhão vermelho');
    expect(cell(banqi, 'g4').attrs['aria-label']).toBe('g4, canhão preto, último lance');
  });

  it('has a polite live region showing the caller’s announcement', () => {
    const live = findAll(banqi, (n) => n.attrs['aria-live'] === 'polite');
    expect(live.length).toBeGreaterThanOrEqual(1);
    expect(live.map((n) => n.text)).toContain('Vez do vermelho.');
  });

  it('renders a flipped Jungle board from the position alone, terrain named, in German', () => {
    const tree = render({ game: 'jungle', position: JUNGLE_START, strings: stringsFor('de'), orientation: 'second' });
    const grid = byRole(tree, 'grid')[0]!;
    expect(grid.attrs['aria-label']).toBe('Dou-Shou-Qi-Brett');
    expect(grid.children).toHaveLength(9);
    expect(grid.children[0]!.children.map((c) => c.attrs['data-square'])).toEqual([
      'g1',
      'f1',
      'e1',
      'd1',
      'c1',
      'b1',
      'a1',
    ]);
    expect(cell(tree, 'g1').attrs.tabindex).toBe('0');
    expect(cell(tree, 'g1').attrs['data-piece']).toBe('L');
    expect(cell(tree, 'a9').attrs['data-piece']).toBe('l');
    expect(cell(tree, 'b4').attrs['aria-label']).toBe('b4, Wasser');
    expect(cell(tree, 'd1').attrs['aria-label']).toBe('d1, roter Bau');
    expect(cell(tree, 'g3').attrs['aria-label']).toBe('g3, rote Ratte');
    expect(findAll(tree, (n) => n.attrs['data-orientation'] === 'second')).toHaveLength(1);
  });

  it('draws lesson marks and names them', () => {
    const tree = render({
      game: 'jungle',
      position: JUNGLE_START,
      strings: stringsFor('pt'),
      interactive: false,
      marks: [
        { kind: 'arrow', from: 'a3', to: 'a4', tone: 'good' },
        { kind: 'circle', square: 'b4', tone: 'bad', label: 'só o rato entra' },
      ],
    });
    expect(cell(tree, 'b4').attrs['aria-label']).toBe('b4, água, só o rato entra');
    expect(cell(tree, 'a3').attrs['aria-label']).toBe('a3, elefante vermelho, seta para a4');
    const marks = findAll(tree, (n) => (n.attrs.class ?? '').split(' ').includes('pyb-mark'));
    expect(marks.map((n) => n.attrs.class)).toEqual([
      'pyb-mark pyb-tone--good pyb-mark-arrow',
      'pyb-mark pyb-tone--bad pyb-mark-circle',
    ]);
  });

  it('draws rings and arrows under the pieces, crosses over them (issue 46: no mark hides a rank number)', () => {
    const tree = render({
      game: 'banqi',
      position: BANQI_MID,
      strings: stringsFor('pt'),
      interactive: false,
      marks: [
        { kind: 'arrow', from: 'h2', to: 'h4', tone: 'info' },
        { kind: 'circle', square: 'g4', tone: 'info' },
        { kind: 'cross', square: 'a1', tone: 'bad' },
      ],
    });
    const svg = findAll(tree, (n) => n.tag === 'svg')[0]!;
    const layer = (cls: string): number =>
      svg.children.findIndex((n) => (n.attrs.class ?? '').split(' ').includes(cls));
    const under = svg.children[layer('pyb-marks--under')]!;
    expect(layer('pyb-marks--under')).toBeGreaterThan(-1);
    expect(layer('pyb-marks--under')).toBeLessThan(layer('pyb-pieces'));
    expect(layer('pyb-marks--over')).toBeGreaterThan(layer('pyb-pieces'));
    const inUnder = findAll(under, (n) => (n.attrs.class ?? '').split(' ').includes('pyb-mark'));
    expect(inUnder.map((n) => n.attrs.class)).toEqual([
      'pyb-mark pyb-tone--info pyb-mark-arrow',
      'pyb-mark pyb-tone--info pyb-mark-circle',
    ]);
    // After the pieces, nothing but the crosses: no arrow or ring is painted over a piece.
    const after = svg.children.slice(layer('pyb-pieces') + 1);
    const late = after.flatMap((n) => findAll(n, (m) => /pyb-mark-(arrow|circle)/.test(m.attrs.class ?? '')));
    expect(late).toEqual([]);
  });

  it('draws no mark layer at all without marks', () => {
    const tree = render({ game: 'banqi', position: BANQI_MID, strings: stringsFor('pt'), interactive: false });
    expect(findAll(tree, (n) => (n.attrs.class ?? '').includes('pyb-marks'))).toEqual([]);
  });
});
