/** One piece drawn in SVG around 0,0 (the caller translates it onto its square). */
import { faceOf } from '../../board/faces';
import { stripesPath } from '../../board/shapes';
import { FACE_DOWN, type Game, type SquareContent } from '../../board/types';

const RADIUS = 43;
const BACK_STRIPES = stripesPath(RADIUS - 3, 11);

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
      <text class="pyb-glyph" y={-8}>
        {face.glyph}
      </text>
      <text class="pyb-cue" y={25}>
        {face.cue}
      </text>
    </g>
  );
}
