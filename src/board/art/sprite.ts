/**
 * The text of a game's piece sprite: an SVG file of <symbol>s, one picture per kind and one
 * outline per character (see symbols.ts). Pure: the character outlines come in as path data.
 */
import { faceList } from '../faces';
import type { Game } from '../types';
import { artOf } from './piece-art';
import type { Picture } from './pictures';
import { STROKE_WIDTH } from './pictures';
import { characterId, faceId, pictureId, symbolId, PIECE_SETS, type PieceSet } from './symbols';

const VIEW_BOX = '-50 -50 100 100';
/** Characters fill their em box: a wider view keeps them clear of the number under them. */
const CHARACTER_VIEW_BOX = '-58 -58 116 116';

const pathIf = (d: string, attrs: string): string => (d === '' ? '' : `<path d="${d}" ${attrs}/>`);

function pictureSymbol(id: string, p: Picture): string {
  return (
    `<symbol id="${id}" viewBox="${VIEW_BOX}">` +
    pathIf(p.ink, 'fill="currentColor"') +
    pathIf(p.holes, 'style="fill:var(--pyb-art-face,#fff)"') +
    pathIf(p.detail, 'fill="currentColor"') +
    pathIf(
      p.stroke,
      `fill="none" stroke="currentColor" stroke-width="${STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round"`,
    ) +
    '</symbol>'
  );
}

/** Where the art sits on a piece (radius 46, centred on 0,0): above the number. */
const ART = { x: -29, y: -42, size: 58 };

/**
 * A face: both sets placed on the piece, each shown through a custom property (board.css sets
 * them from html[data-piece-set]; custom properties reach into the <use> copy). No viewBox and
 * overflow visible, so a bare <use> draws it in the piece's own coordinates.
 */
function faceSymbol(id: string, refs: Readonly<Record<PieceSet, string>>): string {
  const uses = PIECE_SETS.map(
    (set) =>
      `<use href="#${refs[set]}" x="${ART.x}" y="${ART.y}" width="${ART.size}" height="${ART.size}" ` +
      `style="display:var(--pyb-show-${set},${set === 'pictures' ? 'inline' : 'none'})"/>`,
  );
  return `<symbol id="${id}" overflow="visible">${uses.join('')}</symbol>`;
}

/** Every character of the game's pieces, once each, in notation order. */
export function gameCharacters(game: Game): string[] {
  return [...new Set(faceList(game).map((f) => f.glyph))];
}

export function spriteText(game: Game, outlines: ReadonlyMap<string, string>): string {
  const symbols = new Map<string, string>();
  for (const face of faceList(game)) {
    const pic = pictureId(game, face.kind);
    const art = artOf(game, face.kind);
    if (art !== undefined && !symbols.has(pic)) symbols.set(pic, pictureSymbol(pic, art));
    const chr = characterId(face.glyph);
    const d = outlines.get(face.glyph);
    const refs = { pictures: symbolId(game, face, 'pictures'), characters: symbolId(game, face, 'characters') };
    symbols.set(faceId(face), faceSymbol(faceId(face), refs));
    if (d !== undefined && !symbols.has(chr))
      symbols.set(
        chr,
        `<symbol id="${chr}" viewBox="${CHARACTER_VIEW_BOX}"><path d="${d}" fill="currentColor"/></symbol>`,
      );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols.values()].join('')}</svg>\n`;
}
