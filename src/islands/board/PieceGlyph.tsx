/**
 * One piece drawn in SVG around 0,0 (the caller translates it onto its square). A face-up piece
 * shows its rank or strength number and its face from the game's sprite (symbols.ts), in the
 * page's piece set (html[data-piece-set], see board.css).
 */
import { faceOf } from '../../board/faces';
import { stripesPath } from '../../board/shapes';
import { faceHref } from '../../board/art/symbols';
import { FACE_DOWN, type Game, type SquareContent } from '../../board/types';

/** 92% of a cell: a Jungle piece stays at least 36 px wide on a 320 px phone. */
const RADIUS = 46;
/**
 * The stripes keep their old radius (40) inside the larger disc: the same path text as before,
 * which a guide page repeats for every face-down piece (a longer one compressed far worse).
 */
const BACK_STRIPES = stripesPath(40, 11);

export function PieceGlyph({ game, content }: { game: Game; content: SquareContent }) {
  if (content === FACE_DOWN) {
    return (
      <g class="pyb-back">
        <circle class="pyb-back-disc" r={RADIUS} />
        <path class="pyb-back-stripes" d={BACK_STRIPES} />
        <circle class="pyb-back-ring" r={RADIUS - 13} />
      </g>
    );
  }
  const face = faceOf(game, content);
  if (face === undefined) return null;
  return (
    <g class={`pyb-face pyb-face--${face.style} pyb-side--${face.side}`}>
      <circle class="pyb-disc" r={RADIUS} />
      <circle class="pyb-inner" r={RADIUS - 7} />
      <use href={faceHref(game, face)} />
      <text class="pyb-value" y={29}>
        {face.value}
      </text>
    </g>
  );
}
